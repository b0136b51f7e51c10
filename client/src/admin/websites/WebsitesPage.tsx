import { useState } from 'react';
import { Anchor, Button, Image, Modal, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminWebsiteFieldsFragment } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { useDeleteRow, useServerList } from '../useServerList';
import {
  AdminWebsitesQuery,
  CreateWebsiteMutation,
  DeleteWebsiteMutation,
  UpdateWebsiteMutation,
} from './websiteDocuments';
import { WEBSITE_TYPES, WebsiteForm, type WebsiteValues } from './WebsiteForm';

type Row = AdminWebsiteFieldsFragment;
const typeLabel = (t: Row['type']) => WEBSITE_TYPES.find((x) => x.value === t)?.label ?? t;

const COLUMNS: Column<Row>[] = [
  {
    key: 'image',
    header: 'Screenshot',
    width: 110,
    render: (row) => (
      <Image src={row.imageWebpUrl ?? row.imageUrl} alt="" w={88} h={52} radius="sm" />
    ),
  },
  {
    key: 'name',
    header: 'Name',
    minWidth: 180,
    render: (row) => (
      <>
        <Text fw={600} size="sm">
          {row.name}
        </Text>
        <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="xs">
          {row.url}
        </Anchor>
      </>
    ),
  },
  { key: 'type', header: 'Type', width: 120, render: (row) => typeLabel(row.type) },
  { key: 'client', header: 'Client', minWidth: 160, render: (row) => row.client },
  { key: 'year', header: 'Year', width: 80, render: (row) => row.year },
];

const EMPTY = {
  name: '',
  url: '',
  type: 'WEBSITE' as const,
  client: '',
  description: '',
  year: new Date().getFullYear(),
};

/** /dashbord/websites: the IT-services portfolio — list, search, add, edit, delete. */
export function WebsitesPage() {
  const { table } = useServerList(AdminWebsitesQuery);
  const remove = useDeleteRow(DeleteWebsiteMutation, 'Website');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  // The list's page is fetched again by name once the write is done (before the dialog closes).
  const refetch = { refetchQueries: ['AdminWebsites'], awaitRefetchQueries: true };
  const [create] = useMutation(CreateWebsiteMutation, { context: { silent: true }, ...refetch });
  const [update] = useMutation(UpdateWebsiteMutation, { context: { silent: true }, ...refetch });

  const save = async ({ image, name, url, type, client, description, year }: WebsiteValues) => {
    // Only the input's fields: the edited row also carries id, image URLs and __typename.
    const input = { name, url, type, client, description, year: Number(year) };
    if (editing === 'new') {
      if (!image) return;
      await create({ variables: { input, image } });
    } else if (editing) {
      await update({ variables: { id: editing.id, input, image } });
    }
    notifications.show({
      color: 'green',
      title: editing === 'new' ? 'Website added' : 'Changes saved',
      message: `“${name}” is in the portfolio.`,
    });
    setEditing(null);
  };

  return (
    <AdminPage
      title="Portfolio websites"
      description="The work shown on /it-service."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Add website
        </Button>
      }
    >
      <PaginatedTable
        {...table}
        columns={COLUMNS}
        caption="Portfolio websites"
        emptyText={table.searchValue ? 'No website matches this search.' : 'No websites yet.'}
        searchPlaceholder="Search name, client, URL or description"
        rowActions={(row) => (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
        )}
        onDelete={remove}
        deleteText={(row) =>
          `“${row.name}” will be removed from the portfolio. This cannot be undone.`
        }
        deletedMessage="Website deleted."
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add website' : 'Edit website'}
        size="lg"
      >
        {editing !== null && (
          <WebsiteForm
            key={editing === 'new' ? 'new' : editing.id}
            initialValues={editing === 'new' ? EMPTY : editing}
            currentImageUrl={editing === 'new' ? null : (editing.imageWebpUrl ?? editing.imageUrl)}
            submitLabel={editing === 'new' ? 'Add website' : 'Save changes'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </AdminPage>
  );
}
