import type { Services } from '../../services';
import { askOrReportForm } from '../../ssr/ask-or-report-form';
import type { CheckPost } from '../../ssr/contract';

/**
 * The "Is this really us?" form (/check): what is checked may be someone's number, so it is
 * posted, never put in a URL; the answer has the same fields for ours and not ours, and a report
 * stores what was checked in the staff inbox (ssr/ask-or-report-form.ts).
 */
export const checkForm = (services: Services) =>
  askOrReportForm<CheckPost, 'value'>(services, {
    form: 'check',
    paths: ['/check', '/bn/check'],
    field: 'value',
    label: 'Value',
    ask: async (value, ip) => {
      const { ours, department, channel } = await services.officialContacts.check(value, ip);
      return { checked: { ours, department, channel } };
    },
    report: (values, locale) => services.officialContacts.report(values, locale),
  });
