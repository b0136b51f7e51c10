import express, { type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { AppError, HTTP_STATUS, payloadTooLarge, validationError } from '../errors';
import { UNSTORABLE, unstorableTextAt } from '../http/body';
import { translate, translateFields } from '../i18n/localize';
import type { Locale } from '../i18n/messages';
import { countPublicWrite } from '../limits';
import type { Services } from '../services';
import type { FormPost } from './contract';
import type { PageRenderer } from './renderer';
import { isLite, varyByLite } from './lite';
import { homeOf, sameSitePath } from './redirect';

/**
 * What the public forms sent without JavaScript share (a feature's `forms`, e.g.
 * features/messages/contact-form.ts): the form's language is its page's, a refusal becomes the field errors (in that language) and what
 * was typed, and the answer is the page rendered again with the outcome.
 */

/** The form's language is its page's: the Bangla page's errors are written in Bangla. */
export const localeOfPage = (path: string): Locale => (path.startsWith('/bn/') ? 'bn' : 'en');

/** The posted text fields by name ('' when absent or not text). */
function textFields<F extends string>(body: unknown, fields: readonly F[]) {
  const sent = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field, typeof sent[field] === 'string' ? sent[field] : '']),
  ) as Record<F, string>;
}

/** What a page says of a form it could not read (not a form, broken, too large). */
export const FORM_UNREADABLE = 'The form could not be read. Please send it again from this page.';

const unreadable = (kind: 'BAD_USER_INPUT' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE') =>
  new AppError(kind, FORM_UNREADABLE);

/**
 * A no-JS form's body, urlencoded or multipart (`multipart`: multer, files held in memory up to
 * `maxBytes` each), never failing the request: what cannot be read is left in
 * `res.locals.formRefused` for the page to say in its language; a file over the limit on its own
 * field, named by `fileLabel` (the booking form's document, a registration's papers).
 */
export function readFormBody(
  multipart: RequestHandler,
  maxBytes: number,
  fileLabel: (field: string) => string,
): RequestHandler {
  const urlencoded = express.urlencoded({ extended: false, limit: '100kb' });
  return (req, res, next) => {
    const done = (err?: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        const field = err.field ?? 'file';
        res.locals.formRefused = payloadTooLarge(field, fileLabel(field), maxBytes);
      } else if (err) {
        const tooLarge = (err as { status?: number }).status === 413;
        res.locals.formRefused = unreadable(tooLarge ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT');
      }
      next();
    };
    if (req.is('multipart/form-data')) return multipart(req, res, done);
    if (req.is('application/x-www-form-urlencoded')) return urlencoded(req, res, done);
    res.locals.formRefused = unreadable('UNSUPPORTED_MEDIA_TYPE');
    next();
  };
}

/**
 * Text no column can store (a NUL, a lone surrogate), refused on its field before a service sees
 * it (the API's rejectUnstorableText does the same for JSON and multipart); `labels` name the
 * fields as the messages do.
 */
function refuseUnstorable<F extends string>(
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

/** Every NUL or lone surrogate in a text (the API's UNSTORABLE, http/body.ts, found throughout). */
const UNSHOWABLE = new RegExp(UNSTORABLE.source, 'g');

/** What was typed, to show back: what could not be stored as the replacement character. */
const showable = <F extends string>(values: Record<F, string>) =>
  Object.fromEntries(
    Object.entries<string>(values).map(([f, v]) => [f, v.replace(UNSHOWABLE, '\ufffd')]),
  );

/**
 * A refusal the visitor can act on (an AppError): its field errors in the page's language, under
 * the form's names (`rename`: service name → form name), or one problem said above the form.
 * Anything else is a fault of ours: null, for the error handler.
 */
function refusal(
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
async function answer(
  renderer: PageRenderer,
  origin: string,
  url: string,
  formPost: FormPost,
  status: number,
  req: Request,
  res: Response,
): Promise<void> {
  const page = await renderer.render(url, origin, formPost, isLite(req), req.ip);
  res.setHeader('Cache-Control', 'no-store');
  varyByLite(res);
  if (page.kind === 'redirect') return res.redirect(303, sameSitePath(page.location, homeOf(url)));
  res.status(status).type('html').send(page.html);
}

export type OriginOf = (req: Request) => string;

/** What one form sent without JavaScript needs besides what every such form does. */
export interface PostedForm<F extends string> {
  form: FormPost['form'];
  /** Its text controls by name. */
  fields: readonly F[];
  /** How the messages name those stored as typed (refuseUnstorable). */
  labels: Partial<Record<F, string>>;
  /** Service field names that are other names in the form (`file` → `document`). */
  rename?: Record<string, string>;
  /** The page to render again: its path, or its whole address. */
  url: (req: Request) => string;
  /** Stores what was sent through the form's service: what the page then shows. */
  store: (values: Record<F, string>, req: Request) => Promise<FormPost>;
  /**
   * A form that only reads (the status page): not counted as a public write (its service keeps
   * its own limits), and a refusal of what was typed answers 200 with the form again.
   */
  readOnly?: boolean;
}

/**
 * A form posted without JavaScript, handled: its text read (a body parser ran before; one that
 * could not read the body left an AppError in `res.locals.formRefused`), counted as a public
 * write, stored by its service, and answered with its page rendered again: with what the store
 * says, or with the refusal (field errors in the page's language and what was typed). Only a
 * fault of ours goes to the error handler.
 */
export function formPostHandler<F extends string>(
  services: Services,
  renderer: PageRenderer,
  originOf: OriginOf,
  posted: PostedForm<F>,
): RequestHandler {
  return async (req, res, next) => {
    const values = textFields(req.body, posted.fields);
    let formPost: FormPost;
    let status = 200;
    try {
      if (res.locals.formRefused) throw res.locals.formRefused;
      if (!posted.readOnly) {
        await countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown');
      }
      refuseUnstorable(values, posted.labels);
      formPost = await posted.store(values, req);
    } catch (err) {
      const refused = refusal(err, localeOfPage(req.path), posted.rename);
      if (!refused) return next(err);
      status = posted.readOnly && refused.status === 400 ? 200 : refused.status;
      const { errors, problem } = refused;
      formPost = { form: posted.form, values: showable(values), errors, problem };
    }
    try {
      await answer(renderer, originOf(req), posted.url(req), formPost, status, req, res);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * A public form that posts to its own page, with or without JavaScript: what a feature declares
 * (Feature.forms) and ssrRoutes mounts at its paths, before the pages.
 */
export interface PageForm<F extends string = string> extends PostedForm<F> {
  /** Its page in English and in Bangla. */
  paths: string[];
  /** What reads its body when it is more than text fields (a file); else urlencoded text. */
  read?: RequestHandler;
  /** Text fields' size limit (express.urlencoded's `limit`) when `read` is not given. */
  bodyLimit?: string;
  /** A query parameter that makes its page secret (a token from an e-mail): never cached. */
  secretParam?: string;
}

/**
 * A form of fields `F` as one of the app's forms: the list holds forms of different fields, and
 * each one's `store` reads only its own (textFields gives it exactly those).
 */
export const pageForm = <F extends string>(form: PageForm<F>): PageForm =>
  form as unknown as PageForm;

/** The handlers of a form's POST: its body read, then formPostHandler. */
export function pageFormHandlers(
  form: PageForm,
  services: Services,
  renderer: PageRenderer,
  originOf: OriginOf,
): RequestHandler[] {
  const read =
    form.read ?? express.urlencoded({ extended: false, limit: form.bodyLimit ?? '100kb' });
  return [read, formPostHandler(services, renderer, originOf, form)];
}
