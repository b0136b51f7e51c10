import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  /** Height kept while waiting, so nothing below moves when the content arrives. */
  minHeight: number;
  /** How far below the viewport loading starts. */
  margin?: string;
  children: ReactNode;
}

/**
 * Renders its children (typically a React.lazy component) only once the spot is near the
 * viewport: code below the fold is not downloaded for visitors who never scroll there.
 */
export function WhenVisible({ minHeight, margin = '300px', children }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const node = ref.current;
    if (!node || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [margin, visible]);

  return (
    <div ref={ref} style={{ minHeight }}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
