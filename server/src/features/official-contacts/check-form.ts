import { countPublicWrite } from '../../limits';
import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';

const FIELDS = ['value', 'note', 'intent'] as const;
const LABELS = { value: 'Value', note: 'Note' };

/**
 * The "Is this really us?" form, with or without JavaScript: a POST (what is checked may be
 * someone's number and never goes in a URL or the log), answered with the page rendered again
 * with the answer, the same fields for ours and not ours. `intent=report` stores what was checked
 * as a fraud report in the staff inbox instead (counted as a public write).
 */
export function checkForm(services: Services) {
  return pageForm({
    form: 'check',
    paths: ['/check', '/bn/check'],
    fields: FIELDS,
    labels: LABELS,
    readOnly: true,
    url: (req) => req.path,
    store: async (values, req) => {
      const ip = req.ip ?? 'unknown';
      if (values.intent === 'report') {
        await countPublicWrite(services.publicWrites, req.auth?.user, ip);
        const locale = localeOfPage(req.path);
        const reported = await services.officialContacts.report(values, locale);
        return { form: 'check', values: { value: '', note: '' }, errors: {}, reported };
      }
      const { ours, department, channel } = await services.officialContacts.check(values.value, ip);
      return {
        form: 'check',
        values: { value: values.value, note: '' },
        errors: {},
        checked: { ours, department, channel },
      };
    },
  });
}
