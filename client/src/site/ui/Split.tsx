import type { CSSProperties, ReactNode } from 'react';
import blocks from './blocks.module.css';

/** Two columns from 992 px (`columns` is a grid template), one above the other below. */
export function Split({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <div className={blocks.split} style={{ '--split': columns } as CSSProperties}>
      {children}
    </div>
  );
}
