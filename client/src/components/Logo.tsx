import { Link } from 'react-router-dom';
import classes from './Logo.module.css';

interface LogoProps {
  to?: string;
  size?: 'sm' | 'md';
  /** Colours for a dark background. */
  inverted?: boolean;
  /** Only the badge, named for screen readers (when a title sits next to it). */
  badgeOnly?: boolean;
}

/** The DigitalRideWeb wordmark: a rounded badge and the name. */
export function Logo({ to = '/', size = 'md', inverted = false, badgeOnly = false }: LogoProps) {
  const badge = size === 'sm' ? 30 : 36;
  return (
    <Link to={to} aria-label={badgeOnly ? 'DigitalRideWeb' : undefined} className={classes.logo}>
      <svg width={badge} height={badge} viewBox="0 0 64 64" aria-hidden focusable="false">
        <rect
          width="64"
          height="64"
          rx="16"
          fill={inverted ? '#ffffff' : 'var(--mantine-color-brand-7)'}
        />
        <path
          d="M18 46V18h13c9.5 0 15 5.6 15 14s-5.5 14-15 14H18zm7.5-6.5H31c5 0 7.8-2.8 7.8-7.5S36 24.5 31 24.5h-5.5v15z"
          fill={inverted ? 'var(--mantine-color-brand-7)' : '#ffffff'}
        />
        <circle cx="50" cy="48" r="5" fill="var(--mantine-color-accent-5)" />
      </svg>
      {badgeOnly ? null : (
        <span
          className={classes.name}
          data-size={size}
          data-inverted={inverted || undefined}
          // The brand, in every language.
          translate="no"
        >
          Digital<span className={classes.ride}>Ride</span>Web
        </span>
      )}
    </Link>
  );
}
