import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { errorMessage } from '../../api/errors';
import type { ExpiringDocumentsQuery as ExpiringData } from '../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { AdminPage } from '../AdminPage';
import { DocumentsPanel } from '../registrations/DocumentsPanel';
import { DOCUMENT_KIND_LABELS } from '../registrations/documentsDocuments';
import { REGISTRATION_KINDS } from '../registrations/registrationKinds';
import { ExpiringDocumentsQuery } from './expiringDocuments';

type Row = ExpiringData['expiringDocuments']['items'][number];

const daysText = (days: number) => (days === 1 ? 'tomorrow' : `in ${days} days`);
const tone = (days: number) => (days <= 7 ? 'red' : days <= 14 ? 'orange' : 'yellow');
const kindOf = (row: Row) =>
  REGISTRATION_KINDS.find((k) => k.value === row.registrationKind)?.label ?? row.registrationKind;

/**
 * /dashbord/expiring: accepted papers of active partners that lapse within 30 days (Dhaka's
 * calendar), soonest first, for admins and compliance staff: whom to call before the day they
 * are suspended. A row opens the partner's documents, to review a replacement there.
 */
export function ExpiringPage() {
  const { data, loading, error } = useQuery(ExpiringDocumentsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<Row | null>(null);
  const list = data?.expiringDocuments;
  const rows = list?.items ?? [];
  const name = (row: Row) => (
    <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setOpen(row)}>
      {row.partnerName}
    </Anchor>
  );

  return (
    <AdminPage
      title="Expiring in 30 days"
      description="Accepted documents of active partners that expire within 30 days, soonest first. A partner is suspended on the day a required document expires."
    >
      <Stack gap="sm">
        {loading && !data && <Loader size="sm" />}
        {error && (
          <Alert color="red" variant="light">
            {errorMessage(error)}
          </Alert>
        )}
        {list && (
          <Text size="sm" c="dimmed" role="status">
            {list.total === 0
              ? 'No document expires in the next 30 days.'
              : list.total === 1
                ? '1 document expires in the next 30 days.'
                : `${list.total} documents expire in the next 30 days.`}
            {list.total > rows.length && ` The ${rows.length} soonest are shown.`}
          </Text>
        )}
        {rows.length > 0 && (
          <>
            <Table.ScrollContainer minWidth={640} visibleFrom="sm">
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Caption>Documents expiring in the next 30 days</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Expires</Table.Th>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Partner</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>Reference</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Text size="sm">{formatDate(row.expiresOn)}</Text>
                        <Badge color={tone(row.daysLeft)} variant="light" tt="none" size="sm">
                          {daysText(row.daysLeft)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{DOCUMENT_KIND_LABELS[row.kind]}</Table.Td>
                      <Table.Td>{name(row)}</Table.Td>
                      <Table.Td>{kindOf(row)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {row.reference}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack
              gap="xs"
              hiddenFrom="sm"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {rows.map((row) => (
                <Paper key={row.id} component="li" withBorder radius="md" p={0}>
                  <UnstyledButton onClick={() => setOpen(row)} p="sm" w="100%">
                    <Stack gap={2}>
                      <Text fw={600} size="sm">
                        {row.partnerName}
                      </Text>
                      <Text size="sm">
                        {DOCUMENT_KIND_LABELS[row.kind]} · {kindOf(row)}
                      </Text>
                      <Text size="sm">
                        {formatDate(row.expiresOn)}{' '}
                        <Badge color={tone(row.daysLeft)} variant="light" tt="none" size="sm">
                          {daysText(row.daysLeft)}
                        </Badge>
                      </Text>
                    </Stack>
                  </UnstyledButton>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${open.partnerName} (${open.reference})` : ''}
        size="lg"
        centered
        radius="md"
      >
        {open && <DocumentsPanel registrationId={open.registrationId} />}
      </Modal>
    </AdminPage>
  );
}
