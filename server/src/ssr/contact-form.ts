import type { RequestHandler } from 'express';
import { AppError, HTTP_STATUS } from '../errors';
import { translate, translateFields } from '../i18n/localize';
import { countPublicWrite } from '../limits';
import type { Services } from '../services';
import type { FormPost } from './bundle';
import type { PageRenderer } from './renderer';

/** The contact page in English and in Bangla (PRODUCT.md §10): the form posts to its own page. */
export const CONTACT_PATHS = ['/pages/contactus', '/bn/pages/contactus'];
/** The form's language is its page's: the Bangla page's errors are written in Bangla. */
const localeOfPage = (path: string) => (path.startsWith('/bn/') ? 'bn' : 'en');
const FIELDS = ['name', 'contactNumber', 'email', 'subject', 'message'] as const;

/**
 * The contact form without JavaScript: a plain HTML POST, validated and stored by the same
 * service as GraphQL and REST, answered with the contact page again, rendered with the thank-you
 * or with the field errors (in the page's language) and what was typed.
 */
export function contactFormPost(
  services: Services,
  renderer: PageRenderer,
  originOf: (req: Parameters<RequestHandler>[0]) => string,
): RequestHandler {
  return async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
    );
    let formPost: FormPost;
    let status = 200;
    try {
      await countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown');
      const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
      const saved = await services.messages.create(trimmed);
      formPost = { form: 'contact', values: {}, errors: {}, sentBy: saved.name };
    } catch (err) {
      if (!(err instanceof AppError)) return next(err);
      status = HTTP_STATUS[err.kind];
      const locale = localeOfPage(req.path);
      const fields = translateFields(err.fields, locale);
      formPost = {
        form: 'contact',
        values,
        errors: Object.fromEntries(fields.map((f) => [f.field, f.message])),
        problem: err.fields.length ? undefined : translate(err.message, locale),
      };
    }
    try {
      const page = await renderer.render(req.path, originOf(req), formPost);
      res.setHeader('Cache-Control', 'no-store');
      if (page.kind === 'redirect') return res.redirect(303, page.location);
      res.status(status).type('html').send(page.html);
    } catch (err) {
      next(err);
    }
  };
}
