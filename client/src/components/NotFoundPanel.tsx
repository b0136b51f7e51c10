import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

interface NotFoundPanelProps {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** 1 when the panel is the whole page (public pages), 2 under an existing page heading. */
  headingOrder?: 1 | 2;
}

export function NotFoundPanel({ title, text, action, headingOrder = 2 }: NotFoundPanelProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconMoodEmpty size={28} aria-hidden />
        </ThemeIcon>
        <Title order={headingOrder} fz="lg">
          {title}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
