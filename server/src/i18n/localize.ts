import type { FieldError } from '../errors';
import { labelInBangla } from './labels';
import { CATALOGS, KINDS_BN, LOCALES, type Locale, type MessageKey } from './messages';

/**
 * The language a request asks its answers in: the public site says it on every request
 * (`Accept-Language: bn` on Bangla pages, `en` on English ones). Only the first language counts,
 * and only Bangla changes anything.
 */
export function localeOf(acceptLanguage: string | null | undefined): Locale {
  const first = (acceptLanguage ?? '').split(',')[0].trim().toLowerCase();
  const primary = first.split(/[-;]/)[0] as Locale;
  return LOCALES.includes(primary) ? primary : 'en';
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English message as a pattern whose named groups are its placeholders. */
const PATTERNS = (Object.entries(CATALOGS.en) as [MessageKey, string][]).map(([key, text]) => {
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
    .join('');
  return { key, pattern: new RegExp(`^${source}$`) };
});

const NUMBER = /^\d+(\.\d+)?$/;
const bnNumber = (value: string) => new Intl.NumberFormat('bn-BD').format(Number(value));

/** A placeholder's value in Bangla, or null when it has none (then the message stays English). */
function valueInBangla(name: string, value: string): string | null {
  if (NUMBER.test(value)) return bnNumber(value);
  if (name === 'label') return labelInBangla(value) ?? null;
  if (name === 'kind') return KINDS_BN[value] ?? null;
  if (name === 'types') return value; // PDF, JPEG, PNG…: names of formats
  return null;
}

function translateOne(message: string): string | null {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    let text = CATALOGS.bn[key];
    for (const [name, value] of Object.entries(match.groups ?? {})) {
      const bn = valueInBangla(name, value);
      if (bn === null) return null;
      text = text.replaceAll(`{${name}}`, bn);
    }
    return text;
  }
  return null;
}

/**
 * A message in the asked language. Messages joined with '; ' (a form's field errors in one line)
 * are translated one by one; a message the catalog does not know stays English as a whole, never
 * half translated.
 */
export function translate(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const parts = message.split('; ').map(translateOne);
  return parts.every((p): p is string => p !== null) ? parts.join('; ') : message;
}

export function translateFields(fields: FieldError[], locale: Locale): FieldError[] {
  return fields.map((f) => ({ field: f.field, message: translate(f.message, locale) }));
}
