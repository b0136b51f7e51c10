import type { PublicWebsitesQuery, WebsiteType } from '../../gql/site/graphql';
import { CARD_SIZES, cardSrcSet } from '../ui/cardImage';
import ui from '../ui/ui.module.css';
import classes from './Portfolio.module.css';
import { T, useLocale, useT, type MessageId } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

/** A year as digits of the page's language, without grouping (২০২৪, not ২,০২৪). */
const formatYear = (year: number, locale: Locale) =>
  locale === 'bn' ? formatNumber(year, 'bn').replace(/,/g, '') : String(year);

const TYPE_LABELS: Record<WebsiteType, MessageId> = {
  WEBSITE: 'portfolio.website',
  MOBILE_APP: 'portfolio.mobileApp',
  SOFTWARE: 'portfolio.software',
};

/** The portfolio's entries as cards: screenshot, kind, name, client and year, and a link. */
export function PortfolioCards({
  items,
  lite = false,
}: {
  items: PublicWebsitesQuery['websites']['items'];
  /** Lite mode (site/lite.ts): the small copy only. */
  lite?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return <p role="status">{t('portfolio.none')}</p>;
  return (
    <ul className={classes.grid} aria-label={t('portfolio.label')}>
      {items.map((site) => (
        <li key={site.id} className={classes.card}>
          <img
            className={classes.shot}
            src={(lite && site.imageSmallUrl) || site.imageWebpUrl || site.imageUrl}
            srcSet={lite ? undefined : (cardSrcSet(site) ?? undefined)}
            sizes={site.imageWebpUrl && !lite ? CARD_SIZES : undefined}
            alt={t('portfolio.screenshot', { name: site.name })}
            width={600}
            height={350}
            loading="lazy"
          />
          <div className={classes.text}>
            <span className={ui.tag} style={{ alignSelf: 'flex-start' }}>
              {t(TYPE_LABELS[site.type])}
            </span>
            {/* The portfolio is written by staff in English. */}
            <h3 lang="en">{site.name}</h3>
            <span className={classes.meta}>
              <span lang="en">{site.client}</span> · {formatYear(site.year, locale)}
            </span>
            <p lang="en">{site.description}</p>
            <a className={classes.visit} href={site.url} target="_blank" rel="noopener noreferrer">
              <T
                id="portfolio.visit"
                values={{ name: site.name }}
                components={{ 0: <span lang="en" /> }}
              />
              <span className="sr-only"> {t('portfolio.newTab')}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
