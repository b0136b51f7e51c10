const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

/** An ISO timestamp as staff in Dhaka read it: '22 Nov 2026, 10:22'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

/** An ISO timestamp's time of day in Dhaka, for what ends within the hour: '10:49'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : time.format(date);
}

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Dhaka',
});
const year = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Asia/Dhaka' });

/**
 * A moment for a narrow column, on two lines: '29 Nov' over '18:49', with the year only when it
 * is not this year in Dhaka ('5 Mar 2022' over '10:30').
 */
export function formatStamp(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = dayMonth.format(date);
  const shown = year.format(date) === year.format(now) ? day : `${day} ${year.format(date)}`;
  return `${shown}\n${time.format(date)}`;
}

/** Bangladesh's country code: its numbers are shown as they are written at home. */
const HOME_CODE = '+880';

/**
 * A number kept as a country code and the number as typed (registrations): how staff read it
 * and what a tel: link dials. A Bangladeshi number reads as at home ('01713-450000'), another
 * keeps its code ('+44 7700-900123'). The dial drops the trunk 0 after the code
 * (+8801713450000: '+880 01713…' reaches no one) and a code typed again in the number; a number
 * typed with its own + or 00 is shown as typed.
 */
export function phoneWithCode(countryCode: string, typed: string): { shown: string; dial: string } {
  const phone = typed.trim();
  const dial = (number: string) => `+${number.replace(/\D/g, '').replace(/^00/, '')}`;
  if (/^(\+|00)/.test(phone)) return { shown: phone, dial: dial(phone) };
  const code = countryCode.replace(/\D/g, '');
  const digits = phone.replace(/\D/g, '');
  // '8801713450000': the code typed in the number, followed by a whole national number.
  const withCode = code !== '' && digits.startsWith(code) && digits.length - code.length >= 9;
  const national = (withCode ? phone.replace(new RegExp(`^\\D*${code}`), '') : phone).replace(
    /^[\s-]*0*/,
    '',
  );
  return {
    shown: countryCode === HOME_CODE ? `0${national}` : `${countryCode} ${national}`,
    dial: dial(`${code}${national}`),
  };
}

/** 2048 → '2 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
