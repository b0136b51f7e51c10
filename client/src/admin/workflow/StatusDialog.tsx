import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '../../api/errors';
import { statusInfo, type Workflow } from './statuses';

export const MAX_NOTE = 1000;

/** A status change's two notes: for staff only, and for the visitor. */
export interface StatusNotes {
  note: string | null;
  visitorNote: string | null;
}

interface StatusDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  workflow: Workflow;
  /** The statuses that may be chosen (the first is preselected). */
  choices: string[];
  /** Above the choices: what is being changed, or why there is no choice. */
  intro?: ReactNode;
  /** "Kept with the change in the activity log" */
  noteDescription: string;
  saveLabel: string;
  /** Saves the change; an error it throws is shown in the dialog, which stays open. */
  onSave: (status: string, notes: StatusNotes) => Promise<unknown>;
}

/** A status change with an optional note: one row's (StatusAction) or many's (BulkActions). */
export function StatusDialog(props: StatusDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {/* Mounted while open only: each opening starts afresh. */}
      {props.opened && <StatusForm {...props} />}
    </Modal>
  );
}

function StatusForm({
  onClose,
  workflow,
  choices,
  intro,
  noteDescription,
  saveLabel,
  onSave,
}: StatusDialogProps) {
  const [next, setNext] = useState<string | null>(choices[0] ?? null);
  const [note, setNote] = useState('');
  const [visitorNote, setVisitorNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    if (!next) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSave(next, { note: note.trim() || null, visitorNote: visitorNote.trim() || null });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      {intro}
      {choices.length > 0 && (
        <Radio.Group label="New status" value={next} onChange={setNext}>
          <Stack gap="xs" mt="xs">
            {choices.map((value) => (
              <Radio key={value} value={value} label={statusInfo(workflow, value)?.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Textarea
        label="Internal note (optional) · অভ্যন্তরীণ নোট"
        description={`Staff only: never shown to the visitor. ${noteDescription}`}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
      />
      <Textarea
        label="Note for the visitor (optional) · গ্রাহক এটি দেখবেন"
        description="The visitor sees this: on the status page, and by e-mail in their language if they gave an address."
        value={visitorNote}
        onChange={(e) => setVisitorNote(e.currentTarget.value)}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
        error={problem}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} loading={busy} disabled={!next}>
          {saveLabel}
        </Button>
      </Group>
    </Stack>
  );
}
