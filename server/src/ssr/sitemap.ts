import type { Services } from '../services';
import { escapeHtml } from './head';

interface Entry {
  path: string;
  lastmod: Date;
}

/** The Bangla site is the English one under /bn. */
const inBangla = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

const newest = (dates: Date[], fallback: Date) => dates.reduce((a, b) => (b > a ? b : a), fallback);

/**
 * Every public page, every company page and every news and press item, from the database, in
 * both languages, each with its `xhtml:link` alternates (English, Bangla, and English as
 * `x-default`). Fixed pages change when the site is built; a list page changes with its newest
 * item; the home page with either.
 */
export async function sitemapXml(
  services: Services,
  origin: string,
  site: { paths: string[]; builtAt: Date },
): Promise<string> {
  const [news, press, pages] = await Promise.all([
    services.news.sitemapEntries(),
    services.press.sitemapEntries(),
    services.cmsPages.sitemapEntries(),
  ]);
  const changed = {
    news: newest(
      news.map((n) => n.updatedAt),
      site.builtAt,
    ),
    press: newest(
      press.map((p) => p.updatedAt),
      site.builtAt,
    ),
  };
  const lastmodOf: Record<string, Date> = {
    '/': newest([changed.news, changed.press], site.builtAt),
    '/pages/news': changed.news,
    '/pages/PressCoverage': changed.press,
  };
  const entries: Entry[] = [
    ...site.paths.map((path) => ({ path, lastmod: lastmodOf[path] ?? site.builtAt })),
    // Company pages staff edit: their route has a parameter, so the built route list misses them.
    ...pages
      .map((p) => ({ path: `/pages/${p.slug}`, lastmod: p.updatedAt }))
      .filter((p) => !site.paths.includes(p.path)),
    ...news.map((n) => ({ path: `/pages/news/${n.id}`, lastmod: n.updatedAt })),
    ...press.map((p) => ({ path: `/pages/PressCoverage/${p.id}`, lastmod: p.updatedAt })),
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
