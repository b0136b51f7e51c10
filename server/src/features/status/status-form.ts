import type { Services } from '../../services';
import { pageForm } from '../../ssr/form-post';
import { promisedWhen } from '../service-levels/promise';

const FIELDS = ['reference', 'contact'] as const;
const LABELS = { reference: 'Reference', contact: 'Phone number or e-mail' };

/**
 * The status form, with or without JavaScript: a POST (the contact is personal data and never
 * goes in a URL), looked up by the status service, answered with the page rendered again with
 * the timeline, the one answer for every miss, or what was wrong with what was typed (200, in
 * the page's language) or the limit's message (429).
 */
export function statusForm(services: Services) {
  return pageForm({
    form: 'status',
    paths: ['/status', '/bn/status'],
    fields: FIELDS,
    labels: LABELS,
    readOnly: true,
    // The page again, without a ?ref= the address may carry: what was posted is what counts.
    url: (req) => req.path,
    store: async (values, req) => {
      const found = await services.requestStatus.lookup(values, req.ip ?? 'unknown');
      return {
        form: 'status',
        values: found ? { reference: found.reference } : values,
        errors: {},
        found: found && {
          ...found,
          steps: found.steps.map((s) => ({ ...s, at: s.at.toISOString() })),
          // The promise in the page's language, as the confirmation mail words it (Dhaka time).
          replyBy:
            found.replyBy && promisedWhen(found.replyBy, req.path.startsWith('/bn') ? 'bn' : 'en'),
        },
      };
    },
  });
}
