import type { GraphQLSchema } from 'graphql';

/*
 * The contract between the server and its server-rendering bundle (client/src/entry-server.tsx,
 * built by `vite build --ssr`): types only, imported by both sides. The bundle's `ssrBundle`
 * `satisfies SsrBundle`, so the compiler compares the two; the server loads it (loadBundle in
 * renderer.ts) and imports nothing else of the client.
 */

/** What a page reports of itself while it renders (client/src/site/pageHead.ts). */
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

export interface Posted {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Refused as a whole (too many requests, a body that is not a form): said above the form. */
  problem?: string;
}

export interface ContactPost extends Posted {
  form: 'contact';
  /** Set once stored: the sender's name for the thank-you. */
  sentBy?: string;
  /** Set once stored: the message's reference. */
  reference?: string;
}

/** `Kind`: the reservation kinds of the schema (the client names them `ReservationKind`). */
export interface BookingPost<Kind extends string = string> extends Posted {
  form: 'booking';
  /** Set once stored: what the booked panel shows. */
  booked?: {
    id: number;
    reference: string;
    kind: Kind;
    departureLocation: string;
    destinationLocation: string;
    journeyDate: string;
    numberOfPassengers: number;
  };
}

export interface StatusPost extends Posted {
  form: 'status';
  /** Set once looked up: the request found, or null (one answer for every miss). */
  found?: {
    reference: string;
    kind: string;
    status: string;
    /** Dates as ISO strings. */
    steps: { status: string; at: string; note: string | null }[];
    /** When we promised to reply by, in the page's language; null once answered; `late` past it. */
    replyBy: string | null;
    late: boolean;
    /** A registration's required papers (status.service.ts' PaperStatus); none for others. */
    documents: {
      kind: string;
      state: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED' | 'MISSING';
      reason: string | null;
      expiresOn: string | null;
    }[];
  } | null;
  /** Set once a paper was sent again from the page: its kind (NID…). */
  replaced?: string;
}

/** A registration form posted with its papers (features/registrations/registration-form.ts). */
export interface RegistrationPost extends Posted {
  form: 'registration';
  /** Set once stored: the registration's reference (its papers were stored with it). */
  reference?: string;
}

export interface PrivacyPost extends Posted {
  form: 'privacy';
  /**
   * 'asked': a request was stored (the one answer, whether or not we hold the address); the
   * others: what the confirmation link came to.
   */
  outcome?: 'asked' | 'confirmed' | 'already' | 'expired' | 'unknown';
}

/** "Was this helpful?" on a help article (features/help/help-vote-form.ts). */
export interface HelpVotePost extends Posted {
  form: 'helpVote';
  /** Set once voted: whether it counted (false: this visitor already voted today). */
  counted?: boolean;
}

/** "Is this really us?" (features/official-contacts). */
export interface CheckPost extends Posted {
  form: 'check';
  /** Set once checked ("Is this really us?"): the same fields whether ours or not. */
  checked?: {
    ours: boolean;
    department: { en: string; bn: string } | null;
    channel: { en: string; bn: string } | null;
  };
  /** Set once a fraud report was stored: its reference. */
  reported?: string;
}

export interface VerifyPost extends Posted {
  form: 'verify';
  /** Set once verified (/verify): the same fields whatever was found. */
  verified?: {
    state: 'REGISTERED' | 'SUSPENDED' | 'NOT_OURS';
    /** YYYY-MM-DD, when registered */
    validUntil: string | null;
  };
  /** Set once a report was stored: its reference. */
  reported?: string;
}

/**
 * A form sent without JavaScript (a plain HTML POST the server validated; a feature's `forms`):
 * the page is rendered again with what was sent and the field errors, or with the outcome.
 */
export type FormPost<Kind extends string = string> =
  | ContactPost
  | BookingPost<Kind>
  | StatusPost
  | RegistrationPost
  | PrivacyPost
  | HelpVotePost
  | CheckPost
  | VerifyPost;

/** What the server's head tags say of a rendered page's language (head.ts). */
export interface PageLanguage {
  locale: 'en' | 'bn';
  /** `og:locale` of this page and of its other language. */
  ogLocale: string;
  ogLocaleAlternate: string;
  /** The page's address in each language (the English one is also `x-default`). */
  alternates: { en: string; bn: string };
  /** The site's description in this language, for pages that give none. */
  siteDescription: string;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** A back-office path: the browser renders it from the client shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: PageHead;
      language: PageLanguage;
      /** The islands the page rendered (client/src/site/islands/Island.tsx): the only code it loads. */
      islands: string[];
    };

export interface RenderOptions<Post = FormPost> {
  /** Path and query string. */
  url: string;
  /** The server's GraphQL schema and the resolver context of an anonymous visitor. */
  schema: GraphQLSchema;
  context: Record<string, unknown>;
  /** A form posted without JavaScript, shown again with its outcome. */
  formPost?: Post;
  /** Lite mode (site/lite.ts): no decorative pictures, no carousel, the smallest images. */
  lite?: boolean;
}

/** What the server's head tags and JSON-LD say about the company. */
export interface SiteInfo {
  name: string;
  company: { legalName: string; email: string; phone: string; address: readonly string[] };
  socialLinks: { href: string }[];
}

/** The module client/src/entry-server.tsx builds into: its export `ssrBundle`. */
export interface SsrBundle {
  // A method (not a property): the bundle's render takes the booked kind as the schema's enum,
  // which the server's FormPost holds as its string.
  render(opts: RenderOptions): Promise<RenderResult>;
  classify(url: string): RenderResult | { kind: 'render' };
  publicPaths: string[];
  site: SiteInfo;
}
