import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import type { AdminMessagesQuery as AdminMessagesData } from '../../gql/graphql';
import { contactMessageStaff } from '../../gql/records/contact-message';
import { truncate } from '../../site/format';
import { AdminPage } from '../AdminPage';
import { OnDutySwitch } from '../cases/MineFilter';
import { InboxTable } from '../workflow/InboxTable';
import { formatDateTime } from '../format';
import { MessageDialog } from './MessageDialog';
import { useInboxList } from '../workflow/inbox';
import type { StaffCells } from '../workflow/staffColumns';
import { AdminMessagesQuery, messageInbox } from './messageDocuments';

type MessageRow = AdminMessagesData['list']['items'][number];

/** Longer messages are cut in the table and read in full in a dialog. */
export const MESSAGE_PREVIEW_CHARS = 90;

type Cells = StaffCells<typeof contactMessageStaff, MessageRow>;

/** The cells no field type draws: the name opens the conversation, the message a preview. */
function cellsWith(read: (row: MessageRow) => void): Cells {
  return {
    name: (row) => (
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
    // A visitor's report from the check page stands out from the contact form's messages.
    subject: (row) =>
      row.kind === 'FRAUD_REPORT' ? (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light">
            Fraud report
          </Badge>
          <span title={row.subject}>{row.subject}</span>
        </Stack>
      ) : (
        <span title={row.subject}>{row.subject}</span>
      ),
    message: (row) => {
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
  };
}

/** /dashbord/viewMessage: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const navigate = useNavigate();
  const list = useInboxList(AdminMessagesQuery, messageInbox);
  const [reading, setReading] = useState<MessageRow | null>(null);
  const cells = cellsWith(setReading);

  return (
    <AdminPage
      title="Messages"
      description="What visitors wrote through the contact form."
      actions={<OnDutySwitch />}
    >
      <InboxTable
        caption="Messages"
        noun={['message', 'messages']}
        subject={(row) => `the message from ${row.name}`}
        table={contactMessageStaff}
        cells={cells}
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
