import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface AdminPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, one line of context and the page body: every back-office screen looks alike. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  useEffect(() => {
    document.title = `${title} · DigitalRideWeb Admin`;
    return () => {
      document.title = 'DigitalRideWeb';
    };
  }, [title]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }} fw={700}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
