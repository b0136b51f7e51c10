import { useContext, useEffect } from 'react';
import { useT } from '../i18n/i18n';
import { PageHeadContext, type PageHead } from './pageHead';
import { SITE_NAME } from './siteConfig';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** `About Us · DigitalRideWeb`; the home page passes no name and is plain `DigitalRideWeb`. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * The page's title and meta description: handed to the server's <head> while rendering there,
 * set on the document while the page is shown in the browser.
 */
export function usePageMeta(
  name: string | undefined,
  description: string,
  extra: Pick<PageHead, 'article' | 'status'> = {},
): void {
  const report = useContext(PageHeadContext);
  const siteDescription = useT()('site.description');
  // Rendering on the server: the last render (with the data) wins.
  report?.({ name, description, ...extra });
  useEffect(() => {
    // The page is live (hydrated or rendered): browser tests wait for this before they look.
    document.documentElement.dataset.pageReady = '';
    document.title = pageTitle(name);
    descriptionTag().content = description;
    return () => {
      document.title = SITE_NAME;
      descriptionTag().content = siteDescription;
    };
  }, [name, description, siteDescription]);
}
