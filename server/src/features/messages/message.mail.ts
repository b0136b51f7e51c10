import { excerpt, type RequestMail } from '../../records/inbox/request-mail';
import type { Services } from '../../services';
import type { ContactMessageStatus } from './message.entity';

/** A contact message in its visitor's e-mails (features/status/visitor-mail.ts sends them). */
export const messageMail: RequestMail<Services> = {
  kind: 'MESSAGE',
  called: { en: 'message', bn: 'বার্তা' },
  states: {
    NEW: { en: 'Waiting to be read', bn: 'পড়ার অপেক্ষায়' },
    IN_PROGRESS: { en: 'Being handled', bn: 'কাজ চলছে' },
    WAITING_ON_VISITOR: { en: 'Waiting for your answer', bn: 'আপনার উত্তরের অপেক্ষায়' },
    DONE: { en: 'Answered', bn: 'উত্তর দেওয়া হয়েছে' },
  } satisfies Record<ContactMessageStatus, unknown>,
  async find(services, id) {
    const m = await services.messages.find(id);
    return (
      m && {
        ...m,
        summary: {
          en: [
            ['Subject', m.subject],
            ['Message', excerpt(m.message)],
          ],
          bn: [
            ['বিষয়', m.subject],
            ['বার্তা', excerpt(m.message)],
          ],
        },
      }
    );
  },
};
