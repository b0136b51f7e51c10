import fs from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import type { Context } from '../graphql/context';
import type { Logger } from '../logger';

/** What client/src/site/pageHead.ts reports about a rendered page. */
export interface PageHead {
  name?: string;
  description: string;
  article?: { headline: string; datePublished: string; image?: string | null };
  status?: number;
}

/** A form posted without JavaScript, rendered again with its outcome (client/src/site/forms/formPost.ts). */
export type FormPost = (
  | { form: 'contact'; sentBy?: string; reference?: string }
  | { form: 'booking'; booked?: BookedReservation }
  | { form: 'status'; found?: FoundStatus | null }
  | { form: 'privacy'; outcome?: 'asked' | 'confirmed' | 'already' | 'expired' | 'unknown' }
) & {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Refused as a whole (too many requests): said above the form. */
  problem?: string;
};

/** What the status page shows of a request found (dates as ISO strings). */
export interface FoundStatus {
  reference: string;
  kind: string;
  status: string;
  steps: { status: string; at: string; note: string | null }[];
}

/** What the booked panel shows of a stored reservation. */
export interface BookedReservation {
  id: number;
  reference: string;
  kind: string;
  departureLocation: string;
  destinationLocation: string;
  journeyDate: string;
  numberOfPassengers: number;
}

/** What client/src/entry-server.tsx says of a rendered page's language. */
export interface PageLanguage {
  locale: 'en' | 'bn';
  ogLocale: string;
  ogLocaleAlternate: string;
  /** The page's path in each language; the English one is also `x-default`. */
  alternates: { en: string; bn: string };
  siteDescription: string;
}

export type BundleResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: PageHead;
      language: PageLanguage;
      /** The islands the page rendered (client/src/islands/Island.tsx). */
      islands: string[];
    };

export interface SiteInfo {
  name: string;
  company: { legalName: string; email: string; phone: string; address: readonly string[] };
  socialLinks: { href: string }[];
}

/** The module client/src/entry-server.tsx builds into (`vite build --ssr`). */
export interface SsrBundle {
  render(opts: {
    url: string;
    schema: GraphQLSchema;
    context: Context;
    formPost?: FormPost;
    /** Lite mode (ssr/lite.ts): no decorative pictures, no carousel, the smallest images. */
    lite?: boolean;
  }): Promise<BundleResult>;
  classify(url: string): BundleResult | { kind: 'render' };
  publicPaths: string[];
  site: SiteInfo;
}

/**
 * Loads the server-rendering bundle once. Without it (the client not built yet) public pages
 * fall back to the client shell, as before server rendering existed.
 */
export function loadBundle(file: string, log: Logger): { bundle: SsrBundle; builtAt: Date } | null {
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'no server-rendering bundle: public pages are served as the client shell');
    return null;
  }
  // A CommonJS file built next to the client; graphql inside it is this server's copy.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bundle = require(file) as SsrBundle;
  return { bundle, builtAt: fs.statSync(file).mtime };
}
