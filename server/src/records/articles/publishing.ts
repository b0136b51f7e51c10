import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isBlank } from '../../validation';
import { registerDecorator } from 'class-validator';

/** The rows anonymous readers see (alias `r`): not drafts, and their publish time has passed. */
export function onlyPublished<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>) {
  return qb.andWhere('r.draft = false AND r.publishAt <= now()');
}

/** How far ahead an item may be scheduled. */
export const MAX_YEARS_AHEAD = 5;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A Date, or an ISO 8601 date and time with its offset (the REST shim sends text). */
export function toDateTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function latestPublishAt(now = new Date()): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() + MAX_YEARS_AHEAD);
  return d;
}

/** Optional publish time: a date and time at most MAX_YEARS_AHEAD years from now. */
export function IsPublishAt() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPublishAt',
      target: target.constructor,
      propertyName,
      options: {
        message: ({ value }) =>
          toDateTime(value)
            ? `Publish time must be at most ${MAX_YEARS_AHEAD} years ahead`
            : 'Publish time must be a date and time, e.g. 2026-12-01T09:00:00+06:00',
      },
      validator: {
        validate: (value: unknown) => {
          if (isBlank(value)) return true;
          const d = toDateTime(value);
          return d !== null && d <= latestPublishAt();
        },
      },
    });
}

/** Optional true/false; the REST shim's multipart fields arrive as the text 'true' / 'false'. */
export function IsFlag(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isFlag',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: {
        validate: (v: unknown) =>
          isBlank(v) || typeof v === 'boolean' || v === 'true' || v === 'false',
      },
    });
}

/**
 * What the input says about publishing. `publishAt` absent keeps a saved row's time (a new row:
 * now); null or empty means now (publish now); `draft` absent keeps, a new row is not a draft.
 * `now` is the database's clock, the one anonymous reads compare with.
 */
export function publishState(
  input: { draft?: unknown; publishAt?: unknown },
  current: { draft: boolean; publishAt: Date } | null,
  now: Date,
): { draft: boolean; publishAt: Date } {
  const draft = isBlank(input.draft) ? undefined : input.draft === true || input.draft === 'true';
  const keep = input.publishAt === undefined && current;
  return {
    draft: draft ?? current?.draft ?? false,
    publishAt: keep ? current.publishAt : (toDateTime(input.publishAt) ?? now),
  };
}
