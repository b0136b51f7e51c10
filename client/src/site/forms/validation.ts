/**
 * The server's validation rules for the public forms, run in the browser first so that visitors
 * see the same messages at once. The server checks everything again.
 */

type Rule = (value: string) => string | null;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const required =
  (label: string): Rule =>
  (value) =>
    trimmed(value) ? null : `${label} is required`;

export const maxLength =
  (label: string, max: number): Rule =>
  (value) =>
    trimmed(value).length > max ? `${label} must be at most ${max} characters` : null;

/** Digits, spaces and dashes with an optional leading +, holding 6 to 20 digits. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

export const phone =
  (label: string): Rule =>
  (value) =>
    !trimmed(value) || isPlausiblePhone(value)
      ? null
      : `${label} must be a phone number: 6 to 20 digits (spaces, dashes and a leading + allowed)`;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email =
  (label: string): Rule =>
  (value) =>
    !trimmed(value) || EMAIL_PATTERN.test(trimmed(value))
      ? null
      : `${label} must be a valid e-mail address`;

/** The first message of the rules that fail, or null. */
export function check(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
}

/** Required text of at most `max` characters, as the server's `RequiredText`. */
export const requiredText = (label: string, max: number): Rule =>
  check(required(label), maxLength(label, max));
