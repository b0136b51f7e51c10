import { useState } from 'react';

export interface RowSelection<T> {
  /** The selected rows of the page shown, in its order. */
  selected: T[];
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Every row of the page, some of them, or none. */
  page: 'all' | 'some' | 'none';
  /** Selects the whole page, or clears it when it was all selected. */
  togglePage: () => void;
  clear: () => void;
}

/**
 * Which rows of a table page are selected. The selection belongs to one page of one list:
 * when `key` (the page, search and filters) changes it is cleared, and rows that left the page
 * (deleted, moved out of a filter) leave it.
 */
export function useRowSelection<T>(
  rows: readonly T[],
  rowKey: (row: T) => string | number,
  key: string,
): RowSelection<T> {
  const [state, setState] = useState<{ key: string; ids: ReadonlySet<string | number> }>({
    key,
    ids: new Set(),
  });
  // Cleared during render, so a new page is never shown with the old page's selection.
  const ids = state.key === key ? state.ids : new Set<string | number>();
  if (state.key !== key) setState({ key, ids });
  const selected = rows.filter((row) => ids.has(rowKey(row)));
  const set = (next: Set<string | number>) => setState({ key, ids: next });

  return {
    selected,
    isSelected: (row) => ids.has(rowKey(row)),
    toggle(row) {
      const next = new Set(ids);
      if (!next.delete(rowKey(row))) next.add(rowKey(row));
      set(next);
    },
    page: selected.length === 0 ? 'none' : selected.length === rows.length ? 'all' : 'some',
    togglePage() {
      set(selected.length === rows.length ? new Set() : new Set(rows.map(rowKey)));
    },
    clear: () => set(new Set()),
  };
}
