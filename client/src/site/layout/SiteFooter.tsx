import { Link } from 'react-router-dom';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Logo } from '../../components/Logo';

export function SiteFooter() {
  return (
    <Box component="footer" bg="dark.8" c="gray.4" py="xl" mt="xl">
      <Container size="lg">
        <Group justify="space-between" align="center" gap="md">
          <Logo inverted />
          <Group component="nav" aria-label="Footer" gap="lg">
            <Anchor component={Link} to="/" c="gray.3" size="sm">
              Home
            </Anchor>
            <Anchor component={Link} to="/pages/news" c="gray.3" size="sm">
              News
            </Anchor>
            <Anchor component={Link} to="/login" c="gray.3" size="sm">
              Staff login
            </Anchor>
          </Group>
        </Group>
        <Text size="sm" mt="lg" c="gray.5">
          Copyright © 2019-2022 DigitalRideWeb. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
