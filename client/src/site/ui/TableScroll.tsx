import type { ReactNode } from 'react';
import ui from './ui.module.css';

interface TableScrollProps {
  /** Names the region for screen readers, e.g. "Fines". */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  children: ReactNode;
}

/** A wide table on a narrow screen: scrolls sideways, and keyboard users can scroll it too. */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    <div className={ui.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
