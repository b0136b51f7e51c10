import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { Column } from '../../components/PaginatedTable';
import type { AdminMessagesQuery as AdminMessagesData } from '../../gql/graphql';
import { truncate } from '../../site/format';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { InboxTable } from '../workflow/InboxTable';
import { formatDateTime } from '../format';
import { MessageDialog } from './MessageDialog';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { statusColumn, useInboxList } from '../workflow/inbox';
import { AdminMessagesQuery, messageInbox } from './messageDocuments';

type MessageRow = AdminMessagesData['list']['items'][number];

/** Longer messages are cut in the table and read in full in a dialog. */
export const MESSAGE_PREVIEW_CHARS = 90;

function columnsWith(read: (row: MessageRow) => void): Column<MessageRow>[] {
  return [
    {
      key: 'id',
      header: 'Id',
      width: 104,
      render: (row) => <ReferenceCell id={row.id} reference={row.reference} />,
    },
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <Anchor
          component={Link}
          to={`/dashbord/viewMessage/${row.id}`}
          aria-label={`Open the conversation with ${row.name}`}
          title={row.name}
          fw={600}
          inherit
        >
          {row.name}
        </Anchor>
      ),
    },
    statusColumn(messageInbox, 96),
    {
      key: 'contactNumber',
      header: 'Contact Number',
      width: 124,
      render: (row) => <PhoneLink phone={row.contactNumber} />,
    },
    {
      key: 'email',
      header: 'Email',
      render: (row) => <EmailLink email={row.email} />,
    },
    {
      key: 'subject',
      header: 'Subject',
      render: (row) => <span title={row.subject}>{row.subject}</span>,
    },
    {
      key: 'message',
      header: 'Message',
      width: '18%',
      render: (row) => {
        // One line of preview, then (if cut) Read: the whole message in a dialog.
        const short = truncate(row.message, MESSAGE_PREVIEW_CHARS);
        if (short === row.message.trim())
          return (
            <Text size="sm" truncate title={row.message}>
              {row.message}
            </Text>
          );
        return (
          <Stack gap={0} align="flex-start">
            <Text size="sm" truncate maw="100%">
              {short}
            </Text>
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
  const navigate = useNavigate();
  const list = useInboxList(AdminMessagesQuery, messageInbox);
  const [reading, setReading] = useState<MessageRow | null>(null);
  const [columns] = useState(() => columnsWith(setReading));

  return (
    <AdminPage title="Messages" description="What visitors wrote through the contact form.">
      <InboxTable
        caption="Messages"
        noun={['message', 'messages']}
        subject={(row) => `the message from ${row.name}`}
        columns={columns}
        card={(row) => ({
          title: row.name,
          subtitle: row.subject,
          date: formatDateTime(row.createdAt),
        })}
        list={list}
        inbox={messageInbox}
        exportFile="contactus"
        searchPlaceholder="Name, e-mail, subject, phone or reference"
        deleteText={(row) => `The message from ${row.name} (“${row.subject}”) will be deleted.`}
        open={(row) => navigate(`/dashbord/viewMessage/${row.id}`)}
      />
      <MessageDialog message={reading} onClose={() => setReading(null)} />
    </AdminPage>
  );
}
