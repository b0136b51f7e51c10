import { createContext } from 'react';

/** What a rendered page tells the server for its <head>: the server builds the tags from it. */
export interface PageHead {
  /** The page's name ('About Us'); none on the home page. */
  name?: string;
  description: string;
  /** A news or press item: its own image and the NewsArticle data. */
  article?: { headline: string; datePublished: string; image?: string | null };
  /** 404 for a detail page whose item does not exist. */
  status?: number;
  /** The address names nothing here: the server answers an HTTP redirect to this path. */
  redirect?: string;
}

/** On the server, pages report their head here while they render; in the browser it is absent. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
