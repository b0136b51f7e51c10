import { AppError, fieldError } from '../../errors';

/** The most rows one bulk action may touch. */
export const MAX_BULK = 100;

/** The ids of a bulk action: 1…MAX_BULK whole numbers, each once (in the order given). */
export function bulkIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) throw fieldError('ids', 'Choose at least one row');
  if (raw.some((id) => !Number.isInteger(id) || id < 1)) {
    throw fieldError('ids', 'ids must be whole numbers of 1 or more');
  }
  const ids = [...new Set(raw as number[])];
  if (ids.length > MAX_BULK) {
    throw fieldError('ids', `At most ${MAX_BULK} rows at once (${ids.length} were chosen)`);
  }
  return ids;
}

export interface RowProblem {
  id: number;
  problem: string;
}

/** How many problems the message spells out; the rest are counted. */
const SHOWN = 10;

/**
 * The refusal of a whole bulk action because of some of its rows, naming each of them:
 * "Nothing was changed: reservation 4: a reservation that is completed cannot change any more;
 * reservation 9: not found". The blocking ids are also in the field error, for the screen.
 */
export function blockedBy(label: string, problems: RowProblem[]): AppError {
  const named = problems
    .slice(0, SHOWN)
    .map(({ id, problem }) => `${label} ${id}: ${problem}`)
    .join('; ');
  const more = problems.length > SHOWN ? ` (and ${problems.length - SHOWN} more)` : '';
  const message = `Nothing was changed. ${named}${more}`;
  return new AppError('BAD_USER_INPUT', message, [{ field: 'ids', message }]);
}
