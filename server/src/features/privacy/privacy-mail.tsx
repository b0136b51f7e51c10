import { Link } from '@react-email/link';
import { Para, type MailLocale } from '../../mail/layout';
import { visitorMail } from '../../mail/visitor-frame';

interface PrivacyMailBase {
  locale: MailLocale;
  kind: 'EXPORT' | 'ERASE';
}

/**
 * The link that confirms a data request. Whoever typed the address may not be
 * its owner: the mail says what was asked and that ignoring it is safe.
 */
export function dataRequestConfirmMail(p: PrivacyMailBase & { confirmUrl: string }) {
  const exporting = p.kind === 'EXPORT';
  return visitorMail({
    locale: p.locale,
    href: p.confirmUrl,
    words: {
      bn: {
        subject: exporting
          ? 'আপনার তথ্যের কপি চেয়েছেন? নিশ্চিত করুন'
          : 'আপনার তথ্য মুছে ফেলতে চেয়েছেন? নিশ্চিত করুন',
        heading: exporting ? 'আপনার তথ্যের একটি কপির অনুরোধ' : 'আপনার তথ্য মুছে ফেলার অনুরোধ',
        lead: exporting
          ? 'এই ই-মেইল ঠিকানা দিয়ে আমাদের কাছে থাকা আপনার সব তথ্যের একটি কপি চাওয়া হয়েছে।'
          : 'এই ই-মেইল ঠিকানার সঙ্গে যুক্ত আপনার সব তথ্য — বার্তা, বুকিং, নিবন্ধন আর নথি — মুছে ফেলার অনুরোধ এসেছে।',
        confirm:
          'অনুরোধটি আপনার হলে নিচের বোতামে চেপে ৪৮ ঘণ্টার মধ্যে নিশ্চিত করুন। তারপর ৩০ দিনের মধ্যে আমাদের দল কাজটি সেরে আপনাকে জানাবে।',
        final: exporting
          ? ''
          : 'মনে রাখবেন, মুছে ফেলা আর ফেরানো যায় না: একবার মুছে দিলে আপনার কোনো তথ্যই আর ফিরিয়ে আনা যাবে না।',
        ignore: 'অনুরোধটি আপনি না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন — কিছুই বদলাবে না।',
        button: 'অনুরোধ নিশ্চিত করুন',
      },
      en: {
        subject: exporting
          ? 'Confirm your request for a copy of your data'
          : 'Confirm your request to erase your data',
        heading: exporting ? 'A copy of your data' : 'Erasing your data',
        lead: exporting
          ? 'Someone asked, with this e-mail address, for a copy of everything we hold about it.'
          : 'Someone asked, with this e-mail address, for everything we hold about it — messages, bookings, registrations and documents — to be erased.',
        confirm:
          'If it was you, confirm it with the button below within 48 hours. Our team then answers within 30 days.',
        final: exporting
          ? ''
          : 'An erasure cannot be undone: once it is done, none of your data can be brought back.',
        ignore: 'If it was not you, ignore this e-mail: nothing will change.',
        button: 'Confirm the request',
      },
    },
    content: (w) => (
      <>
        <Para>{w.lead}</Para>
        <Para>{w.confirm}</Para>
        {w.final && (
          <Para>
            <strong>{w.final}</strong>
          </Para>
        )}
        <Para>{w.ignore}</Para>
      </>
    ),
  });
}

/** The export's link, valid `days`; then the file is deleted. */
export function dataRequestDoneMail(p: PrivacyMailBase & { downloadUrl: string; days: number }) {
  const bnDays = new Intl.NumberFormat('bn-BD').format(p.days);
  return visitorMail({
    locale: p.locale,
    href: p.downloadUrl,
    words: {
      bn: {
        subject: 'আপনার তথ্যের কপি তৈরি',
        heading: 'আপনার তথ্যের কপি তৈরি',
        lead: `নিচের লিংক থেকে একটি zip ফাইল নামিয়ে নিন: এতে আমাদের কাছে থাকা আপনার সব তথ্য JSON ও CSV আকারে আর আপনার বুকিংয়ের নথি আছে। লিংকটি ${bnDays} দিন কাজ করবে, তারপর ফাইলটি আমরা মুছে ফেলব।`,
        button: 'কপি নামিয়ে নিন',
      },
      en: {
        subject: 'Your copy of your data is ready',
        heading: 'Your copy of your data is ready',
        lead: `Download it from the link below: one zip file with everything we hold about you, as JSON and CSV, and your booking documents. The link works for ${p.days} days; then we delete the file.`,
        button: 'Download your copy',
      },
    },
    content: (w) => (
      <>
        <Para>{w.lead}</Para>
        <Para>
          <Link href={p.downloadUrl}>{p.downloadUrl}</Link>
        </Para>
      </>
    ),
  });
}
