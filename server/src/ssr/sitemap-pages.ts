/** A page in the sitemap and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * A feature's public pages with a parameter, which the built route list misses (its
 * `Feature.sitemap`, read by sitemap.ts): each item's page, and the list page, if it has one,
 * that changes with its newest item (the home page changes with the newest of the lists).
 */
export interface SitemapPages {
  list?: string;
  items: SitemapEntry[];
}
