import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Container, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { formatDate } from '../format';
import { PublicNewsItemQuery } from './newsDocuments';
import { ignoreFailure } from '../../api/ignoreFailure';

export function NewsDetailPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(PublicNewsItemQuery, {
    variables: { id },
    skip: !validId,
  });
  const item = data?.newsItem;

  useEffect(() => {
    if (item) document.title = `${item.title} · DigitalRideWeb`;
    return () => {
      document.title = 'DigitalRideWeb';
    };
  }, [item]);

  const back = (
    <Anchor component={Link} to="/pages/news" size="sm" fw={600}>
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2 }} /> All news
    </Anchor>
  );

  let content;
  if (item) {
    content = (
      <Stack component="article" gap="md">
        <Text size="sm" c="brand.7" fw={700} tt="uppercase">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
        </Text>
        <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.15}>
          {item.title}
        </Title>
        <Image
          src={item.imageWebpUrl ?? item.imageUrl}
          alt=""
          radius="lg"
          style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
        <Text fz="lg" lh={1.7} style={{ whiteSpace: 'pre-line' }}>
          {item.description}
        </Text>
      </Stack>
    );
  } else if (validId && loading) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={14} width={120} />
        <Skeleton height={36} />
        <Skeleton style={{ aspectRatio: '16 / 9' }} height="auto" />
        <Skeleton height={80} />
      </Stack>
    );
  } else if (validId && error) {
    content = (
      <NotFoundPanel
        headingOrder={1}
        title="Could not load this news item"
        text="Check your connection and try again."
        action={<Button onClick={() => ignoreFailure(refetch())}>Try again</Button>}
      />
    );
  } else {
    content = (
      <NotFoundPanel
        headingOrder={1}
        title="News not found"
        text="This news item does not exist or has been removed."
        action={
          <Button component={Link} to="/pages/news">
            See all news
          </Button>
        }
      />
    );
  }

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        {back}
        {content}
      </Stack>
    </Container>
  );
}
