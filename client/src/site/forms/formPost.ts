import { createContext } from 'react';

/**
 * A form sent without JavaScript (a plain HTML POST the server validated): the page is rendered
 * again with what was sent and the field errors, or with the thank-you. The server renders with
 * it; the contact form's island gets it in its props (ContactPage.tsx).
 */
export interface FormPost {
  form: 'contact';
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Set once stored: the sender's name for the thank-you. */
  sentBy?: string;
  /** Refused as a whole (too many requests): said above the form. */
  problem?: string;
}

export const FormPostContext = createContext<FormPost | null>(null);
