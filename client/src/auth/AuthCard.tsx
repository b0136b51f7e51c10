import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { AuthLayout } from './AuthLayout';

/** A sign-in side page (forgot password, reset): its card with a title, an intro and a way back. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthLayout>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" w="100%" maw={420}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        </Stack>
        {children}
        <Box mt="lg" ta="center">
          <Anchor component={Link} to="/login" size="sm">
            ← Back to sign in
          </Anchor>
        </Box>
      </Paper>
    </AuthLayout>
  );
}
