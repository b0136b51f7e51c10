import { fieldError } from '../../errors';

/** The placeholders a reply template may hold, filled in from the request it answers. */
const PLACEHOLDERS = ['name', 'reference', 'status_link'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

const TOKEN = /\{([^{}\s]*)\}/g;

/**
 * Refuses a template whose text holds a placeholder we cannot fill ("{nmae}"), in English and
 * Bangla: staff may write templates in either language, and a typo would reach the visitor.
 */
export function checkPlaceholders(field: string, text: string): void {
  const unknown = [...text.matchAll(TOKEN)]
    .map((m) => m[1])
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
  if (!unknown.length) return;
  const list = [...new Set(unknown)].map((n) => `{${n}}`).join(', ');
  throw fieldError(
    field,
    `Unknown placeholder ${list}: use {name}, {reference} or {status_link}. / ` +
      `${list} চেনা স্থানধারক নয়: {name}, {reference} অথবা {status_link} লিখুন।`,
  );
}

/** The template's text with each placeholder replaced by the request's value. */
export function fill(text: string, values: Record<Placeholder, string>): string {
  return text.replace(TOKEN, (whole, name: string) =>
    name in values ? values[name as Placeholder] : whole,
  );
}
