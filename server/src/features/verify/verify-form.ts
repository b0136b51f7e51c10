import type { Services } from '../../services';
import { askOrReportForm } from '../../ssr/ask-or-report-form';
import type { VerifyPost } from '../../ssr/contract';

/**
 * The "Verify a captain or a vehicle" form (/verify): the plate or partner ID asked about stays
 * out of URLs, logs and caches like /check's; the answer has the same fields whatever was found,
 * and a report stores the plate or ID in the staff inbox (ssr/ask-or-report-form.ts).
 */
export const verifyForm = (services: Services) =>
  askOrReportForm<VerifyPost, 'query'>(services, {
    form: 'verify',
    paths: ['/verify', '/bn/verify'],
    field: 'query',
    label: 'Number plate or partner ID',
    ask: async (query, ip) => {
      const { state, validUntil } = await services.partnerVerify.verify(query, ip);
      return { verified: { state, validUntil } };
    },
    report: (values, locale) => services.partnerVerify.report(values, locale),
  });
