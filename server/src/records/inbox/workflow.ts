import { fieldError } from '../../errors';

/**
 * A request's workflow, without the database: its states and the moves allowed, why a move is
 * refused (in words staff read), and the note that goes with a move. inbox.service.ts applies
 * them to rows.
 */

/** The states of a workflow, the first being where new rows start, and the moves allowed. */
export interface Workflow<S extends string> {
  next: Record<S, readonly S[]>;
}

export const MAX_NOTE = 1000;

const words = (s: string) => s.replace(/_/g, ' ').toLowerCase();
const orList = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Why a move is refused, in words: "A contact message that is new can only become in progress". */
export function transitionProblem<S extends string>(
  workflow: Workflow<S>,
  label: string,
  from: S,
  to: string,
): string | null {
  if (!(to in workflow.next)) {
    return `status must be one of ${orList(Object.keys(workflow.next))}`;
  }
  const allowed = workflow.next[from];
  if (allowed.includes(to as S)) return null;
  const article = /^[aeiou]/i.test(label) ? 'An' : 'A';
  if (to === from) return `This ${label.toLowerCase()} is already ${words(from)}`;
  if (allowed.length === 0) {
    return `${article} ${label.toLowerCase()} that is ${words(from)} cannot change any more`;
  }
  return `${article} ${label.toLowerCase()} that is ${words(from)} can only become ${orList(allowed.map(words))}, not ${words(to)}`;
}

/** A status change's optional note (or visitor note), trimmed and checked. */
export function noteText(note: unknown, field = 'note'): string {
  if (note !== undefined && note !== null && typeof note !== 'string') {
    throw fieldError(field, `${field} must be text`);
  }
  const text = typeof note === 'string' ? note.trim() : '';
  if (text.length > MAX_NOTE)
    throw fieldError(field, `${field} must be at most ${MAX_NOTE} characters`);
  return text;
}
