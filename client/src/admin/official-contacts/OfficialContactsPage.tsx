import { useState } from 'react';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { ignoreFailure } from '../../api/ignoreFailure';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AdminOfficialContactsQuery as Data } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { EditableTable } from '../EditableList';
import { EMPTY, KIND_LABELS, OfficialContactForm } from './OfficialContactForm';
import {
  AdminOfficialContactsQuery,
  DeleteOfficialContactMutation,
} from './officialContactDocuments';

type Row = Data['officialContacts'][number];

/**
 * /dashbord/official-contacts (admins): the numbers, senders and addresses the public check page
 * (/check) recognises as ours. Every change lands in the activity log.
 */
export function OfficialContactsPage() {
  const { data, refetch } = useQuery(AdminOfficialContactsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [remove] = useMutation(DeleteOfficialContactMutation);
  const reload = () => ignoreFailure(refetch());

  return (
    <AdminPage
      title="Official contacts"
      description="What the “Is this really us?” page answers as ours. A wrong entry here vouches for a fraudster: check each one."
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" mb="md">
              {editing ? `Edit ${editing.value}` : 'Add an official contact'}
            </Title>
            <OfficialContactForm
              key={editing?.id ?? 'new'}
              id={editing?.id ?? null}
              initial={editing ? pick(editing) : EMPTY}
              onSaved={() => {
                setEditing(null);
                reload();
              }}
              onCancel={() => setEditing(null)}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <EditableTable
            label="Official contacts"
            minWidth={560}
            rows={data?.officialContacts}
            emptyText="No official contacts yet."
            columns={[
              { header: 'Kind', render: (row) => KIND_LABELS[row.kind] },
              {
                header: 'Value',
                render: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.value}</span>,
              },
              {
                header: 'Department, channel',
                render: (row) => (
                  <Stack gap={0}>
                    <Text size="sm">
                      {row.departmentEn}, {row.channelEn}
                    </Text>
                    <Text size="sm" c="dimmed" lang="bn">
                      {row.departmentBn}, {row.channelBn}
                    </Text>
                  </Stack>
                ),
              },
            ]}
            onEdit={setEditing}
            onDelete={setRemoving}
          />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={removing !== null}
        title="Delete this official contact?"
        confirmLabel="Delete"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove({ variables: { id: removing.id } });
          notifications.show({ color: 'green', message: `${removing.value} removed.` });
          setRemoving(null);
          reload();
        }}
      >
        The check page will answer “not ours” for {removing?.value}.
      </ConfirmDialog>
    </AdminPage>
  );
}

const pick = ({ kind, value, departmentEn, departmentBn, channelEn, channelBn }: Row) => ({
  kind,
  value,
  departmentEn,
  departmentBn,
  channelEn,
  channelBn,
});
