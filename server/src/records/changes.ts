import { Field, ObjectType } from 'type-graphql';
import type { FieldDeclaration } from './declaration';

/** Personal values are not kept in the log (ARCHITECTURE: personal data never in a log). */
export const MASKED = '•••';
const MAX_VALUE = 200;

/** One field of an update, before and after, as the activity log keeps it (PRODUCT.md §22). */
@ObjectType({ description: 'A field an update changed: its value before and after' })
export class FieldChange {
  @Field({ description: 'The property: status, mobile…' })
  field: string;

  @Field({ description: 'Its English label' })
  label: string;

  @Field(() => String, { nullable: true, description: `Before (${MASKED} for personal data)` })
  before: string | null;

  @Field(() => String, { nullable: true, description: `After (${MASKED} for personal data)` })
  after: string | null;
}

/** JSON with each object's keys in order: jsonb gives them back in its own order, not ours. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** A value as staff read it in the log: dates as ISO, objects as JSON, long text cut. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? sortedJson(value)
        : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * Names that hold a secret whatever a declaration says (a password's hash, a token, a key): a
 * change to one only ever says that it changed.
 */
const SECRET_NAME = /hash|token|secret|password|otp|key$/i;

/** statusNote → "Status note". */
const words = (field: string) => {
  const spaced = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced[0].toUpperCase() + spaced.slice(1);
};

/**
 * Every declared field whose value `after` changes (a field `after` leaves out is not written),
 * before and after; a personal or secret field only says that it changed. `fields`: a
 * declaration's (or the part of one a write touches, e.g. ASSIGNEE).
 */
export function changesOf(
  fields: object | undefined,
  before: object,
  after: object,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, declared] of Object.entries(fields ?? {}) as [string, FieldDeclaration][]) {
    if (!declared || !(field in after)) continue;
    const was = shown((before as Record<string, unknown>)[field]);
    const is = shown((after as Record<string, unknown>)[field]);
    if (was === is) continue;
    const hidden = declared.personal || declared.secret || SECRET_NAME.test(field);
    const mask = (v: string | null) => (hidden && v !== null ? MASKED : v);
    const label = declared.label?.en ?? words(field);
    changes.push({ field, label, before: mask(was), after: mask(is) });
  }
  return changes;
}

/**
 * The fields of a record that is staff's reference data and has no declaration (a rate card): no
 * personal data in them, every one logged as it changed (secret names still masked).
 */
export const plainFields = (names: readonly string[]): Record<string, FieldDeclaration> =>
  Object.fromEntries(names.map((name) => [name, { type: 'text' }]));
