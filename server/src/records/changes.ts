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

/** A value as staff read it in the log: dates as ISO, objects as JSON, long text cut. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** statusNote → "Status note". */
const words = (field: string) => {
  const spaced = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return spaced[0].toUpperCase() + spaced.slice(1);
};

/**
 * Every declared field whose value `after` changes (a field `after` leaves out is not written),
 * before and after; a personal field only says that it changed. `fields`: a declaration's.
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
    const mask = (v: string | null) => (declared.personal && v !== null ? MASKED : v);
    const label = declared.label?.en ?? words(field);
    changes.push({ field, label, before: mask(was), after: mask(is) });
  }
  return changes;
}
