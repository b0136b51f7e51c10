import type { RequestHandler } from 'express';
import type { Services } from '../services';
import { formPostHandler, localeOfPage, type OriginOf } from './form-post';
import type { PageRenderer } from './renderer';

/** The data-request page in English and in Bangla: the form posts to its page. */
export const PRIVACY_PATHS = ['/privacy/request', '/bn/privacy/request'];
const FIELDS = ['email', 'kind', 'confirm'] as const;
const LABELS = { email: 'Email' };

/**
 * The data-request form, with or without JavaScript: a visitor asks (the page then says the same
 * whatever we hold) or, with the e-mailed link's token, confirms. A POST either way: the address
 * never goes in a URL, and a mail scanner that opens the link confirms nothing.
 */
export function privacyFormPost(
  services: Services,
  renderer: PageRenderer,
  originOf: OriginOf,
): RequestHandler {
  return formPostHandler(services, renderer, originOf, {
    form: 'privacy',
    fields: FIELDS,
    labels: LABELS,
    url: (req) => req.path,
    store: async (values, req) => {
      if (values.confirm) {
        const outcome = await services.privacy.confirm(values.confirm);
        return { form: 'privacy', values: {}, errors: {}, outcome };
      }
      await services.privacy.request({
        email: values.email.trim(),
        kind: values.kind,
        locale: localeOfPage(req.path),
      });
      return { form: 'privacy', values: {}, errors: {}, outcome: 'asked' };
    },
  });
}
