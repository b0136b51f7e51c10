import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatDate } from '../../i18n/format';
import { useTextFields } from '../../components/useTextFields';
import { AdminPage } from '../AdminPage';
import { AdminHolidaysQuery, DeleteHolidayMutation, SaveHolidayMutation } from './holidayDocuments';

const EMPTY = { date: '', nameEn: '', nameBn: '' };

/**
 * /dashbord/holidays: the holiday calendar the reply clock skips (features/service-levels/).
 * Admins add a day, move one once the moon is sighted, or remove it; each change is logged.
 */
export function HolidaysPage() {
  const { data, loading } = useQuery(AdminHolidaysQuery);
  const refetch = { refetchQueries: ['AdminHolidays'], awaitRefetchQueries: true };
  const [save, saving] = useMutation(SaveHolidayMutation, refetch);
  const [remove] = useMutation(DeleteHolidayMutation, refetch);
  const [editing, setEditing] = useState<number | null>(null);
  const { values, setValues, field } = useTextFields(EMPTY);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A refused change is shown by the client's error link; the form keeps what was typed.
    const done = await save({ variables: { id: editing, input: values } }).catch(() => null);
    if (!done) return;
    notifications.show({ color: 'green', message: `${values.date} saved in the calendar.` });
    setEditing(null);
    setValues(EMPTY);
  };

  return (
    <AdminPage
      title="Holidays"
      description="Days off on top of the Friday–Saturday weekend: the reply clock skips them. Days marked * follow the moon; move them once the date is announced."
    >
      <form onSubmit={submit} aria-label={editing ? 'Change holiday' : 'Add holiday'}>
        <Group align="flex-end" wrap="wrap" mb="md">
          <TextInput label="Date" placeholder="2026-03-21" required w={140} {...field('date')} />
          <TextInput label="Name in English" required w={240} {...field('nameEn')} />
          <TextInput label="Name in Bangla" lang="bn" required w={240} {...field('nameBn')} />
          <Button type="submit" loading={saving.loading}>
            {editing ? 'Save changes' : 'Add holiday'}
          </Button>
          {editing && (
            <Button variant="default" onClick={() => (setEditing(null), setValues(EMPTY))}>
              Cancel
            </Button>
          )}
        </Group>
      </form>
      {loading && <Text c="dimmed">Loading…</Text>}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Holidays">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th w={200}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.holidays.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(h.date)}</Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{h.nameEn}</Text>
                    <Text size="sm" c="dimmed" lang="bn">
                      {h.nameBn}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => (
                        setEditing(h.id),
                        setValues({ date: h.date, nameEn: h.nameEn, nameBn: h.nameBn })
                      )}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => remove({ variables: { id: h.id } }).catch(() => null)}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminPage>
  );
}
