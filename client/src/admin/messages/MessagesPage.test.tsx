import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { AssignableStaffQuery } from '../cases/caseDocuments';
import { AdminMessagesQuery, SetMessageStatusMutation } from './messageDocuments';
import { MessagesPage } from './MessagesPage';
import { contactMessageStaff } from '../../gql/records/contact-message';
import { expectDeclaredColumns } from '../../test/inbox';

const long =
  'I booked a car from Gulshan to the airport last Friday. The driver was early and polite, ' +
  'but the app charged me twice. Please refund one of the two payments to my bKash account.';

const message = (id: number, text: string) => ({
  __typename: 'ContactMessage' as const,
  reference: 'DR-7K3P-Q9MX',
  id,
  name: `Visitor ${id}`,
  contactNumber: '+880 1711-000000',
  email: `visitor${id}@example.com`,
  subject: `Subject ${id}`,
  message: text,
  status: 'NEW' as const,
  statusNote: null,
  visitorNote: null,
  replyBy: null,
  replyClock: null as { __typename: 'ReplyClockView'; minutesLeft: number; tone: string } | null,
  assigneeId: null,
  createdAt: '2022-03-05T04:30:00.000Z',
});

/** The owners' names and the On duty switch read the assignable staff. */
const staff = {
  request: { query: AssignableStaffQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      assignableStaff: [{ __typename: 'User' as const, id: 1, username: 'admin', onDuty: false }],
    },
  },
};

const listMock = (search: string | null, items: ReturnType<typeof message>[]) => ({
  request: {
    query: AdminMessagesQuery,
    variables: { page: 1, pageSize: 10, search, status: null, late: null, assigneeId: null },
  },
  // cache-and-network may ask again for the same page (e.g. under a slow, loaded CI machine).
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      list: {
        __typename: 'ContactMessagePage' as const,
        total: items.length,
        totalIsExact: true,
        items,
      },
    },
  },
});

// Typing and dialogs under a loaded CI machine take longer than jest's 5 s default.
jest.setTimeout(30_000);

