import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_KEY } from '../../api/token';
import { renderWithProviders } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { AssignRequestsMutation } from '../cases/caseDocuments';
import { AdminReservationsQuery } from './reservationDocuments';
import { ReservationsPage } from './ReservationsPage';
import { reservationStaff } from '../../gql/records/reservation';
import { assignableStaffMock, expectDeclaredColumns } from '../../test/inbox';

const reservation = {
  __typename: 'Reservation' as const,
  reference: 'DR-7K3P-Q9MX',
  id: 9,
  kind: 'HELICOPTER' as const,
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  passengerName: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  mobile: '01711-000000',
  numberOfPassengers: 2,
  journeyDate: '2022-03-05',
  status: 'PENDING' as const,
  statusNote: null,
  visitorNote: null,
  replyBy: null,
  replyClock: null,
  assigneeId: null,
  bookingDocument: {
    __typename: 'BookingDocument' as const,
    id: 3,
    fileName: 'passport.pdf',
    mimeType: 'application/pdf',
    size: 2048,
    downloadUrl: '/api/booking-doc/3/file',
  },
};
const ride = {
  ...reservation,
  id: 8,
  kind: 'RIDE' as const,
  bookingDocument: null,
  passengerName: 'Arif Hossain',
  // The signed-in admin's own (makeToken: sub 1).
  assigneeId: 1,
};

/** The list's variables with no filter. */
const ALL = { page: 1, pageSize: 10, search: null, status: null, late: null, assigneeId: null };

const mocks = [
  assignableStaffMock,
  {
    request: { query: AdminReservationsQuery, variables: ALL },
    result: {
      data: {
        list: {
          __typename: 'ReservationPage' as const,
          total: 2,
          totalIsExact: true,
          items: [reservation, ride],
        },
      },
    },
  },
];

function answer(status: number) {
  return {
    ok: status < 400,
    status,
    blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
  } as unknown as Response;
}

describe('ReservationsPage', () => {
  const token = makeToken();
  let fetchMock: jest.Mock;
  beforeEach(() => {
    localStorage.setItem(TOKEN_KEY, token);
    fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the kind, the columns and downloads the document with the staff token', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(200));
    const createUrl = jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    renderWithProviders(<ReservationsPage />, { mocks, route: '/dashbord/viewReservation' });

    const row = (await screen.findByText('passport.pdf · 2 KB')).closest('tr')!;
    expect(within(row).getByText('Helicopter')).toBeInTheDocument();
    const rideRow = screen.getAllByRole('row')[2];
    expect(within(rideRow).getByText('Ride')).toBeInTheDocument();
    expect(within(rideRow).getByLabelText('No document')).toHaveTextContent('—');
    // Every declared column, in order (their headers frozen in workflow/staffColumns.test).
    expectDeclaredColumns(reservationStaff);

    await user.click(within(row).getByRole('button', { name: 'Download passport.pdf' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith('/api/booking-doc/3/file', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
  });

  it('shows each owner, assigns a booking to me in one click and lists only mine', async () => {
    const user = userEvent.setup();
    const all = {
      request: { query: AdminReservationsQuery, variables: ALL },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: mocks[1].result,
    };
    const mine = {
      request: { query: AdminReservationsQuery, variables: { ...ALL, assigneeId: 1 } },
      result: {
        data: {
          list: {
            __typename: 'ReservationPage' as const,
            total: 1,
            totalIsExact: true,
            items: [ride],
          },
        },
      },
    };
    const assign = {
      request: {
        query: AssignRequestsMutation,
        variables: { kind: 'RESERVATION', ids: [9], userId: 1 },
      },
      result: jest.fn(() => ({ data: { assignRequests: 1 } })),
    };
    renderWithProviders(<ReservationsPage />, {
      mocks: [assignableStaffMock, all, mine, assign],
      route: '/dashbord/viewReservation',
    });
    // Under the status, the owner; mine needs no "Assign to me".
    const rideRow = (await screen.findByRole('img', { name: 'Owner: admin' })).closest('tr')!;
    expect(within(rideRow).getByText('Arif Hossain')).toBeInTheDocument();
    expect(within(rideRow).queryByRole('button', { name: /to me$/ })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Assign the booking of Nusrat Jahan to me' }),
    );
    expect(await screen.findByText('Assigned to you.')).toBeInTheDocument();
    expect(assign.result).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(screen.queryByText('Nusrat Jahan')).toBeNull());
    expect(screen.getByText('Arif Hossain')).toBeInTheDocument();
  });

  it('says clearly when the download fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(404));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ReservationsPage />, { mocks, route: '/dashbord/viewReservation' });
    await user.click(await screen.findByRole('button', { name: 'Download passport.pdf' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(screen.getByText('The file no longer exists.')).toBeInTheDocument();
  });
});
