import { Link, useSearchParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { AdminPage } from '../AdminPage';
import { LanguageTabs, type PageLocale } from '../cms-pages/LanguageTabs';
import { formatDateTime } from '../format';
import { AdminHelpArticlesQuery } from './helpDocuments';

/** /dashbord/help: the help centre's articles in one language, with their votes. */
export function HelpArticlesPage() {
  const [params, setParams] = useSearchParams();
  const locale: PageLocale = params.get('locale') === 'bn' ? 'bn' : 'en';
  const { data, loading } = useQuery(AdminHelpArticlesQuery, {
    variables: { locale },
    fetchPolicy: 'cache-and-network',
  });
  const articles = data?.helpArticles ?? [];
  const prefix = locale === 'bn' ? '/bn' : '';
  return (
    <AdminPage
      title="Help centre"
      description="Articles of /help in each language. Every save is kept; drafts stay off the site."
    >
      <Group justify="space-between" align="flex-start">
        <LanguageTabs
          locale={locale}
          onChange={(next) => setParams(next === 'bn' ? { locale: 'bn' } : {}, { replace: true })}
        />
        <Button
          component={Link}
          to={`/dashbord/help/new?locale=${locale}`}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New article
        </Button>
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" highlightOnHover miw={680}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Article</Table.Th>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Helpful (yes / no)</Table.Th>
              <Table.Th scope="col">Last saved</Table.Th>
              <Table.Th scope="col">
                <span className="sr-only">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && articles.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Skeleton height={18} aria-label="Loading" />
                </Table.Td>
              </Table.Tr>
            )}
            {articles.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td lang={locale}>
                  <Anchor href={`${prefix}/help/${a.slug}`} target="_blank" size="sm" fw={600}>
                    {a.title}
                  </Anchor>{' '}
                  {a.draft && <Badge color="gray">Draft</Badge>}
                </Table.Td>
                <Table.Td>{a.category}</Table.Td>
                <Table.Td>
                  {a.helpful} / {a.notHelpful}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(a.updatedAt)}
                    {a.updatedBy ? ` by ${a.updatedBy}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    component={Link}
                    to={`/dashbord/help/${a.slug}?locale=${locale}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit ${a.title}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </AdminPage>
  );
}
