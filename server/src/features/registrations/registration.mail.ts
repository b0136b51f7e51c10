import type { Words, RequestMail } from '../../records/inbox/request-mail';
import type { Services } from '../../services';
import type { RegistrationKind, RegistrationStatus } from './registration.entity';

const KINDS: Record<RegistrationKind, Words> = {
  DRIVER: { en: 'Driver captain', bn: 'ড্রাইভার ক্যাপ্টেন' },
  CUSTOMER: { en: 'Customer', bn: 'গ্রাহক' },
  FLEET_PARTNER: { en: 'Fleet partner', bn: 'ফ্লিট পার্টনার' },
  MERCHANT: { en: 'Merchant', bn: 'মার্চেন্ট' },
};

/** A registration in its visitor's e-mails (features/status/visitor-mail.ts sends them). */
export const registrationMail: RequestMail<Services> = {
  kind: 'REGISTRATION',
  called: { en: 'registration', bn: 'নিবন্ধন' },
  states: {
    NEW: { en: 'Waiting to be read', bn: 'পড়ার অপেক্ষায়' },
    CONTACTED: { en: 'We have been in touch', bn: 'আমরা যোগাযোগ করেছি' },
    APPROVED: { en: 'Approved', bn: 'অনুমোদিত' },
    REJECTED: { en: 'Not approved', bn: 'অনুমোদন পায়নি' },
    SUSPENDED: { en: 'Suspended: a document has expired', bn: 'স্থগিত: একটি কাগজের মেয়াদ শেষ' },
  } satisfies Record<RegistrationStatus, unknown>,
  async find(services, id) {
    const g = await services.registrations.find(id);
    const kind = KINDS[g?.kind as RegistrationKind];
    return (
      g && {
        ...g,
        summary: {
          en: [
            ['Registration', kind?.en ?? g.kind],
            ['City', g.city],
            ['Phone', `${g.countryCode} ${g.phone}`],
          ],
          bn: [
            ['নিবন্ধন', kind?.bn ?? g.kind],
            ['শহর', g.city],
            ['ফোন', `${g.countryCode} ${g.phone}`],
          ],
        },
      }
    );
  },
};
