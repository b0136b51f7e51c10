import { Link } from 'react-router-dom';
import { Anchor, Button, Paper, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconPencil } from '@tabler/icons-react';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import { AdminCmsPagesQuery } from './cmsPageDocuments';

/** /dashbord/pages: every company page, with who saved it last and a link to edit it. */
export function CmsPagesPage() {
  const { data, loading } = useQuery(AdminCmsPagesQuery, { fetchPolicy: 'cache-and-network' });
  const pages = data?.cmsPages ?? [];
  return (
    <AdminPage
      title="Pages"
      description="The company pages of the public site. Every save is kept."
    >
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" highlightOnHover miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Page</Table.Th>
              <Table.Th scope="col">Address</Table.Th>
              <Table.Th scope="col">Last saved</Table.Th>
              <Table.Th scope="col">
                <span className="sr-only">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading && pages.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Skeleton height={18} aria-label="Loading" />
                </Table.Td>
              </Table.Tr>
            )}
            {pages.map((page) => (
              <Table.Tr key={page.id}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {page.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor href={`/pages/${page.slug}`} target="_blank" size="sm">
                    /pages/{page.slug}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(page.updatedAt)}
                    {page.updatedBy ? ` by ${page.updatedBy}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    component={Link}
                    to={`/dashbord/pages/${page.slug}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={`Edit ${page.title}`}
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
