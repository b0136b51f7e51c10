import type { Pool } from 'pg';
import type { ObjectLiteral } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import { QueryFailedError } from 'typeorm/error/QueryFailedError';

/** A cached page statement's text with $1… placeholders, its parameters' order, its name. */
export interface Prepared {
  names: string;
  text: string;
  order: string[];
  name: string;
}

let preparedCount = 0;

/**
 * `sql` with TypeORM's named parameters turned into PostgreSQL's $1… and their values, as the
 * driver's escapeQueryWithParameters does. That is a regex pass over the whole text on every
 * request, yet for one statement and one set of parameter names its text never changes: a
 * cached statement keeps it and only lines the values up. Function values and `:...list`
 * spreads change the text, so those always go through the driver.
 */
export function positional(
  statement: { positional?: Prepared } | undefined,
  sql: string,
  parameters: ObjectLiteral,
  driver: Driver,
): [string, unknown[], string?] {
  const names = Object.keys(parameters);
  const fixed = names.every((n) => typeof parameters[n] !== 'function') && !sql.includes(':...');
  if (!statement || !fixed) return driver.escapeQueryWithParameters(sql, parameters);
  const key = names.join(',');
  let known = statement.positional;
  if (known?.names !== key) {
    // Each value replaced by a marker naming it: where the markers land is the order.
    const markers = Object.fromEntries(names.map((n) => [n, { name: n }]));
    const [text, placed] = driver.escapeQueryWithParameters(sql, markers);
    const order = (placed as { name: string }[]).map((m) => m.name);
    statement.positional = known = { names: key, text, order, name: `page_${++preparedCount}` };
  }
  return [known.text, known.order.map((n) => parameters[n] as unknown), known.name];
}

/**
 * A cached page statement run as a named prepared statement: each pooled connection parses
 * and plans it once, not on every request (PostgreSQL shares this machine's CPU with the app).
 * TypeORM's query runner takes only text, so this goes to the pg pool underneath, which
 * releases its connection; failures are wrapped as the query runner wraps them.
 */
export async function prepared(
  driver: Driver,
  name: string,
  text: string,
  values: unknown[],
): Promise<Record<string, unknown>[]> {
  const pool = (driver as unknown as { master: Pool }).master;
  try {
    return (await pool.query<Record<string, unknown>>({ name, text, values })).rows;
  } catch (err) {
    throw new QueryFailedError(text, values, err as Error);
  }
}
