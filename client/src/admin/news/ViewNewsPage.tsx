import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminNewsListQuery as AdminNewsListData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { formatDate, truncate } from '../../site/format';
import { AdminNewsListQuery, DeleteNewsMutation } from './newsDocuments';

type NewsRow = AdminNewsListData['news']['items'][number];

const PAGE_SIZE = 10;

const columns: Column<NewsRow>[] = [
  { key: 'id', header: 'Id', width: 64, render: (row) => row.id },
  {
    key: 'title',
    header: 'News Title',
    minWidth: 200,
    render: (row) => (
      <Text fw={600} size="sm" lineClamp={2}>
        {row.title}
      </Text>
    ),
  },
  {
    key: 'date',
    header: 'News Date',
    width: 130,
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</span>,
  },
  {
    key: 'description',
    header: 'Description',
    minWidth: 240,
    render: (row) => (
      <Text size="sm" c="dimmed" title={row.description}>
        {truncate(row.description, 90)}
      </Text>
    ),
  },
];

export function ViewNewsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, previousData, loading, error, refetch } = useQuery(AdminNewsListQuery, {
    variables: { page, pageSize: PAGE_SIZE, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteNews] = useMutation(DeleteNewsMutation);
  const list = (data ?? previousData)?.news;

  const remove = useCallback(
    async (row: NewsRow) => {
      await deleteNews({
        variables: { id: row.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'News', id: row.id }) });
          cache.gc();
        },
      });
    },
    [deleteNews],
  );

  return (
    <AdminPage
      title="View News"
      description="Every news item on the public site, newest first."
      actions={
        <Button
          component={Link}
          to="/dashbord/news/addnews"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add News
        </Button>
      }
    >
      <PaginatedTable
        caption="News"
        columns={columns}
        rows={list?.items ?? []}
        total={list?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={loading}
        error={error}
        emptyText={search ? `No news matches “${search}”.` : 'No news yet. Add the first one.'}
        onSearch={setSearch}
        searchValue={search}
        rowActions={(row) => (
          <Button
            component={Link}
            to={`/dashbord/editnews/${row.id}`}
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
        onDelete={remove}
        refetch={refetch}
        deleteTitle="Delete this item?"
        deleteText={(row) => `“${row.title}” will be removed from the site. This cannot be undone.`}
        deletedMessage="News item deleted."
      />
    </AdminPage>
  );
}
