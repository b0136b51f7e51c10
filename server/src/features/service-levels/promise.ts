/**
 * When we promised to reply, as the visitor reads it in their language (the status page and the
 * confirmation mail say the same): 'Tuesday 24 March, 1:00 pm' and, in Bangla, the phrase a
 * sentence goes on from with 'মধ্যে' ("by"): 'মঙ্গলবার, ২৪ মার্চ দুপুর ১টার'. Always in Dhaka's
 * time, as the team works; Bangla in Bangla digits with the part of the day as people say it.
 */
import { BN_DAYS, BN_MONTHS } from '../../i18n/calendar';
import { offsetAt } from './deadline';

export type PromiseLocale = 'en' | 'bn';

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const bnDigits = (n: number | string) =>
  String(n).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

/** How Bangla names the part of the day an hour falls in (ভোর, সকাল, দুপুর, বিকেল, সন্ধ্যা, রাত). */
function bnPartOfDay(hour: number): string {
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 15) return 'দুপুর';
  if (hour >= 15 && hour < 18) return 'বিকেল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** The moment on Dhaka's clock. */
function dhakaParts(at: Date) {
  const d = new Date(at.getTime() + offsetAt('Asia/Dhaka', at.getTime()));
  return {
    weekday: d.getUTCDay(),
    day: d.getUTCDate(),
    month: d.getUTCMonth(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

export function promisedWhen(at: Date, locale: PromiseLocale): string {
  const p = dhakaParts(at);
  const hour12 = p.hour % 12 || 12;
  if (locale === 'en') {
    const mm = String(p.minute).padStart(2, '0');
    return `${EN_DAYS[p.weekday]} ${p.day} ${EN_MONTHS[p.month]}, ${hour12}:${mm} ${p.hour < 12 ? 'am' : 'pm'}`;
  }
  const time =
    p.minute === 0
      ? `${bnDigits(hour12)}টার`
      : `${bnDigits(hour12)}টা ${bnDigits(p.minute)} মিনিটের`;
  return `${BN_DAYS[p.weekday]}, ${bnDigits(p.day)} ${BN_MONTHS[p.month]} ${bnPartOfDay(p.hour)} ${time}`;
}
