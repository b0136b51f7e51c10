import { useState } from 'react';
import { Button, Grid, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { ignoreFailure } from '../../api/ignoreFailure';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AdminOfficialContactsQuery as Data } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
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
  const rows = data?.officialContacts ?? [];
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
            />
            {editing && (
              <Button variant="subtle" mt="sm" onClick={() => setEditing(null)}>
                Cancel editing
              </Button>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Caption>Official contacts</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Department, channel</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{KIND_LABELS[row.kind]}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {row.departmentEn}, {row.channelEn}
                      </Text>
                      <Text size="sm" c="dimmed" lang="bn">
                        {row.departmentBn}, {row.channelBn}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(row)}>
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setRemoving(row)}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data && rows.length === 0 && <Text c="dimmed">No official contacts yet.</Text>}
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