describe('MessagesPage', () => {
  it('asks for the late rows alone in the Late view (status=LATE in the address)', async () => {
    const late = {
      ...message(9, 'Late'),
      replyClock: { __typename: 'ReplyClockView' as const, minutesLeft: -65, tone: 'late' },
    };
    const lateMock = {
      ...listMock(null, [late]),
      request: {
        query: AdminMessagesQuery,
        variables: {
          page: 1,
          pageSize: 10,
          search: null,
          status: null,
          late: true,
          assigneeId: null,
        },
      },
    };
    renderWithProviders(<MessagesPage />, {
      mocks: [staff, lateMock, listMock(null, [message(1, 'Fresh')])],
      route: '/dashbord/viewMessage?status=LATE',
    });
    await screen.findByText('Late 1h 05m');
    expect(screen.queryByText('Visitor 1')).not.toBeInTheDocument();
  });

  it('shows each row’s working time left under its status: amber when little is left, red when late', async () => {
    const clock = (minutesLeft: number, tone: string) => ({
      __typename: 'ReplyClockView' as const,
      minutesLeft,
      tone,
    });
    renderWithProviders(<MessagesPage />, {
      mocks: [
        staff,
        listMock(null, [
          { ...message(4, 'Long late'), replyClock: clock(-3540, 'late') },
          { ...message(3, 'Late'), replyClock: clock(-65, 'late') },
          { ...message(2, 'Soon'), replyClock: clock(40, 'amber') },
          { ...message(1, 'Fresh'), replyClock: clock(240, 'ok') },
        ]),
      ],
      route: '/dashbord/viewMessage',
    });
    const late = await screen.findByText('Late 1h 05m');
    expect(late).toHaveAttribute('data-reply-clock', 'late');
    expect(late.closest('tr')).toHaveTextContent('Visitor 3');
    expect(screen.getByText('40m left')).toHaveAttribute('data-reply-clock', 'amber');
    expect(screen.getByText('4h 00m left')).toHaveAttribute('data-reply-clock', 'ok');
    // From ten hours on, whole hours: the minutes of a long wait would not fit the column.
    expect(screen.getByText('Late 59h')).toHaveAttribute('data-reply-clock', 'late');
  });

  it('shows the columns, cuts long messages and reads them in full in a dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />, {
      mocks: [staff, listMock(null, [message(2, long), message(1, 'Thanks!')])],
      route: '/dashbord/viewMessage',
    });
    await screen.findByText('Visitor 2');
    // Every declared column, in order (their headers frozen in workflow/staffColumns.test).
    expectDeclaredColumns(contactMessageStaff);
    // A short message is shown whole, with nothing to open.
    const shortRow = screen.getByText('Thanks!').closest('tr')!;
    expect(within(shortRow).queryByRole('button', { name: /Read/ })).not.toBeInTheDocument();
    // A long one is cut…
    expect(screen.queryByText(long)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read the message from Visitor 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject 2' });
    expect(within(dialog).getByText(long)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'visitor2@example.com' })).toHaveAttribute(
      'href',
      'mailto:visitor2@example.com',
    );
    expect(within(dialog).getByRole('link', { name: /Reply by e-mail/ })).toHaveAttribute(
      'href',
      'mailto:visitor2@example.com?subject=Re%3A%20Subject%202',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches on the server and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />, {
      mocks: [staff, listMock(null, [message(1, 'Thanks!')]), listMock('zzz', [])],
      route: '/dashbord/viewMessage',
    });
    await screen.findByText('Visitor 1');
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(
      await screen.findByText('No message matches “zzz”.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('keeps the rows, their numbers and the footer on one page while the next one loads', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 23 }, (_, i) => message(23 - i, 'Hello'));
    const pageMock = (page: number, delay?: number) => ({
      request: {
        query: AdminMessagesQuery,
        variables: { page, pageSize: 10, search: null, status: null, late: null, assigneeId: null },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: {
        data: {
          list: {
            __typename: 'ContactMessagePage' as const,
            total: all.length,
            totalIsExact: true,
            items: all.slice((page - 1) * 10, page * 10),
          },
        },
      },
    });
    renderWithProviders(<MessagesPage />, {
      // page 3 never answers: the table is caught half-way, as on a slow connection
      mocks: [staff, pageMock(1), pageMock(2), pageMock(3, Number.POSITIVE_INFINITY)],
      route: '/dashbord/viewMessage',
    });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const shown = () => {
      const rows = within(table).getAllByRole('row').slice(1);
      return rows.map((row) => {
        const cells = within(row).getAllByRole('cell');
        return `${cells[1].textContent} ${cells[3].textContent}`; // cells[0]: the checkbox
      });
    };
    await screen.findByText('Showing 1–10 of 23');
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Showing 11–20 of 23');
    expect(shown()[0]).toBe('11 Visitor 13');

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
    // still page 2, whole: its rows, numbered 11–20, under its own footer
    expect(screen.getByText('Showing 11–20 of 23')).toBeInTheDocument();
    expect(shown()).toEqual(Array.from({ length: 10 }, (_, i) => `${11 + i} Visitor ${13 - i}`));
  });

  it('moves a message along its workflow with an internal note and one for the visitor', async () => {
    const user = userEvent.setup();
    const setStatus = {
      request: {
        query: SetMessageStatusMutation,
        variables: {
          id: 1,
          status: 'IN_PROGRESS',
          note: 'Called back',
          visitorNote: 'We are on it.',
        },
      },
      result: jest.fn(() => ({
        data: {
          setContactMessageStatus: {
            __typename: 'ContactMessage' as const,
            reference: 'DR-7K3P-Q9MX',
            id: 1,
            status: 'IN_PROGRESS' as const,
            statusNote: 'Called back',
            visitorNote: 'We are on it.',
          },
        },
      })),
    };
    renderWithProviders(<MessagesPage />, {
      mocks: [staff, listMock(null, [message(1, 'Thanks!')]), setStatus],
      route: '/dashbord/viewMessage',
    });
    const row = (await screen.findByText('Visitor 1')).closest('tr')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: 'Change the status of the message from Visitor 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    // Only the allowed next states are offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['IN_PROGRESS', 'WAITING_ON_VISITOR']);
    await user.type(within(dialog).getByLabelText(/^Internal note/), 'Called back');
    expect(within(dialog).getByText(/Staff only: never shown to the visitor/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Note for the visitor/), 'We are on it.');
    expect(within(dialog).getByText(/^The visitor sees this/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marked in progress.')).toBeInTheDocument();
    expect(setStatus.result).toHaveBeenCalledTimes(1);
  });
});
