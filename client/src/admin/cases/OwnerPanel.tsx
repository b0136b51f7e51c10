import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import type { RequestKind } from '../../gql/graphql';
import { AssignableStaffQuery, AssignRequestsMutation } from './caseDocuments';

/** Who owns a request: pick a colleague (or nobody), or "Assign to me" in one click. */
export function OwnerPanel({
  kind,
  id,
  assigneeId,
  onChanged,
}: {
  kind: RequestKind;
  id: number;
  assigneeId: number | null | undefined;
  onChanged: () => unknown;
}) {
  const me = Number(useAuth().user?.sub);
  const { data } = useQuery(AssignableStaffQuery);
  const [assign, { loading }] = useMutation(AssignRequestsMutation, { context: { silent: true } });
  const staff = data?.assignableStaff ?? [];
  const to = async (userId: number | null) => {
    try {
      await assign({ variables: { kind, ids: [id], userId } });
      const who = staff.find((s) => s.id === userId)?.username;
      notifications.show({
        color: 'green',
        message: userId === me ? 'Assigned to you.' : who ? `Assigned to ${who}.` : 'Unassigned.',
      });
      await onChanged();
    } catch (problem) {
      notifications.show({ color: 'red', message: errorMessage(problem) });
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Owner"
        placeholder="Nobody"
        w={200}
        clearable
        data={staff.map((s) => ({
          value: String(s.id),
          label: s.onDuty ? `${s.username} (on duty)` : s.username,
        }))}
        value={assigneeId ? String(assigneeId) : null}
        onChange={(value) => void to(value ? Number(value) : null)}
        disabled={loading}
      />
      {assigneeId !== me && (
        <Button
          variant="light"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          onClick={() => void to(me)}
          loading={loading}
        >
          Assign to me
        </Button>
      )}
    </Group>
  );
}
