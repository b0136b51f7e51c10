import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';

export interface PartColumn<K extends string> {
  key: K;
  label: string;
  multiline?: boolean;
}

interface PartsEditorProps<K extends string> {
  /** Heading of the part: 'Team members', 'Questions', 'Fines'. */
  title: string;
  /** How one row is called in buttons: 'member', 'question', 'fine'. */
  noun: string;
  columns: PartColumn<K>[];
  rows: Record<K, string>[];
  onChange: (rows: Record<K, string>[]) => void;
  /** Field errors from the server, keyed `<index>.<key>`. */
  errors?: Record<string, string>;
  /** More controls in each row (a team member's photo). */
  extra?: (index: number) => ReactNode;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
};

/** A page's structure edited as structure: a list of rows to add, change, reorder and remove. */
export function PartsEditor<K extends string>({
  title,
  noun,
  columns,
  rows,
  onChange,
  errors = {},
  extra,
}: PartsEditorProps<K>) {
  const empty = Object.fromEntries(columns.map((c) => [c.key, ''])) as Record<K, string>;
  const set = (i: number, key: K, value: string) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {rows.length === 0 && <Text c="dimmed">None yet.</Text>}
      {rows.map((row, i) => (
        <Paper key={i} withBorder radius="md" p="md">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
              {columns.map((c) => {
                const props = {
                  label: `${c.label} (${noun} ${i + 1})`,
                  value: row[c.key],
                  error: errors[`${i}.${c.key}`],
                  onChange: (e: { currentTarget: { value: string } }) =>
                    set(i, c.key, e.currentTarget.value),
                };
                return c.multiline ? (
                  <Textarea key={c.key} autosize minRows={2} {...props} />
                ) : (
                  <TextInput key={c.key} {...props} />
                );
              })}
              {extra?.(i)}
            </Stack>
            <Stack gap={4}>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${noun} ${i + 1} up`}
                disabled={i === 0}
                onClick={() => onChange(move(rows, i, i - 1))}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${noun} ${i + 1} down`}
                disabled={i === rows.length - 1}
                onClick={() => onChange(move(rows, i, i + 1))}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${noun} ${i + 1}`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Stack>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...rows, { ...empty }])}
        >
          Add {noun}
        </Button>
      </Group>
    </Stack>
  );
}
