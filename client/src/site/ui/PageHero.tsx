import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Container } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import classes from './PageHero.module.css';
import { InlineSvg } from './InlineSvg';
import { useLite } from '../lite';

export interface PageHeroProps {
  title: ReactNode;
  lead?: ReactNode;
  /** The section the page belongs to, shown as Home / section / page. */
  section?: { label: string; to?: string };
  /**
   * An illustration drawn at 420 × 300: a small SVG of site/art/ (its text, imported `?raw`). It
   * is drawn in the page (InlineSvg), so it paints with the first paint, without a request and a
   * round trip of its own (as a file, on /booking it was the largest paint, one round trip
   * after the text).
   */
  art?: { svg: string; alt: string };
  /** More inside the banner, under the lead (a date, call-to-action buttons). */
  extra?: ReactNode;
}

/** The green banner at the top of every inner page, with the page's only <h1>. */
export function PageHero({ title, lead, section, art: drawn, extra }: PageHeroProps) {
  const t = useT();
  // Decorative: lite mode leaves it out of the page.
  const art = useLite() ? undefined : drawn;
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.inner} data-with-art={art ? true : undefined}>
        <div>
          <nav aria-label={t('crumbs.label')}>
            <ol className={classes.crumbs}>
              <li>
                <Link to="/">{t('crumbs.home')}</Link>
              </li>
              {section && (
                <li>{section.to ? <Link to={section.to}>{section.label}</Link> : section.label}</li>
              )}
            </ol>
          </nav>
          <h1 className={classes.title}>{title}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
          {extra}
        </div>
        {art && <InlineSvg className={classes.art} svg={art.svg} alt={art.alt} />}
      </Container>
    </div>
  );
}
