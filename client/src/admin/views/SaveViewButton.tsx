import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Modal, Select, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useAuth } from '../../auth/useAuth';
import { SavedViewsQuery, SaveViewMutation } from './viewDocuments';

/** What the list shows now, as a view saves it. */
interface ViewFilters {
  kind: string;
  search: string;
  status: string | null;
  late: boolean;
}

const ONLY_ME = 'me';

/** "Save view": the list's filters and search by name, for oneself or (admins) for a role. */
export function SaveViewButton({ filters }: { filters: ViewFilters }) {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [forWhom, setForWhom] = useState<string>(ONLY_ME);
  const [save, { loading, error }] = useMutation(SaveViewMutation, {
    refetchQueries: [SavedViewsQuery],
    awaitRefetchQueries: true,
  });
  const submit = async () => {
    await save({
      variables: {
        input: {
          name,
          kind: filters.kind as never,
          search: filters.search || null,
          status: filters.status,
          late: filters.late,
          forRole: forWhom === ONLY_ME ? null : forWhom,
        },
      },
    });
    setOpened(false);
    setName('');
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Save view
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Save this view">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <Stack>
            <TextInput
              label="Name"
              required
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error?.message}
              data-autofocus
            />
            {user?.userrole === 'admin' && (
              <Select
                label="For"
                data={[
                  { value: ONLY_ME, label: 'Only me' },
                  { value: 'admin', label: 'All admins' },
                  { value: 'editor', label: 'All editors' },
                ]}
                value={forWhom}
                onChange={(v) => setForWhom(v ?? ONLY_ME)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <Button type="submit" loading={loading}>
              Save view
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
