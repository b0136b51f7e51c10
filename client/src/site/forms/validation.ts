import type { Translate } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

/**
 * The server's validation rules for the public forms, run in the browser first so that visitors
 * see the same messages at once, in the page's language (`t`; labels come translated). The server
 * checks everything again.
 */

type Rule = (value: string) => string | null;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const required =
  (t: Translate, label: string): Rule =>
  (value) =>
    trimmed(value) ? null : t('validation.required', { label });

export const maxLength =
  (t: Translate, label: string, max: number): Rule =>
  (value) =>
    trimmed(value).length > max ? t('validation.maxLength', { label, max }) : null;

/** Digits, spaces and dashes with an optional leading +, holding 6 to 20 digits. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

export const phone =
  (t: Translate, label: string): Rule =>
  (value) =>
    !trimmed(value) || isPlausiblePhone(value) ? null : t('validation.phone', { label });

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email =
  (t: Translate, label: string): Rule =>
  (value) =>
    !trimmed(value) || EMAIL_PATTERN.test(trimmed(value)) ? null : t('validation.email', { label });

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
export const requiredText = (t: Translate, label: string, max: number): Rule =>
  check(required(t, label), maxLength(t, label, max));

/** A field as a record's declaration gives it to the browser (gql/records/). */
export interface DeclaredField {
  type: string;
  required?: boolean;
  max?: number | null;
  label?: { en: string; bn: string };
}

/** A declared field's label in the page's language (its name if it has none). */
export const declaredLabel = (field: DeclaredField, name: string, locale: Locale): string =>
  field.label?.[locale] ?? name;

/** A text field's rules as the server declares them: required, its length, its form. */
export function declaredRule(t: Translate, locale: Locale, field: DeclaredField, name: string) {
  const label = declaredLabel(field, name, locale);
  const max = field.max ?? Infinity;
  const rule = field.required ? requiredText(t, label, max) : maxLength(t, label, max);
  if (field.type === 'email') return check(rule, email(t, label));
  if (field.type === 'phone') return check(rule, phone(t, label));
  return rule;
}
