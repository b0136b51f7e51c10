import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegistrationKind } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { AdminRegistrationsQuery } from './registrationDocuments';
import { RegistrationsPage } from './RegistrationsPage';
import { registrationRequestStaff } from '../../gql/records/registration-request';
import { assignableStaffMock, expectDeclaredColumns } from '../../test/inbox';

const details = {
  __typename: 'RegistrationDetails' as const,
  vehicleType: null,
  businessName: null,
  fleetSize: null,
  productCategory: null,
};

const driver = {
  __typename: 'RegistrationRequest' as const,
  reference: 'DR-7K3P-Q9MX',
  id: 7,
  kind: 'DRIVER' as const,
  name: 'Karim Uddin',
  countryCode: '+880',
  phone: '1711-223344',
  email: 'karim@example.com',
  city: 'Dhaka',
  status: 'NEW' as const,
  statusNote: null,
  visitorNote: null,
  replyBy: null,
  replyClock: null,
  createdAt: '2022-03-05T04:30:00.000Z',
  details: { ...details, vehicleType: 'Car' as const },
};
const merchant = {
  ...driver,
  id: 6,
  kind: 'MERCHANT' as const,
  name: 'Shirin Akhter',
  phone: '01915-662000',
  email: null,
  details: { ...details, businessName: 'Shirin’s Handloom', productCategory: 'Clothing' },
};

const listMock = (kind: RegistrationKind | null, items: (typeof driver | typeof merchant)[]) => ({
  request: {
    query: AdminRegistrationsQuery,
    variables: {
      kind,
      status: null,
      late: null,
      assigneeId: null,
      page: 1,
      pageSize: 10,
      search: null,
    },
  },
  result: {
    data: {
      list: {
        __typename: 'RegistrationRequestPage' as const,
        total: items.length,
        totalIsExact: true,
        items,
      },
    },
  },
});

describe('RegistrationsPage', () => {
  it('lists every kind, then only drivers once the Driver filter is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />, {
      mocks: [
        assignableStaffMock,
        listMock(null, [driver, merchant]),
        listMock('DRIVER', [driver]),
      ],
      route: '/dashbord/registrations',
    });
    await screen.findByText('Shirin Akhter');
    // Every declared column, in order (their headers frozen in workflow/staffColumns.test).
    expectDeclaredColumns(registrationRequestStaff);
    const merchantRow = screen.getByText('Shirin Akhter').closest('tr')!;
    expect(within(merchantRow).getByText('Merchant')).toBeInTheDocument();
    expect(within(merchantRow).getByText('Shirin’s Handloom')).toBeInTheDocument();
    expect(within(merchantRow).getByText('Sells: Clothing')).toBeInTheDocument();
    const driverRow = screen.getByText('Karim Uddin').closest('tr')!;
    // A Bangladeshi number reads as at home; a trunk 0 never follows +880 in the link.
    expect(within(driverRow).getByRole('link', { name: '01711-223344' })).toHaveAttribute(
      'href',
      'tel:+8801711223344',
    );
    expect(within(merchantRow).getByRole('link', { name: '01915-662000' })).toHaveAttribute(
      'href',
      'tel:+8801915662000',
    );
    expect(within(driverRow).getByText(/^5 Mar 2022\s+10:30$/)).toBeInTheDocument();
    expect(within(driverRow).getByText('Vehicle: Car')).toBeInTheDocument();

    const filter = screen.getByRole('radiogroup', { name: 'Kind' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(filter).getByRole('radio', { name: 'Driver' }));
    expect(within(filter).getByRole('radio', { name: 'Driver' })).toBeChecked();
    await screen.findByText('Karim Uddin');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('Shirin Akhter')).not.toBeInTheDocument();
  });
});
