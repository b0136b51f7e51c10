import { Link } from '@react-email/link';
import { MailLayout, Para, renderMail, type MailLocale } from './layout';

interface PrivacyMailBase {
  locale: MailLocale;
  kind: 'EXPORT' | 'ERASE';
}

/**
 * The link that confirms a data request. Whoever typed the address may not be
 * its owner: the mail says what was asked and that ignoring it is safe.
 */
export async function dataRequestConfirmMail(p: PrivacyMailBase & { confirmUrl: string }) {
  const words =
    p.locale === 'bn'
      ? {
          subject:
            p.kind === 'EXPORT'
              ? 'আপনার তথ্যের কপি চেয়েছেন? নিশ্চিত করুন'
              : 'আপনার তথ্য মুছে ফেলতে চেয়েছেন? নিশ্চিত করুন',
          heading:
            p.kind === 'EXPORT' ? 'আপনার তথ্যের একটি কপির অনুরোধ' : 'আপনার তথ্য মুছে ফেলার অনুরোধ',
          intro:
            p.kind === 'EXPORT'
              ? 'এই ই-মেইল ঠিকানা দিয়ে আমাদের কাছে থাকা আপনার সব তথ্যের একটি কপি চাওয়া হয়েছে।'
              : 'এই ই-মেইল ঠিকানার সঙ্গে যুক্ত আপনার সব তথ্য — বার্তা, বুকিং, নিবন্ধন আর নথি — মুছে ফেলার অনুরোধ এসেছে।',
          confirm:
            'অনুরোধটি আপনার হলে নিচের বোতামে চেপে ৪৮ ঘণ্টার মধ্যে নিশ্চিত করুন। তারপর ৩০ দিনের মধ্যে আমাদের দল কাজটি সেরে আপনাকে জানাবে।',
          ignore: 'অনুরোধটি আপনি না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন — কিছুই বদলাবে না।',
          button: 'অনুরোধ নিশ্চিত করুন',
        }
      : {
          subject:
            p.kind === 'EXPORT'
              ? 'Confirm your request for a copy of your data'
              : 'Confirm your request to erase your data',
          heading: p.kind === 'EXPORT' ? 'A copy of your data' : 'Erasing your data',
          intro:
            p.kind === 'EXPORT'
              ? 'Someone asked, with this e-mail address, for a copy of everything we hold about it.'
              : 'Someone asked, with this e-mail address, for everything we hold about it — messages, bookings, registrations and documents — to be erased.',
          confirm:
            'If it was you, confirm it with the button below within 48 hours. Our team then answers within 30 days.',
          ignore: 'If it was not you, ignore this e-mail: nothing will change.',
          button: 'Confirm the request',
        };
  const body = await renderMail(
    <MailLayout
      locale={p.locale}
      preview={words.intro}
      heading={words.heading}
      action={{ href: p.confirmUrl, label: words.button }}
    >
      <Para>{words.intro}</Para>
      <Para>{words.confirm}</Para>
      <Para>{words.ignore}</Para>
    </MailLayout>,
  );
  return { subject: words.subject, ...body };
}

/** The export's link, valid `days`; then the file is deleted. */
export async function dataRequestDoneMail(
  p: PrivacyMailBase & { downloadUrl: string; days: number },
) {
  const words =
    p.locale === 'bn'
      ? {
          subject: 'আপনার তথ্যের কপি তৈরি',
          heading: 'আপনার তথ্যের কপি তৈরি',
          text: `নিচের লিংক থেকে একটি zip ফাইল নামিয়ে নিন: এতে আমাদের কাছে থাকা আপনার সব তথ্য JSON ও CSV আকারে আর আপনার বুকিংয়ের নথি আছে। লিংকটি ${new Intl.NumberFormat('bn-BD').format(p.days)} দিন কাজ করবে, তারপর ফাইলটি আমরা মুছে ফেলব।`,
          button: 'কপি নামিয়ে নিন',
        }
      : {
          subject: 'Your copy of your data is ready',
          heading: 'Your copy of your data is ready',
          text: `Download it from the link below: one zip file with everything we hold about you, as JSON and CSV, and your booking documents. The link works for ${p.days} days; then we delete the file.`,
          button: 'Download your copy',
        };
  const body = await renderMail(
    <MailLayout
      locale={p.locale}
      preview={words.text}
      heading={words.heading}
      action={{ href: p.downloadUrl, label: words.button }}
    >
      <Para>{words.text}</Para>
      <Para>
        <Link href={p.downloadUrl}>{p.downloadUrl}</Link>
      </Para>
    </MailLayout>,
  );
  return { subject: words.subject, ...body };
}
