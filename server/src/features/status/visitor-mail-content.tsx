import { Link } from '@react-email/link';
import { Para, Summary, type MailLocale } from '../../mail/layout';
import { visitorMail } from '../../mail/visitor-frame';
import type { Words } from '../../records/inbox/request-mail';

export interface VisitorMailBase {
  locale: MailLocale;
  /** What the request is called, as its feature declares it (records/inbox/request-mail.ts). */
  called: Words;
  reference: string;
  name: string;
  /** The status page with the reference filled in. */
  statusUrl: string;
}

/**
 * The confirmation a visitor gets when they gave an e-mail address: the
 * reference in the subject, what they sent, and the status page with the reference filled in.
 */
export function confirmationMail(
  p: VisitorMailBase & {
    summary: [label: string, value: string][];
    /** When we promise to reply, worded in the mail's language (service-levels/promise.ts). */
    replyBy?: string | null;
  },
) {
  const what = p.called;
  return visitorMail({
    locale: p.locale,
    href: p.statusUrl,
    words: {
      bn: {
        subject: `আপনার ${what.bn} পেয়েছি — রেফারেন্স ${p.reference}`,
        heading: `ধন্যবাদ, ${p.name}! আপনার ${what.bn} আমরা পেয়েছি।`,
        lead: `আপনার রেফারেন্স ${p.reference}। ফোন করলে বা আমাদের লিখলে এটি জানাবেন, তাহলে আরও দ্রুত সাহায্য করতে পারব।`,
        promise: p.replyBy ? `${p.replyBy} মধ্যে আমরা আপনাকে উত্তর দেব।` : '',
        sent: 'আপনি যা পাঠিয়েছেন:',
        follow: 'আপনার অনুরোধ এখন কোন পর্যায়ে আছে, যেকোনো সময় স্ট্যাটাস পাতায় দেখে নিতে পারবেন।',
        button: 'অনুরোধের অবস্থা দেখুন',
      },
      en: {
        subject: `We have your ${what.en} — reference ${p.reference}`,
        heading: `Thank you, ${p.name}! We have your ${what.en}.`,
        lead: `Your reference is ${p.reference}. Quote it when you call or write to us and we can help you faster.`,
        promise: p.replyBy ? `We'll reply by ${p.replyBy}.` : '',
        sent: 'What you sent us:',
        follow: 'You can see where your request stands at any time on our status page.',
        button: 'Follow your request',
      },
    },
    content: (w) => (
      <>
        <Para>{w.lead}</Para>
        {w.promise && <Para>{w.promise}</Para>}
        <Para>{w.sent}</Para>
        <Summary rows={p.summary} />
        <Para>
          {w.follow} <Link href={p.statusUrl}>{p.statusUrl}</Link>
        </Para>
      </>
    ),
  });
}

/** The visitor hears that staff moved their request, with the note staff wrote for them. */
export function statusChangeMail(p: VisitorMailBase & { state: Words; note: string }) {
  const what = p.called;
  const state = p.state;
  return visitorMail({
    locale: p.locale,
    href: p.statusUrl,
    words: {
      bn: {
        subject: `আপনার ${what.bn}: ${state.bn} — রেফারেন্স ${p.reference}`,
        heading: `${p.name}, আপনার ${what.bn}-এর খবর`,
        lead: `রেফারেন্স ${p.reference}-এর অবস্থা এখন: ${state.bn}।`,
        note: 'আমাদের দলের পক্ষ থেকে:',
        button: 'অনুরোধের অবস্থা দেখুন',
      },
      en: {
        subject: `Your ${what.en}: ${state.en} — reference ${p.reference}`,
        heading: `${p.name}, news about your ${what.en}`,
        lead: `Your request ${p.reference} is now: ${state.en}.`,
        note: 'A note from our team:',
        button: 'Follow your request',
      },
    },
    content: (w) => (
      <>
        <Para>{w.lead}</Para>
        <Para>{w.note}</Para>
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
      </>
    ),
  });
}
