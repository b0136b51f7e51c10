import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';

const FIELDS = ['email', 'kind', 'confirm'] as const;
const LABELS = { email: 'Email' };

/**
 * The data-request form, with or without JavaScript: a visitor asks (the page then says the same
 * whatever we hold) or, with the e-mailed link's token, confirms. A POST either way: the address
 * never goes in a URL, and a mail scanner that opens the link confirms nothing.
 */
export function privacyForm(services: Services) {
  return pageForm({
    form: 'privacy',
    paths: ['/privacy/request', '/bn/privacy/request'],
    bodyLimit: '10kb',
    // The e-mailed link's page carries the token: never cached.
    secretParam: 'confirm',
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
