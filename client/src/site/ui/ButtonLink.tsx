import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import classes from './Button.module.css';

export interface ButtonLook {
  variant?: 'filled' | 'accent' | 'outline-white' | 'light' | 'danger';
  size?: 'md' | 'lg';
  fullWidth?: boolean;
  pill?: boolean;
}

function lookProps({ variant = 'filled', size = 'md', fullWidth, pill }: ButtonLook) {
  return {
    className: classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-full': fullWidth || undefined,
    'data-pill': pill || undefined,
  };
}

/** A link to another page that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  pill,
  children,
  ...link
}: ButtonLook & LinkProps & { children: ReactNode }) {
  return (
    <Link {...link} {...lookProps({ variant, size, fullWidth, pill })}>
      {children}
    </Link>
  );
}

/** A plain button with the same look, for the few actions on eagerly loaded pages. */
export function PlainButton({
  variant,
  size,
  fullWidth,
  pill,
  ...button
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" {...button} {...lookProps({ variant, size, fullWidth, pill })} />;
}
