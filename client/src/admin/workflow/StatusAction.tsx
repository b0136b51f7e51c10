import { useState } from 'react';
import { ActionIcon, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange } from '@tabler/icons-react';
import { StatusDialog, type StatusNotes } from './StatusDialog';
import { statusInfo, type Workflow } from './statuses';

interface StatusActionProps {
  workflow: Workflow;
  status: string;
  /** Who or what the row is, for the button's accessible name and the dialog: "the message from Nusrat". */
  subject: string;
  onChange: (status: string, notes: StatusNotes) => Promise<unknown>;
  /** An icon (named for screen readers) rather than a labelled button. */
  compact?: boolean;
}

/** "Change status": pick one of the allowed next states and add an optional note. */
export function StatusAction({
  workflow,
  status,
  subject,
  onChange,
  compact = false,
}: StatusActionProps) {
  const [opened, setOpened] = useState(false);
  const allowed = statusInfo(workflow, status)?.next ?? [];
  if (allowed.length === 0) return null;

  const save = async (next: string, notes: StatusNotes) => {
    await onChange(next, notes);
    notifications.show({
      color: 'green',
      message: `Marked ${statusInfo(workflow, next)?.label.toLowerCase()}.`,
    });
  };

  return (
    <>
      {compact ? (
        <ActionIcon
          variant="light"
          onClick={() => setOpened(true)}
          aria-label={`Change the status of ${subject}`}
          title="Change status"
        >
          <IconArrowsExchange size={16} aria-hidden />
        </ActionIcon>
      ) : (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          onClick={() => setOpened(true)}
          aria-label={`Change the status of ${subject}`}
        >
          Status
        </Button>
      )}
      <StatusDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Change status"
        workflow={workflow}
        choices={allowed}
        intro={
          <Text size="sm" c="dimmed">
            {subject[0].toUpperCase() + subject.slice(1)} is{' '}
            <b>{statusInfo(workflow, status)?.label.toLowerCase()}</b>.
          </Text>
        }
        noteDescription="Kept with the change in the activity log"
        saveLabel="Save"
        onSave={save}
      />
    </>
  );
}
