import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { DashboardQuery, TrendsQuery, WebVitalsQuery } from './dashboardDocuments';
import { DashboardPage } from './DashboardPage';
import { PrivacyFiguresQuery } from './privacy/dataRequestDocuments';
import { TOKEN_KEY } from '../api/token';
import { makeToken } from '../test/tokens';

beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'admin' })));

// jsdom lays nothing out: the chart is given the box a laptop's dashboard gives it (Recharts
// warns about, and draws nothing in, a 0 × 0 container).
beforeEach(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ width: 640, height: 260 }));
});
afterEach(() => jest.restoreAllMocks());
afterEach(() => localStorage.clear());

const stats = {
  __typename: 'DashboardStats' as const,
  news: 25,
  pressCoverage: 12,
  contactMessages: 23,
  reservations: 8,
  fareRates: 16,
  registrationRequests: 6,
  newMessages: 4,
  pendingReservations: 3,
  newRegistrations: 2,
  latestMessages: [
    {
      __typename: 'ContactMessage' as const,
      id: 23,
      name: 'Kamrul Hasan',
      subject: 'Lost item in a car',
      createdAt: '2022-03-05T04:30:00.000Z',
    },
  ],
  latestReservations: [
    {
      __typename: 'Reservation' as const,
      id: 8,
      reference: 'DR-7K3P-Q9MX',
      kind: 'HELICOPTER' as const,
      passengerName: 'Nusrat Jahan',
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      journeyDate: '2022-03-07',
      numberOfPassengers: 1,
    },
  ],
};

const day = (d: string, messages: number, reservations: number, registrations: number) => ({
  __typename: 'DayTrend' as const,
  day: d,
  messages,
  reservations,
  registrations,
});
const trendsMock = {
  request: { query: TrendsQuery, variables: { days: 30 } },
  result: {
    data: {
      dashboardTrends: [day('2026-11-23', 2, 0, 1), day('2026-11-24', 3, 4, 0)],
    },
  },
};

const vital = (
  metric: string,
  language: string,
  p75: number,
  poorAbove: number,
  goodUpTo: number,
) => ({
  __typename: 'WebVitalSummary' as const,
  metric,
  template: 'home',
  language,
  p75,
  good: 3,
  needsImprovement: 1,
  poor: 0,
  count: 4,
  goodUpTo,
  poorAbove,
});
const vitalsMock = {
  request: { query: WebVitalsQuery, variables: { days: 28 } },
  result: {
    data: {
      webVitals: [
        vital('LCP', 'bn', 3100, 4000, 2500),
        vital('CLS', 'bn', 0.02, 0.25, 0.1),
        vital('INP', 'en', 640, 500, 200),
      ],
    },
  },
};

const privacyMock = {
  request: { query: PrivacyFiguresQuery },
  result: {
    data: {
      openDataRequests: 2,
      retentionPreview: {
        __typename: 'RetentionPreview' as const,
        messages: 1,
        reservations: 2,
        registrations: 0,
        documents: 2,
      },
    },
  },
};

describe('DashboardPage', () => {
  it('shows each figure as a link to its table, and the latest items', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashbord',
      mocks: [
        { request: { query: DashboardQuery }, result: { data: { dashboardStats: stats } } },
        trendsMock,
        vitalsMock,
        privacyMock,
      ],
    });
    for (const [name, href] of [
      ['News: 25', '/dashbord/news/viewnews'],
      ['Press: 12', '/dashbord/news/viewpress'],
      ['Messages: 23', '/dashbord/viewMessage'],
      ['Reservations: 8', '/dashbord/viewReservation'],
      ['Fare rates: 16', '/dashbord/fare-rates'],
      ['Registrations: 6', '/dashbord/registrations'],
      ['New messages: 4', '/dashbord/viewMessage?status=NEW'],
      ['Pending reservations: 3', '/dashbord/viewReservation?status=PENDING'],
      ['New registrations: 2', '/dashbord/registrations?status=NEW'],
      ['Data requests waiting: 2', '/dashbord/data-requests'],
      ['Next retention run erases: 5', '/dashbord/data-requests'],
    ]) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Lost item in a car' })).toHaveAttribute(
      'href',
      '/dashbord/viewMessage/23',
    );
    // Personal data never in an address: the booking's link names no e-mail, phone or name.
    expect(screen.getByRole('link', { name: 'Dhaka → Sylhet' })).toHaveAttribute(
      'href',
      '/dashbord/viewReservation',
    );
    const booking = screen.getByRole('link', { name: 'Dhaka → Sylhet' }).closest('li')!;
    expect(within(booking).getByText('Helicopter')).toBeInTheDocument();
    expect(
      within(booking).getByText('Nusrat Jahan · 7 Mar 2022 · 1 passenger'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
  });

  it('draws the 30-day trends with a caption and the same figures as a table for screen readers', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashbord',
      mocks: [
        { request: { query: DashboardQuery }, result: { data: { dashboardStats: stats } } },
        trendsMock,
        vitalsMock,
        privacyMock,
      ],
    });
    const figure = await screen.findByRole('figure', { name: 'Last 30 days' });
    expect(
      await within(figure).findByText('New: 5 messages, 4 reservations, 1 registration'),
    ).toBeInTheDocument();
    const table = within(figure).getByRole('table', {
      name: 'New per day over the last 30 days, Dhaka time',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DayMessagesReservationsRegistrations', '23 Nov201', '24 Nov340']);
  });

  it('shows the field data per template and language as a table, each p75 with its rating', async () => {
    renderWithProviders(<DashboardPage />, {
      route: '/dashbord',
      mocks: [
        { request: { query: DashboardQuery }, result: { data: { dashboardStats: stats } } },
        trendsMock,
        vitalsMock,
        privacyMock,
      ],
    });
    const table = await screen.findByRole('table', { name: 'Speed on visitors’ phones' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'PageLCPINPCLSFCPTTFB',
      'home · bn3.1 s, needs improvement; of 4: 3 good, 1 needs improvement, 0 poor–0.02, good; of 4: 3 good, 1 needs improvement, 0 poor––',
      'home · en–0.64 s, poor; of 4: 3 good, 1 needs improvement, 0 poor–––',
    ]);
  });
});
