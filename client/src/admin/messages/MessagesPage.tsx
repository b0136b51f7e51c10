import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Stack, Text } from '@mantine/core';
import { IconMailOpened, IconMessages } from '@tabler/icons-react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminMessagesQuery as AdminMessagesData } from '../../gql/graphql';
import { truncate } from '../../site/format';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { useDeleteRow, useServerList } from '../useServerList';
import { MessageDialog } from './MessageDialog';
import { ExportButton } from '../workflow/ExportButton';
import { StatusAction } from '../workflow/StatusAction';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { StatusBadge } from '../workflow/StatusBadge';
import { StatusFilter } from '../workflow/StatusFilter';
import { MESSAGE_STATUSES, statusOf } from '../workflow/statuses';
import { useSetStatus } from '../workflow/useSetStatus';
import { BulkActions, useBulkMutations } from '../workflow/BulkActions';
import {
  AdminMessagesQuery,
  DeleteMessageMutation,
  SetMessageStatusMutation,
  SetMessagesStatusMutation,
  DeleteMessagesMutation,
} from './messageDocuments';
import type { ContactMessageStatus } from '../../gql/graphql';

type MessageRow = AdminMessagesData['list']['items'][number];

/** Longer messages are cut in the table and read in full in a dialog. */
export const MESSAGE_PREVIEW_CHARS = 90;

function columnsWith(read: (row: MessageRow) => void): Column<MessageRow>[] {
  return [
    {
      key: 'id',
      header: 'Id',
      width: 120,
      render: (row) => <ReferenceCell id={row.id} reference={row.reference} />,
    },
    { key: 'name', header: 'Name', minWidth: 130, render: (row) => row.name },
    {
      key: 'status',
      header: 'Status',
      minWidth: 130,
      render: (row) => (
        <StatusBadge
          workflow={MESSAGE_STATUSES}
          status={row.status}
          note={row.statusNote}
          visitorNote={row.visitorNote}
        />
      ),
    },
    {
      key: 'contactNumber',
      header: 'Contact Number',
      render: (row) => <PhoneLink phone={row.contactNumber} />,
    },
    {
      key: 'email',
      header: 'Email',
      minWidth: 190,
      render: (row) => <EmailLink email={row.email} />,
    },
    { key: 'subject', header: 'Subject', minWidth: 140, render: (row) => row.subject },
    {
      key: 'message',
      header: 'Message',
      minWidth: 220,
      render: (row) => {
        const short = truncate(row.message, MESSAGE_PREVIEW_CHARS);
        if (short === row.message.trim()) return <Text size="sm">{row.message}</Text>;
        return (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{short}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconMailOpened size={14} aria-hidden />}
              aria-label={`Read the message from ${row.name}`}
              onClick={() => read(row)}
            >
              Read
            </Button>
          </Stack>
        );
      },
    },
  ];
}

/** /dashbord/viewMessage: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const { table, state } = useServerList(
    AdminMessagesQuery,
    (list) => ({
      status: statusOf<ContactMessageStatus>(MESSAGE_STATUSES, list.param('status')),
    }),
    { privateSearch: true },
  );
  const status = statusOf<ContactMessageStatus>(MESSAGE_STATUSES, state.param('status'));
  const bulk = useBulkMutations(SetMessagesStatusMutation, DeleteMessagesMutation, table.refetch);
  const setStatus = useSetStatus(SetMessageStatusMutation, table.refetch);
  const remove = useDeleteRow(DeleteMessageMutation, 'ContactMessage');
  const [reading, setReading] = useState<MessageRow | null>(null);
  const [columns] = useState(() => columnsWith(setReading));

  return (
    <AdminPage title="Messages" description="What visitors wrote through the contact form.">
      <PaginatedTable
        caption="Messages"
        columns={columns}
        {...table}
        searchPlaceholder="Name, e-mail or subject"
        toolbar={
          <>
            <StatusFilter
              workflow={MESSAGE_STATUSES}
              value={status}
              onChange={(next) => state.setParam('status', next)}
            />
            <ExportButton file="contactus" filters={{ search: table.searchValue, status }} />
          </>
        }
        rowLabel={(row) => `the message from ${row.name}`}
        bulkActions={(selected, clear) => (
          <BulkActions
            workflow={MESSAGE_STATUSES}
            selected={selected}
            noun={['message', 'messages']}
            clear={clear}
            onSetStatus={bulk.setStatus}
            onDelete={bulk.remove}
          />
        )}
        rowActions={(row) => (
          <>
            <Button
              component={Link}
              to={`/dashbord/viewMessage/${row.id}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconMessages size={14} aria-hidden />}
              aria-label={`Open the conversation with ${row.name}`}
            >
              Open
            </Button>
            <StatusAction
              workflow={MESSAGE_STATUSES}
              status={row.status}
              subject={`the message from ${row.name}`}
              onChange={(next, note) => setStatus(row.id, next, note)}
            />
          </>
        )}
        emptyText={
          status
            ? 'No message matches these filters.'
            : table.searchValue
              ? `No message matches “${table.searchValue}”.`
              : 'No messages yet.'
        }
        minWidth={1100}
        onDelete={remove}
        deleteTitle="Delete this message?"
        deleteText={(row) => `The message from ${row.name} (“${row.subject}”) will be deleted.`}
        deletedMessage="Message deleted."
      />
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </AdminPage>
  );
}
