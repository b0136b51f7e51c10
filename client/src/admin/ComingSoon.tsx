import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { AdminPage } from './AdminPage';

/** Placeholder for back-office screens that arrive in a later release. */
export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <AdminPage title={title}>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Coming soon
          </Title>
          <Text c="dimmed" maw={420}>
            {what} will be managed here in the next release.
          </Text>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
