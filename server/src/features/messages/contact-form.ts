import type { Services } from '../../services';
import { formFields, formLabels } from '../../records/declaration';
import { localeOfPage, pageForm } from '../../ssr/form-post';
import { messageRecord } from './message.record';

/** The form's controls by name, in the declaration's order (message.record.ts). */
const FIELDS = formFields(messageRecord);
/** How the messages name the fields (their Bangla comes from the declaration too). */
const LABELS = formLabels(messageRecord);

/**
 * The contact form without JavaScript: a plain HTML POST, validated and stored by the same
 * service as GraphQL and REST, answered with the contact page again, rendered with the thank-you
 * or with the field errors (in the page's language) and what was typed.
 */
export function contactForm(services: Services) {
  return pageForm({
    form: 'contact',
    paths: ['/pages/contactus', '/bn/pages/contactus'],
    fields: FIELDS,
    labels: LABELS,
    url: (req) => req.path,
    store: async (values, req) => {
      const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
      const saved = await services.messages.create({ ...trimmed, locale: localeOfPage(req.path) });
      const { name: sentBy, reference } = saved;
      return { form: 'contact', values: {}, errors: {}, sentBy, reference };
    },
  });
}
