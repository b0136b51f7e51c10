import { useEffect } from 'react';
import { SITE_NAME } from './siteConfig';

const DEFAULT_DESCRIPTION =
  'DigitalRideWeb: ride sharing, parcel delivery and IT services in Bangladesh.';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** `About Us | DigitalRideWeb`; the home page passes no name and is plain `DigitalRideWeb`. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title and meta description while the page is shown. */
export function usePageMeta(name: string | undefined, description: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
    descriptionTag().content = description;
    return () => {
      document.title = SITE_NAME;
      descriptionTag().content = DEFAULT_DESCRIPTION;
    };
  }, [name, description]);
}
