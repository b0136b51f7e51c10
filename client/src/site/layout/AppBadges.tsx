import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { useT, type MessageId } from '../../i18n/i18n';
import { APP_LINKS, type AppLink, type StoreId } from '../siteConfig';
import classes from './AppBadges.module.css';

/** Each store's drawing, beside its words (aria-hidden: the link is named in words). */
const ICONS: Record<StoreId, ReactNode> = {
  'app-store': (
    <>
      <rect x="1" y="1" width="17" height="28" rx="4" fill="none" stroke="#fff" strokeWidth="2" />
      <path
        d="M9.5 7v10m-4-4l4 4 4-4"
        fill="none"
        stroke="#ffca28"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="24" r="1.3" fill="#fff" />
    </>
  ),
  'google-play': (
    <>
      <path
        d="M1 2.5v21c0 1.2 1.3 1.9 2.3 1.3l17.4-10.5c1-.6 1-2 0-2.6L3.3 1.2C2.3.6 1 1.3 1 2.5z"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M7 8.5l7.5 4.5L7 17.5z" fill="#ffca28" />
    </>
  ),
};

/** The small words above the store's name, in the page's language. */
const TOP: Record<StoreId, MessageId> = {
  'app-store': 'store.appStoreTop',
  'google-play': 'store.googlePlayTop',
};

/** The store's own name, never translated. */
const NAME: Record<StoreId, string> = { 'app-store': 'App Store', 'google-play': 'Google Play' };

/**
 * The customer or driver app in both stores, as badges drawn in HTML: their words are the page's
 * text, in its language and font (an image's words could be neither).
 */
export function AppBadges({ app }: { app: AppLink['app'] }) {
  const t = useT();
  const appName = t(app === 'Customer' ? 'app.customer' : 'app.driver');
  return (
    <Group gap="xs" wrap="wrap">
      {APP_LINKS.filter((link) => link.app === app).map((link) => (
        <a
          key={link.store}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.badge}
        >
          <svg viewBox="0 0 22 30" width="22" height="30" aria-hidden className={classes.icon}>
            {ICONS[link.store]}
          </svg>
          <span className={classes.words}>
            {/* The link's name is what it shows, after the app's name for a screen reader. */}
            <span className={classes.hidden}>{appName}: </span>
            <span className={classes.top}>{t(TOP[link.store])}</span>{' '}
            <span className={classes.name} lang="en">
              {NAME[link.store]}
            </span>
          </span>
        </a>
      ))}
    </Group>
  );
}
