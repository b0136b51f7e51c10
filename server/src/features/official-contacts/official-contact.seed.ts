import type { Logger } from '../../logger';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import type { Services } from '../../services';
import { OfficialContactKind as K } from './contact-match';

/** The company's official contacts, as its website, receipts and SMS publish them. */
export const OFFICIAL_CONTACTS = [
  [
    K.PHONE,
    '+880 9610-334455',
    'customer care',
    'hotline (9 am to 11 pm)',
    'গ্রাহকসেবা',
    'হটলাইন (সকাল ৯টা থেকে রাত ১১টা)',
  ],
  [
    K.PHONE,
    '+880 1313-334455',
    'captain support',
    'phone and WhatsApp',
    'ক্যাপ্টেন সহায়তা',
    'ফোন ও হোয়াটসঅ্যাপ',
  ],
  [
    K.BKASH_MERCHANT,
    '01713-334455',
    'payments',
    'bKash merchant account',
    'পেমেন্ট বিভাগ',
    'বিকাশ মার্চেন্ট অ্যাকাউন্ট',
  ],
  [
    K.NAGAD_MERCHANT,
    '01817-334455',
    'payments',
    'Nagad merchant account',
    'পেমেন্ট বিভাগ',
    'নগদ মার্চেন্ট অ্যাকাউন্ট',
  ],
  [
    K.SMS_SENDER,
    'DigitalRide',
    'notifications',
    'SMS sender name',
    'নোটিফিকেশন',
    'SMS প্রেরকের নাম',
  ],
  [K.EMAIL, 'support@digitalrideweb.com', 'customer care', 'e-mail', 'গ্রাহকসেবা', 'ই-মেইল'],
  [
    K.WEB_DOMAIN,
    'digitalrideweb.com',
    'company',
    'website and e-mail domain',
    'প্রতিষ্ঠান',
    'ওয়েবসাইট ও ই-মেইল ডোমেইন',
  ],
] as const;

/** Seeds the official contacts into an empty table (SEED_DEMO), as an admin would add them. */
export async function seedOfficialContacts(services: Services, log: Logger): Promise<void> {
  if ((await services.officialContacts.list()).length) return;
  for (const [kind, value, departmentEn, channelEn, departmentBn, channelBn] of OFFICIAL_CONTACTS) {
    await services.officialContacts.create(
      { kind, value, departmentEn, channelEn, departmentBn, channelBn },
      SYSTEM_ACTOR,
    );
  }
  log.info(`Seeded ${OFFICIAL_CONTACTS.length} official contacts`);
}
