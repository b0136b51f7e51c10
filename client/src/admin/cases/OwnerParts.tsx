import { useMutation } from '@apollo/client/react';
import { ActionIcon, Avatar, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import type { RequestKind } from '../../gql/graphql';
import { AssignRequestsMutation } from './caseDocuments';
import { useOwnerNames } from './MineFilter';

/** A saved view and the tables name an inbox by its rows' GraphQL type. */
export const REQUEST_KINDS: Record<string, RequestKind> = {
  ContactMessage: 'MESSAGE',
  Reservation: 'RESERVATION',
  RegistrationRequest: 'REGISTRATION',
};

/**
 * Who owns the row, beside its reply clock under the status (the declaration's ASSIGNEE:
 * `staff: { in: 'status' }`): their initials, named in full to the touch and to screen readers
 * ("Owner: rahim"); nothing while nobody does. A line of its own was cut off: a row is two lines.
 */
export function OwnerMark({ assigneeId }: { assigneeId?: number | null }) {
  const ownerOf = useOwnerNames();
  const owner = ownerOf(assigneeId);
  if (!owner) return null;
  return (
    <Avatar
      size={20}
      name={owner}
      color="initials"
      role="img"
      aria-label={`Owner: ${owner}`}
      title={`Owner: ${owner}`}
      data-owner={owner}
    />
  );
}

/** "Assign to me" in a row's actions: one click, the list refetched; nothing when one owns it. */
export function AssignToMe({
  kind,
  id,
  assigneeId,
  subject,
  onChanged,
}: {
  kind: RequestKind;
  id: number;
  assigneeId?: number | null;
  subject: string;
  onChanged: () => unknown;
}) {
  const me = Number(useAuth().user?.sub);
  const [assign, { loading }] = useMutation(AssignRequestsMutation, { context: { silent: true } });
  if (!me || assigneeId === me) return null;
  const label = `Assign ${subject} to me`;
  return (
    <Tooltip label="Assign to me" openDelay={400}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        loading={loading}
        onClick={async (e) => {
          e.stopPropagation();
          try {
            await assign({ variables: { kind, ids: [id], userId: me } });
            notifications.show({ color: 'green', message: 'Assigned to you.' });
            await onChanged();
          } catch (problem) {
            notifications.show({ color: 'red', message: errorMessage(problem) });
          }
        }}
      >
        <IconUserCheck size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
