/**
 * Bangla's month and weekday names, written once for the server (the reply-by promise in
 * service-levels/promise.ts) and the browser (client/src/i18n/format.ts): a page the server
 * renders and the browser hydrates must spell a date the same way on both sides.
 *
 * As CLDR 48 writes them for bn-BD (client/src/i18n/format.test.ts holds the months to Intl's
 * output). Written out rather than asked of Intl: older CLDR versions spell some differently
 * (জানুয়ারী), and a visitor's browser may carry an older one than the server.
 */
export const BN_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

/** Sunday first, as Date.getUTCDay() counts. */
export const BN_DAYS = [
  'রবিবার',
  'সোমবার',
  'মঙ্গলবার',
  'বুধবার',
  'বৃহস্পতিবার',
  'শুক্রবার',
  'শনিবার',
] as const;
