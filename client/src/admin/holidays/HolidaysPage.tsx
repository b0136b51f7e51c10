import type { FormEvent } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { formatDate } from '../../i18n/format';
import { useEditForm } from '../../components/useTextFields';
import { AdminPage } from '../AdminPage';
import { EditableTable, FormActions } from '../EditableList';
import { AdminHolidaysQuery, DeleteHolidayMutation, SaveHolidayMutation } from './holidayDocuments';

const EMPTY = { date: '', nameEn: '', nameBn: '' };

/**
 * /dashbord/holidays: the holiday calendar the reply clock skips (features/service-levels/).
 * Admins add a day, move one once the moon is sighted, or remove it; each change is logged.
 */
export function HolidaysPage() {
  const { data } = useQuery(AdminHolidaysQuery);
  const refetch = { refetchQueries: ['AdminHolidays'], awaitRefetchQueries: true };
  const [save, saving] = useMutation(SaveHolidayMutation, refetch);
  const [remove] = useMutation(DeleteHolidayMutation, refetch);
  const { editing, values, field, edit, reset } = useEditForm(EMPTY);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // A refused change is shown by the client's error link; the form keeps what was typed.
    const done = await save({ variables: { id: editing, input: values } }).catch(() => null);
    if (!done) return;
    notifications.show({ color: 'green', message: `${values.date} saved in the calendar.` });
    reset();
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
          <FormActions
            editing={editing !== null}
            addLabel="Add holiday"
            loading={saving.loading}
            onCancel={reset}
          />
        </Group>
      </form>
      <EditableTable
        label="Holidays"
        minWidth={560}
        rows={data?.holidays}
        columns={[
          {
            header: 'Date',
            render: (h) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(h.date)}</span>,
          },
          {
            header: 'Name',
            render: (h) => (
              <Stack gap={0}>
                <Text size="sm">{h.nameEn}</Text>
                <Text size="sm" c="dimmed" lang="bn">
                  {h.nameBn}
                </Text>
              </Stack>
            ),
          },
        ]}
        onEdit={(h) => edit(h.id, { date: h.date, nameEn: h.nameEn, nameBn: h.nameBn })}
        onDelete={(h) => remove({ variables: { id: h.id } }).catch(() => null)}
        deleteLabel="Remove"
      />
    </AdminPage>
  );
}
