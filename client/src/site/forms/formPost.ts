import { createContext } from 'react';
import type { ReservationKind } from '../../gql/site/graphql';

/**
 * A form sent without JavaScript (a plain HTML POST the server validated): the page is rendered
 * again with what was sent and the field errors, or with the thank-you (contact) or the booked
 * panel (booking). The server renders with it (server/src/ssr/contact-form.ts, booking-form.ts);
 * the form's island gets it in its props (ContactPage.tsx, BookingPage.tsx).
 */
export type FormPost = ContactPost | BookingPost | StatusPost | PrivacyPost;

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

export interface BookingPost extends Posted {
  form: 'booking';
  /** Set once stored: what the booked panel shows. */
  booked?: {
    id: number;
    reference: string;
    kind: ReservationKind;
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
    steps: { status: string; at: string; note: string | null }[];
  } | null;
}

export interface PrivacyPost extends Posted {
  form: 'privacy';
  /**
   * 'asked': a request was stored (the one answer, whether or not we hold the address); the
   * others: what the confirmation link came to.
   */
  outcome?: 'asked' | 'confirmed' | 'already' | 'expired' | 'unknown';
}

export const FormPostContext = createContext<FormPost | null>(null);
