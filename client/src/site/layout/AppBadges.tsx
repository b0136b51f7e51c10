import { Group } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { APP_LINKS, STORES, type AppLink } from '../siteConfig';

interface AppBadgesProps {
  app: AppLink['app'];
  /** Badges below the fold load lazily. */
  lazy?: boolean;
}

/** The customer or driver app in both stores, as our own drawn badges (public/badges). */
export function AppBadges({ app, lazy = true }: AppBadgesProps) {
  const t = useT();
  const appName = t(app === 'Customer' ? 'app.customer' : 'app.driver');
  return (
    <Group gap="xs" wrap="wrap">
      {APP_LINKS.filter((link) => link.app === app).map((link) => (
        <a key={link.store} href={link.href} target="_blank" rel="noopener noreferrer">
          <img
            src={`/badges/${link.store}.svg`}
            alt={t('app.badge', { app: appName, store: t(STORES[link.store]) })}
            width={148}
            height={44}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
            style={{ display: 'block' }}
          />
        </a>
      ))}
    </Group>
  );
}
