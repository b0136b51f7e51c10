import { Link } from '@react-email/link';
import { Para, type MailLocale } from '../../mail/layout';
import { visitorMail } from '../../mail/visitor-frame';
import { mailDay, type Words } from '../../records/inbox/request-mail';

/** What each kind of document is called in a partner's mail. */
export const DOCUMENT_WORDS: Record<string, Words> = {
  NID: { en: 'national ID card', bn: 'জাতীয় পরিচয়পত্র' },
  DRIVING_LICENCE: { en: 'driving licence', bn: 'ড্রাইভিং লাইসেন্স' },
  VEHICLE_REGISTRATION: { en: 'vehicle registration', bn: 'গাড়ির রেজিস্ট্রেশন' },
  TAX_TOKEN: { en: 'tax token', bn: 'ট্যাক্স টোকেন' },
  FITNESS: { en: 'fitness certificate', bn: 'ফিটনেস সার্টিফিকেট' },
  INSURANCE: { en: 'insurance certificate', bn: 'বিমা সনদ' },
  TRADE_LICENCE: { en: 'trade licence', bn: 'ট্রেড লাইসেন্স' },
  OWNER_NID: { en: "owner's national ID card", bn: 'মালিকের জাতীয় পরিচয়পত্র' },
};

interface ReminderMail {
  locale: MailLocale;
  /** 30 or 7 */
  days: number;
  document: string;
  expiresOn: string;
  reference: string;
  name: string;
  /** The status page with the reference filled in: where the partner uploads the new one. */
  statusUrl: string;
}

/**
 * The partner hears, 30 and then 7 days ahead, that a required document expires, and that they
 * will be suspended on that day unless a new one is accepted: uploaded on the status page.
 */
export function reminderMail(p: ReminderMail) {
  const what = DOCUMENT_WORDS[p.document] ?? { en: p.document, bn: p.document };
  const bnDays = new Intl.NumberFormat('bn-BD').format(p.days);
  const day = { en: mailDay(p.expiresOn, 'en'), bn: mailDay(p.expiresOn, 'bn') };
  return visitorMail({
    locale: p.locale,
    href: p.statusUrl,
    words: {
      bn: {
        subject: `আপনার ${what.bn}-এর মেয়াদ ${bnDays} দিন পর শেষ হবে — রেফারেন্স ${p.reference}`,
        heading: `${p.name}, আপনার ${what.bn}-এর মেয়াদ শেষ হয়ে আসছে`,
        lead: `আপনার ${what.bn}-এর মেয়াদ ${day.bn} শেষ হবে।`,
        rule: `সেদিনের আগে নতুন কাগজ জমা দিয়ে অনুমোদন না পেলে, সেদিন থেকে আপনার অ্যাকাউন্ট সাময়িকভাবে স্থগিত থাকবে। নতুন কাগজ অনুমোদন পেলেই আবার চালু হবে।`,
        how: 'নতুন কাগজটি আপনার রেফারেন্স দিয়ে স্ট্যাটাস পাতায় জমা দিন:',
        button: 'নতুন কাগজ জমা দিন',
      },
      en: {
        subject: `Your ${what.en} expires in ${p.days} days — reference ${p.reference}`,
        heading: `${p.name}, your ${what.en} is about to expire`,
        lead: `Your ${what.en} expires on ${day.en}.`,
        rule: 'Unless a new one is uploaded and accepted before then, your account is suspended from that day. It is active again as soon as the new document is accepted.',
        how: 'Upload the new document on the status page with your reference:',
        button: 'Upload the new document',
      },
    },
    content: (w) => (
      <>
        <Para>{w.lead}</Para>
        <Para>{w.rule}</Para>
        <Para>
          {w.how} <Link href={p.statusUrl}>{p.statusUrl}</Link>
        </Para>
      </>
    ),
  });
}
