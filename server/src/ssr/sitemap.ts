import type { Services } from '../services';
import { escapeHtml } from './head';
import type { SitemapEntry as Entry } from './sitemap-pages';

/** The Bangla site is the English one under /bn. */
const inBangla = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

const newest = (dates: Date[], fallback: Date) => dates.reduce((a, b) => (b > a ? b : a), fallback);

/**
 * Every public page of the built routes and every page the features declare (`Feature.sitemap`:
 * company pages, news and press items, from the database), in both languages, each with its
 * `xhtml:link` alternates (English, Bangla, and English as `x-default`). Fixed pages change when
 * the site is built; a list page changes with its newest item; the home page with the newest list.
 */
export async function sitemapXml(
  services: Services,
  origin: string,
  site: { paths: string[]; builtAt: Date },
): Promise<string> {
  const declared = await Promise.all(services.sitemaps.map((pages) => pages()));
  const lastmodOf: Record<string, Date> = {};
  for (const { list, items } of declared) {
    const dates = items.map((i) => i.lastmod);
    if (list) lastmodOf[list] = newest(dates, site.builtAt);
  }
  lastmodOf['/'] = newest(Object.values(lastmodOf), site.builtAt);
  const entries: Entry[] = [
    ...site.paths.map((path) => ({ path, lastmod: lastmodOf[path] ?? site.builtAt })),
    // A page a route without a parameter also makes (a company page's) is there once.
    ...declared.flatMap((d) => d.items).filter((p) => !site.paths.includes(p.path)),
  ];
  const link = (lang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}"/>`;
  const urls = entries.flatMap((e) => {
    const alternates =
      link('en', e.path) + link('bn', inBangla(e.path)) + link('x-default', e.path);
    return [e.path, inBangla(e.path)].map(
      (path) =>
        `  <url><loc>${escapeHtml(origin + path)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The public site is open to crawlers; the back office and the APIs are not. */
export function robotsTxt(origin: string): string {
  return [
    '# DigitalRideWeb: the public site is open to every crawler; the back office and APIs are not.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashbord',
    'Disallow: /login',
    'Disallow: /unauthorized',
    'Disallow: /forgot-password',
    'Disallow: /reset-password',
    'Disallow: /addcopter',
    'Disallow: /graphql',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
