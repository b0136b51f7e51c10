import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import type { DocumentState } from '../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { OpenDocumentButton } from './DocumentFile';
import { RejectDocumentDialog } from './RejectDocumentDialog';
import {
  AcceptPartnerDocumentMutation,
  DOCUMENT_KIND_LABELS,
  PAPERS_ROLES,
  PartnerDocumentsQuery,
  inSentence,
  reasonLabel,
} from './documentsDocuments';

const STATES: Record<DocumentState, { label: string; color: string }> = {
  PENDING: { label: 'To review', color: 'yellow' },
  ACCEPTED: { label: 'Accepted', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  REPLACED: { label: 'Replaced', color: 'gray' },
};

/**
 * A registration's papers (PRODUCT.md §23), one card each: kind, number (the server masks it
 * for editors: `•••• 1234`), expiry, state and reason. Admins and compliance staff open the
 * file, accept it or reject it with a reason; editors see the list alone.
 */
export function DocumentsPanel({ registrationId }: { registrationId: number }) {
  const { user } = useAuth();
  const reviewer = PAPERS_ROLES.includes(user?.userrole ?? '');
  const { data, loading, error } = useQuery(PartnerDocumentsQuery, {
    variables: { registrationId },
    fetchPolicy: 'cache-and-network',
  });
  const [accept] = useMutation(AcceptPartnerDocumentMutation, { context: { silent: true } });
  const [rejecting, setRejecting] = useState<{ id: number; title: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const docs = data?.partnerDocuments ?? [];

  const acceptOne = async (id: number) => {
    setBusy(id);
    try {
      await accept({ variables: { id } });
    } catch (err) {
      notifications.show({ color: 'red', title: 'Not accepted', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={`documents-${registrationId}`}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={`documents-${registrationId}`}>
          Documents
        </Title>
        {docs.length > 0 && (
          <Text size="sm" c="dimmed">
            {docs.filter((d) => d.state === 'ACCEPTED').length} of {docs.length} accepted
          </Text>
        )}
      </Group>
      {loading && !data && <Loader size="sm" />}
      {error && (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      )}
      {data && docs.length === 0 && (
        <Text size="sm" c="dimmed">
          No documents sent.
        </Text>
      )}
      {docs.map((doc) => {
        const title = DOCUMENT_KIND_LABELS[doc.kind];
        const state = STATES[doc.state];
        const id = Number(doc.id);
        return (
          <Paper key={doc.id} withBorder p="sm" radius="md" data-testid={`document-${doc.kind}`}>
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Badge color={state.color} variant="light" tt="none">
                  {state.label}
                </Badge>
              </Group>
              <Group gap="md">
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    Number{' '}
                  </Text>
                  <span style={{ overflowWrap: 'anywhere' }}>{doc.number}</span>
                </Text>
                <Text size="sm">
                  <Text span c="dimmed" size="sm">
                    Expires{' '}
                  </Text>
                  {doc.expiresOn ? formatDate(doc.expiresOn) : 'never'}
                </Text>
              </Group>
              {doc.state === 'REJECTED' && doc.reason && (
                <Text size="sm" c="red.8">
                  Reason: {reasonLabel(doc.reason)}
                </Text>
              )}
              {reviewer && (
                <Group gap="xs">
                  {doc.fileUrl && (
                    <OpenDocumentButton
                      url={doc.fileUrl}
                      title={title}
                      contentType={doc.contentType}
                    />
                  )}
                  {doc.state !== 'ACCEPTED' && (
                    <Button
                      size="compact-sm"
                      color="green"
                      variant="light"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      loading={busy === id}
                      onClick={() => void acceptOne(id)}
                      aria-label={`Accept the ${inSentence(title)}`}
                    >
                      Accept
                    </Button>
                  )}
                  {doc.state !== 'REJECTED' && (
                    <Button
                      size="compact-sm"
                      color="red"
                      variant="light"
                      leftSection={<IconX size={14} aria-hidden />}
                      onClick={() => setRejecting({ id, title })}
                      aria-label={`Reject the ${inSentence(title)}`}
                    >
                      Reject
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
      <RejectDocumentDialog
        documentId={rejecting?.id ?? null}
        title={rejecting ? inSentence(rejecting.title) : ''}
        onClose={() => setRejecting(null)}
      />
    </Stack>
  );
}
