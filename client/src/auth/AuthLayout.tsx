import type { ReactNode } from 'react';
import { Box, Center, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Logo } from '../components/Logo';
import classes from './AuthLayout.module.css';

/** Brand panel on the left (wide screens), the card on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box className={classes.root}>
      <Box
        component="aside"
        aria-label="About DigitalRideWeb"
        className={classes.brand}
        visibleFrom="md"
      >
        <Logo inverted />
        <Stack gap="lg" maw={440}>
          <Title order={2} c="white" fz={36} lh={1.15}>
            Moving Bangladesh, one ride at a time.
          </Title>
          <List
            spacing="sm"
            c="brand.0"
            icon={
              <ThemeIcon color="accent.5" c="dark.8" size={22} radius="xl">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>Publish news and press coverage</List.Item>
            <List.Item>Answer messages and reservations</List.Item>
            <List.Item>Keep fare rates up to date</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="brand.1">
          © 2019-2022 DigitalRideWeb
        </Text>
      </Box>
      <Center component="main" className={classes.main}>
        <Stack align="center" w="100%" gap="lg">
          <Group hiddenFrom="md">
            <Logo />
          </Group>
          {children}
        </Stack>
      </Center>
    </Box>
  );
}
