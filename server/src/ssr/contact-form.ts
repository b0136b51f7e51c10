import type { RequestHandler } from 'express';
import { countPublicWrite } from '../limits';
import type { Services } from '../services';
import type { FormPost } from './bundle';
import {
  answerFormPost,
  localeOfPage,
  refusal,
  refuseUnstorable,
  showable,
  textFields,
  type OriginOf,
} from './form-post';
import type { PageRenderer } from './renderer';

/** The contact page in English and in Bangla (PRODUCT.md §10): the form posts to its own page. */
export const CONTACT_PATHS = ['/pages/contactus', '/bn/pages/contactus'];
const FIELDS = ['name', 'contactNumber', 'email', 'subject', 'message'] as const;
/** How the messages name the fields (server/src/i18n/messages.ts knows them in Bangla). */
const LABELS = {
  name: 'Name',
  contactNumber: 'Contact number',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form without JavaScript: a plain HTML POST, validated and stored by the same
 * service as GraphQL and REST, answered with the contact page again, rendered with the thank-you
 * or with the field errors (in the page's language) and what was typed.
 */
export function contactFormPost(
  services: Services,
  renderer: PageRenderer,
  originOf: OriginOf,
): RequestHandler {
  return async (req, res, next) => {
    const values = textFields(req.body, FIELDS);
    let formPost: FormPost;
    let status = 200;
    try {
      await countPublicWrite(services.publicWrites, req.auth?.user, req.ip ?? 'unknown');
      refuseUnstorable(values, LABELS);
      const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
      const saved = await services.messages.create(trimmed);
      formPost = { form: 'contact', values: {}, errors: {}, sentBy: saved.name };
    } catch (err) {
      const refused = refusal(err, localeOfPage(req.path));
      if (!refused) return next(err);
      status = refused.status;
      formPost = {
        form: 'contact',
        values: showable(values),
        errors: refused.errors,
        problem: refused.problem,
      };
    }
    try {
      await answerFormPost(renderer, originOf(req), req.path, formPost, status, res);
    } catch (err) {
      next(err);
    }
  };
}
