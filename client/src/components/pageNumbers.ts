/** Page arithmetic shared by the back office's pager buttons and the public site's pager links. */

export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Page numbers to show: first, last and a window around the current page, gaps as null. */
export function visiblePages(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) result.push(p - pages[i - 1] === 2 ? p - 1 : null);
    result.push(p);
  });
  return result;
}
