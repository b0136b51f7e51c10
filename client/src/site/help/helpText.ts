import type { MessageId } from '../../i18n/i18n';

/** The help centre's sections, in the order the page lists them (the server's HELP_CATEGORIES). */
export const CATEGORIES = [
  'riding',
  'parcels',
  'captains',
  'merchants',
  'payments',
  'safety',
  'account',
] as const;

export const categoryName = (category: string) => `help.category.${category}` as MessageId;

/** As the server's search refuses it (features/help/help-search.ts): one question, not a page. */
export const MAX_QUERY = 100;

/** What the search box holds, or why it cannot be searched (the page's message id). */
export function readQuery(raw: string | null): { q: string; problem?: MessageId } | null {
  if (raw === null) return null;
  const q = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!q) return { q, problem: 'help.queryEmpty' };
  if ([...q].length > MAX_QUERY) return { q, problem: 'help.queryTooLong' };
  return { q };
}
