import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

export interface PageControlsProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Label of the surrounding navigation landmark. */
  label?: string;
  /** The public site's words and digits in the page's language (the back office's: English). */
  words?: { previous: string; next: string; number: (page: number) => string };
}

const ENGLISH = { previous: 'Previous', next: 'Next', number: String };

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

/** Previous / page numbers / Next. Pages outside 1…last are ignored. */
export function PageControls({
  page,
  total,
  pageSize,
  onPageChange,
  label = 'Pagination',
  words = ENGLISH,
}: PageControlsProps) {
  const last = lastPageOf(total, pageSize);
  const goTo = (target: number) => {
    if (!Number.isInteger(target) || target < 1 || target > last || target === page) return;
    onPageChange(target);
  };

  return (
    <nav aria-label={label}>
      <Group gap={6} justify="center" wrap="wrap">
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={page <= 1}
          onClick={() => goTo(page - 1)}
        >
          {words.previous}
        </Button>
        {visiblePages(page, last).map((p, i) =>
          p === null ? (
            <span
              key={`gap-${i}`}
              aria-hidden
              style={{ padding: '0 4px', color: 'var(--mantine-color-dimmed)' }}
            >
              …
            </span>
          ) : (
            <Button
              key={p}
              size="compact-md"
              miw={34}
              variant={p === page ? 'filled' : 'default'}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => goTo(p)}
            >
              {words.number(p)}
            </Button>
          ),
        )}
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          disabled={page >= last}
          onClick={() => goTo(page + 1)}
        >
          {words.next}
        </Button>
      </Group>
    </nav>
  );
}
