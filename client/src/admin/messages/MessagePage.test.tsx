import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { AssignableStaffQuery, InternalNotesQuery } from '../cases/caseDocuments';
import { ConversationQuery, SendReplyAgainMutation } from './conversationDocuments';
import { MessagePage } from './MessagePage';

const reply = (id: number, status: string) => ({
  __typename: 'ContactReply' as const,
  id,
  body: `Answer ${id}`,
  author: 'admin',
  createdAt: '2026-11-24T10:00:00.000Z',
  status,
});

const conversation = (replies: ReturnType<typeof reply>[], configured = true) => ({
  request: { query: ConversationQuery, variables: { id: 7 } },
  result: {
    data: {
      replyMailConfigured: configured,
      message: {
        __typename: 'ContactMessage' as const,
        reference: 'DR-7K3P-Q9MX',
        id: 7,
        name: 'Farzana Akter',
        contactNumber: '01812345678',
        email: 'farzana@example.com',
        subject: 'Blue umbrella',
        message: 'I left a <b>blue</b> umbrella.',
        status: 'IN_PROGRESS',
        statusNote: null,
        visitorNote: null,
        assigneeId: 2,
        locale: 'en',
        createdAt: '2026-11-24T09:00:00.000Z',
        replies,
      },
    },
  },
});

/** The owner menu's colleagues and the (empty) internal notes: the page asks for both. */
const around = [
  {
    request: { query: AssignableStaffQuery },
    result: {
      data: {
        assignableStaff: [
          { __typename: 'User' as const, id: 1, username: 'admin', onDuty: false },
          { __typename: 'User' as const, id: 2, username: 'nadia', onDuty: true },
        ],
      },
    },
  },
  {
    request: { query: InternalNotesQuery, variables: { kind: 'MESSAGE', id: 7 } },
    result: { data: { internalNotes: [] } },
  },
];

const page = (mocks: object[]) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashbord/viewMessage/:id" element={<MessagePage />} />
    </Routes>,
    { mocks: [...around, ...mocks] as never, route: '/dashbord/viewMessage/7' },
  );

describe('MessagePage', () => {
  it('shows the conversation, each reply’s e-mail status, and sends a failed one again', async () => {
    const user = userEvent.setup();
    page([
      conversation([reply(1, 'SENT'), reply(2, 'FAILED')]),
      {
        request: { query: SendReplyAgainMutation, variables: { id: 2 } },
        result: {
          data: { sendContactReplyAgain: { __typename: 'ContactReply', id: 2, status: 'QUEUED' } },
        },
      },
      conversation([reply(1, 'SENT'), reply(2, 'SENT')]),
    ]);
    const list = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(list).getByText('I left a <b>blue</b> umbrella.')).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Farzana Akter wrote'),
      expect.stringContaining('Answer 1'),
      expect.stringContaining('Answer 2'),
    ]);
    expect(within(items[1]).getByLabelText('E-mail sent')).toBeInTheDocument();
    expect(within(items[2]).getByLabelText('E-mail failed')).toBeInTheDocument();
    await user.click(within(items[2]).getByRole('button', { name: 'Send again' }));
    // QUEUED, then SENT as the page asks again: the queued state can last a single render (the
    // page refetches at once), so the test waits for what stays, both replies sent.
    await waitFor(() => expect(within(list).getAllByLabelText('E-mail sent')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(screen.getByLabelText('Your reply')).toBeInTheDocument();
  });

  it('says when the server cannot send replies', async () => {
    page([conversation([], false)]);
    expect(await screen.findByText('Replies are off')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});
