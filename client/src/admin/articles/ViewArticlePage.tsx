import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import { formatDate, truncate } from '../../site/format';
import { AdminPage } from '../AdminPage';
import { useDeleteRow, useServerList } from '../useServerList';
import type { ArticleKind, ArticleRow } from './articleKinds';
import { formatDateTime } from '../format';
import { isScheduled } from './publishing';

/** Draft, or Scheduled with its Dhaka time; nothing for a published item. */
function PublishBadge({ row }: { row: ArticleRow }) {
  if (row.draft)
    return (
      <Badge color="gray" variant="light" size="sm">
        Draft
      </Badge>
    );
  if (!isScheduled(row)) return null;
  // The time beside the badge, not in it: a badge cuts long text short.
  return (
    <Group gap={6} wrap="wrap">
      <Badge color="blue" variant="light" size="sm">
        Scheduled
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.publishAt)}
      </Text>
    </Group>
  );
}

function columnsOf(kind: ArticleKind): Column<ArticleRow>[] {
  return [
    { key: 'id', header: 'Id', width: 64, render: (row) => row.id },
    {
      key: 'title',
      header: kind.titleLabel,
      minWidth: 200,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Text fw={600} size="sm" lineClamp={2}>
            {row.title}
          </Text>
          <PublishBadge row={row} />
        </Stack>
      ),
    },
    {
      key: 'date',
      header: kind.dateHeader,
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
}

/** View News / View Press Coverage: a server-paged table with edit links and delete. */
export function ViewArticlePage({ kind }: { kind: ArticleKind }) {
  const { table } = useServerList(kind.documents.list);
  const remove = useDeleteRow(kind.documents.remove, kind.typename);
  const columns = useMemo(() => columnsOf(kind), [kind]);
  const search = table.searchValue;

  return (
    <AdminPage
      title={kind.listTitle}
      description={kind.listDescription}
      actions={
        <Button
          component={Link}
          to={kind.paths.add}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {kind.addButton}
        </Button>
      }
    >
      <PaginatedTable
        caption={kind.plural}
        columns={columns}
        {...table}
        searchPlaceholder="Title"
        emptyText={
          search
            ? `Nothing matches “${search}”.`
            : `${kind.plural}: nothing yet. Add the first one.`
        }
        rowActions={(row) => (
          <Button
            component={Link}
            to={kind.paths.edit(row.id)}
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
        onDelete={remove}
        deleteText={(row) => `“${row.title}” will be removed from the site. This cannot be undone.`}
        deletedMessage={kind.deleted}
      />
    </AdminPage>
  );
}
