import type { PageHead, PageLanguage, SiteInfo } from './contract';

/** The drawn 1200×630 card shared pages show when they have no image of their own. */
export const SITE_CARD = { path: '/site-card.png', width: 1200, height: 630 };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** JSON inside a <script>: nothing in it can close the tag. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function pageTitle(site: SiteInfo, name?: string): string {
  return name ? `${name} · ${site.name}` : site.name;
}

function organization(site: SiteInfo, origin: string) {
  const { company } = site;
  return {
    '@type': 'Organization',
    name: site.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/apple-touch-icon.png`,
    email: company.email,
    telephone: company.phone,
    address: { '@type': 'PostalAddress', streetAddress: company.address.join(', ') },
    sameAs: site.socialLinks.map((link) => link.href),
  };
}

function jsonLd(
  page: PageHead,
  site: SiteInfo,
  origin: string,
  url: string,
  image: string,
  language: PageLanguage,
) {
  const inLanguage = language.locale === 'bn' ? 'bn-BD' : 'en';
  const context = 'https://schema.org';
  if (page.article) {
    return [
      {
        '@context': context,
        '@type': 'NewsArticle',
        headline: page.article.headline,
        datePublished: page.article.datePublished,
        image: [image],
        inLanguage,
        mainEntityOfPage: url,
        publisher: organization(site, origin),
      },
    ];
  }
  // The home page in either language: the company, and the site in this page's language.
  if (language.alternates.en !== '/') return [];
  return [
    { '@context': context, ...organization(site, origin) },
    { '@context': context, '@type': 'WebSite', name: site.name, url, inLanguage },
  ];
}

/** The page in each language (absolute, the English one also `x-default`), for every page. */
function alternateLinks(origin: string, language: PageLanguage): string[] {
  const { en, bn } = language.alternates;
  return [
    ['en', en],
    ['bn', bn],
    ['x-default', en],
  ].map(
    ([lang, path]) =>
      `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + path)}" />`,
  );
}

/**
 * The page's own <head> tags: title, description, canonical (this language's address), its
 * addresses in both languages, Open Graph, Twitter card and JSON-LD (Organization and WebSite on
 * the home page, NewsArticle on news and press items, with the page's language).
 */
export function headTags(
  page: PageHead,
  site: SiteInfo,
  origin: string,
  path: string,
  language: PageLanguage,
): string {
  const url = `${origin}${path}`;
  const title = pageTitle(site, page.name);
  const description = page.description || language.siteDescription;
  const ownImage = page.article?.image;
  const image = ownImage ? new URL(ownImage, `${origin}/`).href : `${origin}${SITE_CARD.path}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(origin, language),
    // Installable: each language's manifest starts the app in that language.
    `<link rel="manifest" href="${language.locale === 'bn' ? '/bn' : ''}/manifest.webmanifest" />`,
    meta('property', 'og:type', page.article ? 'article' : 'website'),
    meta('property', 'og:locale', language.ogLocale),
    meta('property', 'og:locale:alternate', language.ogLocaleAlternate),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    ...(ownImage
      ? []
      : [
          meta('property', 'og:image:width', String(SITE_CARD.width)),
          meta('property', 'og:image:height', String(SITE_CARD.height)),
        ]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (page.status === 404) tags.push(meta('name', 'robots', 'noindex'));
  for (const data of jsonLd(page, site, origin, url, image, language)) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
