import { Link } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCar, IconCode, IconPackage, type Icon } from '@tabler/icons-react';
import classes from './HomePage.module.css';

interface Service {
  title: string;
  text: string;
  icon: Icon;
}

const SERVICES: Service[] = [
  {
    title: 'Ride sharing',
    text: 'Cars, bikes and micros at a tap — with verified driver captains and fair, upfront fares.',
    icon: IconCar,
  },
  {
    title: 'Parcel delivery',
    text: 'Same-day delivery across the city for merchants and families, tracked end to end.',
    icon: IconPackage,
  },
  {
    title: 'IT services',
    text: 'Software, apps and cloud solutions built by the team that runs our own platform.',
    icon: IconCode,
  },
];

export function HomePage() {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 56, sm: 96 }}>
          <Stack gap="lg" maw={640}>
            <Badge color="accent.4" c="dark.8" size="lg" radius="sm" w="fit-content">
              Ride · Parcel · IT
            </Badge>
            <Title order={1} c="white" fz={{ base: 34, sm: 52 }} lh={1.1}>
              Your everyday ride, delivery and tech partner.
            </Title>
            <Text c="brand.0" fz={{ base: 'md', sm: 'lg' }}>
              DigitalRideWeb connects riders with driver captains, moves parcels for merchants and
              builds software for businesses across Bangladesh.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/pages/news" size="md" color="accent.4" c="dark.8">
                Latest news
              </Button>
              <Button
                component="a"
                href="#services"
                size="md"
                variant="outline"
                color="white"
                c="white"
              >
                Our services
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 48, sm: 72 }} id="services">
        <Title order={2} ta="center" mb={8}>
          What we do
        </Title>
        <Text c="dimmed" ta="center" mb="xl" maw={560} mx="auto">
          Three services, one company, one app ecosystem.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {SERVICES.map((service) => (
            <Paper key={service.title} withBorder radius="lg" p="xl">
              <ThemeIcon size={48} radius="md" variant="light">
                <service.icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb={6}>
                {service.title}
              </Title>
              <Text c="dimmed" size="sm">
                {service.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
