import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { statusInfo, type Workflow } from './statuses';

export const MAX_NOTE = 1000;

interface StatusActionProps {
  workflow: Workflow;
  status: string;
  /** Who or what the row is, for the button's accessible name and the dialog: "the message from Nusrat". */
  subject: string;
  onChange: (status: string, note: string | null) => Promise<unknown>;
}

/** "Change status": pick one of the allowed next states and add an optional note. */
export function StatusAction({ workflow, status, subject, onChange }: StatusActionProps) {
  const [opened, setOpened] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const allowed = statusInfo(workflow, status)?.next ?? [];
  if (allowed.length === 0) return null;

  const open = () => {
    setNext(allowed[0]);
    setNote('');
    setProblem(null);
    setOpened(true);
  };
  const save = async () => {
    if (!next) return;
    setBusy(true);
    setProblem(null);
    try {
      await onChange(next, note.trim() || null);
      setOpened(false);
      notifications.show({
        color: 'green',
        message: `Marked ${statusInfo(workflow, next)?.label.toLowerCase()}.`,
      });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowsExchange size={14} aria-hidden />}
        onClick={open}
        aria-label={`Change the status of ${subject}`}
      >
        Status
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Change status" centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {subject[0].toUpperCase() + subject.slice(1)} is{' '}
            <b>{statusInfo(workflow, status)?.label.toLowerCase()}</b>.
          </Text>
          <Radio.Group label="New status" value={next} onChange={setNext}>
            <Stack gap="xs" mt="xs">
              {allowed.map((value) => (
                <Radio key={value} value={value} label={statusInfo(workflow, value)?.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note (optional)"
            description="Kept with the change in the activity log"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={MAX_NOTE}
            autosize
            minRows={2}
            error={problem}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={save} loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
