import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lastPageOf, visiblePages } from '../../components/pageNumbers';
import { formatNumber } from '../../i18n/format';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import classes from './PageLinks.module.css';

/**
 * Previous / page numbers / Next as links to `?page=N`: a public page is HTML first, so its pager
 * must work with a page load, with or without the page's code.
 */
export function PageLinks({
  page,
  total,
  pageSize,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  /** Label of the navigation landmark, e.g. "News pages". */
  label: string;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const last = lastPageOf(total, pageSize);
  const hrefOf = (n: number) => localePath(pathname) + (n === 1 ? '' : `?page=${n}`);
  const step = (target: number, rel: 'prev' | 'next', children: ReactNode) =>
    target >= 1 && target <= last ? (
      <a className={classes.link} href={hrefOf(target)} rel={rel}>
        {children}
      </a>
    ) : (
      <span className={classes.link} aria-disabled="true">
        {children}
      </span>
    );

  return (
    <nav aria-label={label} className={classes.pager}>
      {step(
        page - 1,
        'prev',
        <>
          <IconChevronLeft size={16} aria-hidden /> {t('pager.previous')}
        </>,
      )}
      {visiblePages(page, last).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={classes.gap} aria-hidden>
            …
          </span>
        ) : (
          <a
            key={n}
            className={classes.link}
            data-number
            href={hrefOf(n)}
            aria-current={n === page ? 'page' : undefined}
          >
            {formatNumber(n, locale)}
          </a>
        ),
      )}
      {step(
        page + 1,
        'next',
        <>
          {t('pager.next')} <IconChevronRight size={16} aria-hidden />
        </>,
      )}
    </nav>
  );
}
