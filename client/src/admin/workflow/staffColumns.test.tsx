import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { contactMessageStaff } from '../../gql/records/contact-message';
import { registrationRequestStaff } from '../../gql/records/registration-request';
import { reservationStaff } from '../../gql/records/reservation';
import { RESERVATION_STATUSES } from './statuses';
import { staffColumns } from './staffColumns';
import type { Inbox } from './inbox';

const inbox = { workflow: RESERVATION_STATUSES } as Inbox;
const widths = (table: typeof reservationStaff | typeof contactMessageStaff) =>
  staffColumns(table as never, inbox, {}).map((c) => [c.header, c.width ?? null]);

describe('the declared tables of the back office', () => {
  // Frozen as the pages drew them by hand before the declaration (e2e: backoffice-inbox-glance).
  it('keep their headers, order and widths', () => {
    expect(widths(reservationStaff)).toEqual([
      ['Id', 100],
      ['From', null],
      ['To', null],
      ['Name', null],
      ['Status', 116],
      ['Email', null],
      ['Mobile', 104],
      ['Number Of Passengers', 76],
      ['Date', 88],
      ['Document', 76],
    ]);
    expect(widths(contactMessageStaff)).toEqual([
      ['Id', 104],
      ['Name', null],
      ['Status', 116],
      ['Contact Number', 124],
      ['Email', null],
      ['Subject', null],
      ['Message', '18%'],
    ]);
    expect(widths(registrationRequestStaff as never)).toEqual([
      ['Id', 104],
      ['Kind', 112],
      ['Name', 112],
      ['Status', 116],
      ['Phone', 112],
      ['Email', null],
      ['City', null],
      ['Details', null],
      ['Received', 80],
    ]);
  });

  it('draw a cell by its field’s type unless the page draws it', () => {
    const row = {
      id: 9,
      reference: 'DR-7K3P-Q9MX',
      status: 'PENDING',
      passengerName: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      mobile: '01711-000000',
      journeyDate: '2022-03-05',
      numberOfPassengers: 2,
    };
    const columns = staffColumns(reservationStaff, inbox, { departureLocation: () => 'drawn' });
    const cell = (key: string) => columns.find((c) => c.key === key)!.render(row as never);
    render(
      <MantineProvider>
        {['id', 'departureLocation', 'email', 'mobile', 'journeyDate', 'numberOfPassengers'].map(
          (key) => (
            <div key={key} data-testid={key}>
              {cell(key)}
            </div>
          ),
        )}
      </MantineProvider>,
    );
    expect(screen.getByTestId('id')).toHaveTextContent('9DR-7K3P-Q9MX');
    expect(screen.getByTestId('departureLocation')).toHaveTextContent('drawn');
    expect(screen.getByRole('link', { name: row.email })).toHaveAttribute(
      'href',
      'mailto:nusrat@example.com',
    );
    expect(screen.getByRole('link', { name: row.mobile })).toHaveAttribute(
      'href',
      'tel:01711000000',
    );
    expect(screen.getByTestId('journeyDate')).toHaveTextContent('5 Mar 2022');
    expect(screen.getByTestId('numberOfPassengers')).toHaveTextContent('2');
  });
});
