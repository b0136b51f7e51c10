import { AppError } from '../errors';

type Body = Record<string, unknown>;

/**
 * The original site's names for some of an entity's fields (`contact_number` for
 * `contactNumber`, `pname` for `passengerName`): request bodies are renamed on the way in,
 * answers on the way out, and validation errors name the field the client actually sent.
 */
export function restNames<T extends object>(restByOurs: Partial<Record<keyof T & string, string>>) {
  const renames = restByOurs as Record<string, string>;
  const oursByRest = Object.fromEntries(
    Object.entries(renames).map(([ours, rest]) => [rest, ours]),
  );
  return {
    /** A request body with our names; original names win over ours when both are sent. */
    fromRest(body: Body): Body {
      const out: Body = {};
      for (const [key, value] of Object.entries(body)) {
        const ours = oursByRest[key] ?? key;
        if (!(ours in out) || key in oursByRest) out[ours] = value;
      }
      return out;
    },
    /** An answer holding `fields` of `row`, under their original names. */
    toRest<K extends keyof T & string>(row: T, fields: readonly K[]): Body {
      return Object.fromEntries(fields.map((f) => [renames[f] ?? f, row[f]]));
    },
    /** Runs a service call, renaming the fields of its validation errors. */
    async call<R>(fn: () => Promise<R>): Promise<R> {
      try {
        return await fn();
      } catch (err) {
        if (err instanceof AppError)
          for (const f of err.fields) f.field = renames[f.field] ?? f.field;
        throw err;
      }
    },
  };
}

/**
 * Form posts send numbers as text: '12.50' → 12.5 and '' → absent; anything else is passed
 * on unchanged for the service's validation to judge.
 */
export function numberish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}
