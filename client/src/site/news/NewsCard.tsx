import { Link } from 'react-router-dom';
import { AspectRatio, Card, Image, Text, Title } from '@mantine/core';
import type { PublicNewsListQuery } from '../../gql/graphql';
import { formatDate, truncate } from '../format';

type NewsSummary = PublicNewsListQuery['news']['items'][number];

export function NewsCard({ item }: { item: NewsSummary }) {
  return (
    <Card
      component={Link}
      to={`/pages/news/${item.id}`}
      withBorder
      radius="lg"
      padding="lg"
      h="100%"
      style={{ textDecoration: 'none' }}
    >
      <Card.Section>
        <AspectRatio ratio={16 / 9}>
          <Image
            src={item.imageWebpUrl ?? item.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'%3E%3Crect width='16' height='9' fill='%23e7f8f2'/%3E%3C/svg%3E"
          />
        </AspectRatio>
      </Card.Section>
      <Text size="xs" c="brand.7" fw={700} tt="uppercase" mt="md">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
      </Text>
      <Title order={2} fz="lg" mt={6} lineClamp={2}>
        {item.title}
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        {truncate(item.description, 140)}
      </Text>
    </Card>
  );
}
