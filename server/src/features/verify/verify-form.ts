import { countPublicWrite } from '../../limits';
import type { Services } from '../../services';
import { localeOfPage, pageForm } from '../../ssr/form-post';

const FIELDS = ['query', 'note', 'intent'] as const;
const LABELS = { query: 'Number plate or partner ID', note: 'Note' };

/**
 * The "Verify a captain or a vehicle" form, with or without JavaScript: a POST (the question
 * stays out of URLs, logs and caches like /check's), answered with the page rendered again with
 * the answer, the same fields whatever was found. `intent=report` stores the plate or ID asked
 * about as a fraud report in the staff inbox instead (counted as a public write).
 */
export function verifyForm(services: Services) {
  return pageForm({
    form: 'verify',
    paths: ['/verify', '/bn/verify'],
    fields: FIELDS,
    labels: LABELS,
    readOnly: true,
    url: (req) => req.path,
    store: async (values, req) => {
      const ip = req.ip ?? 'unknown';
      if (values.intent === 'report') {
        await countPublicWrite(services.publicWrites, req.auth?.user, ip);
        const locale = localeOfPage(req.path);
        const reported = await services.partnerVerify.report(values, locale);
        return { form: 'verify', values: { query: '', note: '' }, errors: {}, reported };
      }
      const { state, validUntil } = await services.partnerVerify.verify(values.query, ip);
      return {
        form: 'verify',
        values: { query: values.query, note: '' },
        errors: {},
        verified: { state, validUntil },
      };
    },
  });
}
