import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { HolidaysPage } from './HolidaysPage';
import { AdminHolidaysQuery, DeleteHolidayMutation, SaveHolidayMutation } from './holidayDocuments';

jest.setTimeout(30_000);

const eid = {
  __typename: 'Holiday' as const,
  id: 4,
  date: '2026-03-20',
  nameEn: 'Eid-ul-Fitr *',
  nameBn: 'ঈদুল ফিতর *',
};
const list = (holidays: (typeof eid)[]) => ({
  request: { query: AdminHolidaysQuery },
  result: { data: { holidays } },
});

describe('HolidaysPage (EditableList)', () => {
  it('edits a day in the form (Cancel goes back to adding), saves it, and removes one', async () => {
    const user = userEvent.setup();
    const moved = { ...eid, date: '2026-03-21' };
    let removed = false;
    renderWithProviders(<HolidaysPage />, {
      mocks: [
        list([eid]),
        {
          request: {
            query: SaveHolidayMutation,
            variables: {
              id: 4,
              input: { date: '2026-03-21', nameEn: eid.nameEn, nameBn: eid.nameBn },
            },
          },
          result: { data: { saveHoliday: moved } },
        },
        list([moved]),
        {
          request: { query: DeleteHolidayMutation, variables: { id: 4 } },
          result: () => ((removed = true), { data: { deleteHoliday: true } }),
        },
        list([]),
      ],
    });

    const table = await screen.findByRole('table', { name: 'Holidays' });
    const row = (await within(table).findByText('Eid-ul-Fitr *')).closest('tr')!;
    expect(within(row).getByText('ঈদুল ফিতর *')).toHaveAttribute('lang', 'bn');

    // Edit fills the form, which becomes "Change holiday"; Cancel empties it again.
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: 'Change holiday' });
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('2026-03-20');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    form = screen.getByRole('form', { name: 'Add holiday' });
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('');
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();

    // The day moves once the moon is sighted.
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    form = screen.getByRole('form', { name: 'Change holiday' });
    const date = within(form).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, '2026-03-21');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('2026-03-21 saved in the calendar.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add holiday' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('Eid-ul-Fitr *')).toBeNull());
    expect(removed).toBe(true);
  });
});
