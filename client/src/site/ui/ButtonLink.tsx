import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocalePath } from '../../i18n/i18n';
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

/**
 * A link to another page of the site (in the page's language) that looks like a button: a plain
 * link, a page load (public pages are server-rendered and prerendered on hover), and no router, so
 * it works inside islands too.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  pill,
  children,
  to,
  ...link
}: ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children: ReactNode }) {
  const localePath = useLocalePath();
  return (
    <a href={localePath(to)} {...link} {...lookProps({ variant, size, fullWidth, pill })}>
      {children}
    </a>
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

/**
 * "Try again" on a page that could not load its content: a link to the same address, so it works
 * as a page load whether or not the page's code runs.
 */
export function ReloadLink({ children, ...look }: ButtonLook & { children: ReactNode }) {
  const localePath = useLocalePath();
  const { pathname, search } = useLocation();
  return (
    <a href={localePath(pathname) + search} {...lookProps(look)}>
      {children}
    </a>
  );
}
