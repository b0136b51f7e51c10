import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { errorMessage } from '../../api/errors';
import { REJECT_REASONS, RejectPartnerDocumentMutation } from './documentsDocuments';

const OTHER = 'OTHER';

/**
 * Why a paper is rejected: one of the reasons the partner's status page words in their language,
 * or a sentence of staff's own. A reason is required (here and by the server).
 */
export function RejectDocumentDialog({
  documentId,
  title,
  onClose,
}: {
  /** Null: closed. */
  documentId: number | null;
  title: string;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string>('');
  const [sentence, setSentence] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reject, { loading }] = useMutation(RejectPartnerDocumentMutation, {
    context: { silent: true },
  });
  const close = () => {
    setChoice('');
    setSentence('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const reason = choice === OTHER ? sentence.trim() : choice;
    if (!reason) {
      setError(choice === OTHER ? 'Write the reason the partner will read.' : 'Choose a reason.');
      return;
    }
    try {
      await reject({ variables: { id: documentId!, reason } });
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened={documentId !== null} onClose={close} title={`Reject the ${title}`} centered>
      <Stack gap="sm">
        <Radio.Group
          label="Reason"
          description="The partner sees it on their status page, in their language."
          value={choice}
          onChange={(next) => {
            setChoice(next);
            setError(null);
          }}
          withAsterisk
        >
          <Stack gap={6} mt={6}>
            {REJECT_REASONS.map((r) => (
              <Radio key={r.value} value={r.value} label={r.label} />
            ))}
            <Radio value={OTHER} label="Other: write a sentence" />
          </Stack>
        </Radio.Group>
        {choice === OTHER && (
          <Textarea
            label="Reason for the partner"
            value={sentence}
            onChange={(e) => setSentence(e.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            required
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
