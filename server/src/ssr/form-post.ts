import type { Request, Response } from 'express';
import { AppError, HTTP_STATUS, validationError } from '../errors';
import { unstorableTextAt } from '../http/body';
import { translate, translateFields } from '../i18n/localize';
import type { Locale } from '../i18n/messages';
import type { FormPost } from './bundle';
import type { PageRenderer } from './renderer';

/**
 * What the public forms sent without JavaScript share (contact-form.ts, booking-form.ts): the
 * form's language is its page's, a refusal becomes the field errors (in that language) and what
 * was typed, and the answer is the page rendered again with the outcome.
 */

/** The form's language is its page's: the Bangla page's errors are written in Bangla. */
export const localeOfPage = (path: string): Locale => (path.startsWith('/bn/') ? 'bn' : 'en');

/** The posted text fields by name ('' when absent or not text). */
export function textFields<F extends string>(body: unknown, fields: readonly F[]) {
  const sent = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field, typeof sent[field] === 'string' ? sent[field] : '']),
  ) as Record<F, string>;
}

/** What a page says of a form it could not read (not a form, broken, too large). */
export const FORM_UNREADABLE = 'The form could not be read. Please send it again from this page.';

/**
 * Text no column can store (a NUL, a lone surrogate), refused on its field before a service sees
 * it (the API's rejectUnstorableText does the same for JSON and multipart); `labels` name the
 * fields as the messages do.
 */
export function refuseUnstorable<F extends string>(
  values: Record<F, string>,
  labels: Partial<Record<F, string>>,
): void {
  const fields = (Object.keys(labels) as F[])
    .filter((field) => unstorableTextAt(values[field]) !== null)
    .map((field) => ({
      field,
      message: `${labels[field]} contains a character that cannot be stored`,
    }));
  if (fields.length) throw validationError(fields);
}

/** A NUL or a lone surrogate. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSHOWABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What was typed, to show back: what could not be stored as the replacement character. */
export const showable = <F extends string>(values: Record<F, string>) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([f, v]) => [f, v.replace(UNSHOWABLE, '\ufffd')]),
  );

/**
 * A refusal the visitor can act on (an AppError): its field errors in the page's language, under
 * the form's names (`rename`: service name → form name), or one problem said above the form.
 * Anything else is a fault of ours: null, for the error handler.
 */
export function refusal(
  err: unknown,
  locale: Locale,
  rename: Record<string, string> = {},
): { status: number; errors: Record<string, string>; problem?: string } | null {
  if (!(err instanceof AppError)) return null;
  const fields = translateFields(err.fields, locale);
  return {
    status: HTTP_STATUS[err.kind],
    errors: Object.fromEntries(fields.map((f) => [rename[f.field] ?? f.field, f.message])),
    problem: err.fields.length ? undefined : translate(err.message, locale),
  };
}

/** The page at `url` rendered again with the form's outcome, never cached. */
export async function answerFormPost(
  renderer: PageRenderer,
  origin: string,
  url: string,
  formPost: FormPost,
  status: number,
  res: Response,
): Promise<void> {
  const page = await renderer.render(url, origin, formPost);
  res.setHeader('Cache-Control', 'no-store');
  if (page.kind === 'redirect') return res.redirect(303, page.location);
  res.status(status).type('html').send(page.html);
}

export type OriginOf = (req: Request) => string;
