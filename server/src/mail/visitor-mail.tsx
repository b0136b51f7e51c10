import { Link } from '@react-email/link';
import { MailLayout, Para, Summary, renderMail, type MailLocale } from './layout';

/** What a request is called in each language. */
const KIND: Record<string, Record<MailLocale, string>> = {
  MESSAGE: { en: 'message', bn: 'বার্তা' },
  RESERVATION: { en: 'booking', bn: 'বুকিং' },
  REGISTRATION: { en: 'registration', bn: 'নিবন্ধন' },
};

/** The workflow's states as the status page says them (client catalogs: status.state.*). */
const STATE: Record<string, Record<MailLocale, string>> = {
  NEW: { en: 'Waiting to be read', bn: 'পড়ার অপেক্ষায়' },
  IN_PROGRESS: { en: 'Being handled', bn: 'কাজ চলছে' },
  DONE: { en: 'Answered', bn: 'উত্তর দেওয়া হয়েছে' },
  PENDING: { en: 'Waiting for confirmation', bn: 'নিশ্চিত হওয়ার অপেক্ষায়' },
  CONFIRMED: { en: 'Confirmed', bn: 'নিশ্চিত হয়েছে' },
  CANCELLED: { en: 'Cancelled', bn: 'বাতিল হয়েছে' },
  COMPLETED: { en: 'Completed', bn: 'সম্পন্ন হয়েছে' },
  CONTACTED: { en: 'We have been in touch', bn: 'আমরা যোগাযোগ করেছি' },
  APPROVED: { en: 'Approved', bn: 'অনুমোদিত' },
  REJECTED: { en: 'Not approved', bn: 'অনুমোদন পায়নি' },
};

export interface VisitorMailBase {
  locale: MailLocale;
  kind: string;
  reference: string;
  name: string;
  /** The status page with the reference filled in. */
  statusUrl: string;
}

const kindWord = (kind: string, locale: MailLocale) => KIND[kind]?.[locale] ?? KIND.MESSAGE[locale];
const stateWords = (status: string, locale: MailLocale) => STATE[status]?.[locale] ?? status;

/**
 * The confirmation a visitor gets when they gave an e-mail address: the
 * reference in the subject, what they sent, and the status page with the reference filled in.
 */
export async function confirmationMail(
  p: VisitorMailBase & { summary: [label: string, value: string][] },
) {
  const what = kindWord(p.kind, p.locale);
  const words =
    p.locale === 'bn'
      ? {
          subject: `আপনার ${what} পেয়েছি — রেফারেন্স ${p.reference}`,
          heading: `ধন্যবাদ, ${p.name}! আপনার ${what} আমরা পেয়েছি।`,
          intro: `আপনার রেফারেন্স ${p.reference}। ফোন করলে বা আমাদের লিখলে এটি জানাবেন, তাহলে আরও দ্রুত সাহায্য করতে পারব।`,
          sent: 'আপনি যা পাঠিয়েছেন:',
          follow: 'আপনার অনুরোধ এখন কোন পর্যায়ে আছে, যেকোনো সময় স্ট্যাটাস পাতায় দেখে নিতে পারবেন।',
          button: 'অনুরোধের অবস্থা দেখুন',
        }
      : {
          subject: `We have your ${what} — reference ${p.reference}`,
          heading: `Thank you, ${p.name}! We have your ${what}.`,
          intro: `Your reference is ${p.reference}. Quote it when you call or write to us and we can help you faster.`,
          sent: 'What you sent us:',
          follow: 'You can see where your request stands at any time on our status page.',
          button: 'Follow your request',
        };
  const body = await renderMail(
    <MailLayout
      locale={p.locale}
      preview={words.intro}
      heading={words.heading}
      action={{ href: p.statusUrl, label: words.button }}
    >
      <Para>{words.intro}</Para>
      <Para>{words.sent}</Para>
      <Summary rows={p.summary} />
      <Para>
        {words.follow} <Link href={p.statusUrl}>{p.statusUrl}</Link>
      </Para>
    </MailLayout>,
  );
  return { subject: words.subject, ...body };
}

/** The visitor hears that staff moved their request, with the note staff wrote for them. */
export async function statusChangeMail(p: VisitorMailBase & { status: string; note: string }) {
  const what = kindWord(p.kind, p.locale);
  const state = stateWords(p.status, p.locale);
  const words =
    p.locale === 'bn'
      ? {
          subject: `আপনার ${what}: ${state} — রেফারেন্স ${p.reference}`,
          heading: `${p.name}, আপনার ${what}-এর খবর`,
          now: `রেফারেন্স ${p.reference}-এর অবস্থা এখন: ${state}।`,
          note: 'আমাদের দলের পক্ষ থেকে:',
          button: 'অনুরোধের অবস্থা দেখুন',
        }
      : {
          subject: `Your ${what}: ${state} — reference ${p.reference}`,
          heading: `${p.name}, news about your ${what}`,
          now: `Your request ${p.reference} is now: ${state}.`,
          note: 'A note from our team:',
          button: 'Follow your request',
        };
  const body = await renderMail(
    <MailLayout
      locale={p.locale}
      preview={words.now}
      heading={words.heading}
      action={{ href: p.statusUrl, label: words.button }}
    >
      <Para>{words.now}</Para>
      <Para>{words.note}</Para>
      <blockquote
        style={{
          margin: '0 0 16px',
          padding: '10px 14px',
          borderLeft: '4px solid #0b7a5c',
          backgroundColor: '#f3f5f4',
          fontSize: '16px',
          lineHeight: '1.6',
          color: '#14211c',
          whiteSpace: 'pre-line',
        }}
      >
        {p.note}
      </blockquote>
    </MailLayout>,
  );
  return { subject: words.subject, ...body };
}
