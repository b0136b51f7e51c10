import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lastPageOf, visiblePages } from './pageNumbers';

export interface PageControlsProps {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Label of the surrounding navigation landmark. */
  label?: string;
}

/** The back office's pager: Previous / page numbers / Next. Pages outside 1…last are ignored. */
export function PageControls({
  page,
  total,
  pageSize,
  onPageChange,
  label = 'Pagination',
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
          Previous
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
              {p}
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
          Next
        </Button>
      </Group>
    </nav>
  );
}
