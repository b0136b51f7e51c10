/** PostgreSQL's unique_violation (23505), as raised through TypeORM or pg. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

/** Reads numeric columns (which pg returns as text) as numbers. */
export const decimalColumn = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
