import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  AspectRatio,
  Button,
  Card,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { errorMessage } from '../../api/errors';
import { PageControls } from '../../components/PageControls';
import { NewsCard } from './NewsCard';
import { PublicNewsListQuery } from './newsDocuments';
import { ignoreFailure } from '../../api/ignoreFailure';

const PAGE_SIZE = 9;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function NewsListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, previousData, loading, error, refetch } = useQuery(PublicNewsListQuery, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.news;

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap={4} mb="xl">
        <Title order={1}>News</Title>
        <Text c="dimmed">What is new at DigitalRideWeb.</Text>
      </Stack>
      {error && !list && (
        <Alert color="red" variant="light" title="Could not load the news">
          <Text size="sm" mb="sm">
            {errorMessage(error)}
          </Text>
          <Button size="xs" variant="white" color="red" onClick={() => ignoreFailure(refetch())}>
            Try again
          </Button>
        </Alert>
      )}
      {list && list.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No news yet. Check back soon.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy={loading}>
        {list?.items.map((item) => (
          <NewsCard key={item.id} item={item} />
        ))}
        {!list &&
          loading &&
          Array.from({ length: 6 }, (_, i) => (
            <Card key={i} withBorder radius="lg" padding="lg" aria-hidden>
              <Card.Section>
                <AspectRatio ratio={16 / 9}>
                  <Skeleton radius={0} />
                </AspectRatio>
              </Card.Section>
              <Skeleton height={12} width="30%" mt="md" />
              <Skeleton height={20} mt="sm" />
              <Skeleton height={40} mt="sm" />
            </Card>
          ))}
      </SimpleGrid>
      {list && list.total > PAGE_SIZE && (
        <Stack mt="xl" align="center">
          <PageControls
            page={page}
            total={list.total}
            pageSize={PAGE_SIZE}
            onPageChange={goTo}
            label="News pages"
          />
        </Stack>
      )}
    </Container>
  );
}
