import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * Mantine's markup without Mantine: the public islands render plain elements wearing its classes
 * and CSS variables (the page's stylesheet has all of Mantine's rules), as its components render
 * them on the server, so they look the same and load none of its JavaScript (site/forms/fields.tsx,
 * ui/PillTabs.tsx).
 */

/** Inline styles that set CSS variables (React's CSSProperties does not name them). */
export const vars = (entries: Record<string, string | undefined>) => entries as CSSProperties;

/**
 * Mantine's <Text> as a paragraph: `size="sm"` or the default size, `dimmed` for c="dimmed"; any
 * other look (fz, fw, c, lh, margins) goes in `style`, as Mantine writes those props.
 */
export function MantineText({
  size,
  dimmed,
  style,
  ...paragraph
}: { size?: 'sm'; dimmed?: boolean } & HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p
      {...paragraph}
      style={{
        ...vars({
          '--text-fz': size && `var(--mantine-font-size-${size})`,
          '--text-lh': size && `var(--mantine-line-height-${size})`,
        }),
        ...style,
        ...(dimmed ? { color: 'var(--mantine-color-dimmed)' } : {}),
      }}
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size={size}
    />
  );
}
