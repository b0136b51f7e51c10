import { Text } from '@mantine/core';

interface Change {
  field: string;
  label: string;
  before?: string | null;
  after?: string | null;
}

const EMPTY = '(empty)';

/**
 * What an update changed, field by field (PRODUCT.md §22): the value before struck through, the
 * value after beside it. Personal values come masked from the server (•••).
 */
export function ChangesDiff({ changes }: { changes: Change[] }) {
  if (!changes.length) return null;
  return (
    <dl aria-label="What changed" style={{ margin: '4px 0 0' }}>
      {changes.map((c) => (
        <Text key={c.field} component="div" size="xs" c="dimmed">
          <Text component="dt" span size="xs" fw={600}>
            {c.label}:
          </Text>{' '}
          <Text component="dd" span size="xs" style={{ margin: 0 }}>
            <Text component="del" span size="xs" c="red.8">
              {c.before ?? EMPTY}
            </Text>
            {' → '}
            <Text component="ins" span size="xs" c="green.9" td="none">
              {c.after ?? EMPTY}
            </Text>
          </Text>
        </Text>
      ))}
    </dl>
  );
}
