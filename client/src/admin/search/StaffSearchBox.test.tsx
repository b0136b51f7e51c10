import { Route, Routes, useLocation } from 'react-router-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { StaffSearchQuery } from './searchDocuments';
import { StaffSearchBox } from './StaffSearchBox';

const PHONE = '০১৭১২৩৪৫৬৭৮';
const total = (n: number, exact = true) => ({
  __typename: 'ContactMessagePage' as const,
  total: n,
  totalIsExact: exact,
});
const hit = (kind: 'MESSAGE' | 'RESERVATION', id: number, title: string, createdAt: string) => ({
  __typename: 'StaffSearchHit' as const,
  kind,
  id,
  reference: `DR-7K3P-Q9M${id}`,
  title,
  subtitle: 'Dhaka → Sylhet, 2026-12-01',
  createdAt,
  status: 'PENDING',
});

const mocks = [
  {
    request: { query: StaffSearchQuery, variables: { q: PHONE, admin: true } },
    result: {
      data: {
        staffSearch: [
          hit('RESERVATION', 3, 'Nusrat Jahan (older)', '2026-11-01T10:00:00.000Z'),
          hit('MESSAGE', 7, 'Tanvir Ahmed', '2026-11-02T10:00:00.000Z'),
          hit('RESERVATION', 4, 'Nusrat Jahan (newer)', '2026-11-03T10:00:00.000Z'),
        ],
        MESSAGE: total(1),
        RESERVATION: { ...total(12000, false), __typename: 'ReservationPage' as const },
        REGISTRATION: { ...total(0), __typename: 'RegistrationRequestPage' as const },
        NEWS: { ...total(0), __typename: 'NewsPage' as const },
        PRESS: { ...total(0), __typename: 'PressCoveragePage' as const },
      },
    },
  },
];

/** Where the app went: the path, the query string and the history entry's state. */
function Where() {
  const { pathname, search, state } = useLocation();
  return <output data-testid="where">{JSON.stringify({ pathname, search, state })}</output>;
}

function renderBox() {
  return renderWithProviders(
    <>
      <label>
        Other field <input />
      </label>
      <StaffSearchBox admin />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route: '/dashbord', mocks },
  );
}

const where = () => JSON.parse(screen.getByTestId('where').textContent!);

describe('StaffSearchBox', () => {
  it('is focused by / and Ctrl+K, but not while typing in another field', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('searchbox', { name: 'Find in the back office' });
    await user.keyboard('/');
    expect(box).toHaveFocus();
    await user.click(screen.getByLabelText('Other field'));
    await user.keyboard('a/b');
    expect(screen.getByLabelText('Other field')).toHaveFocus();
    expect(screen.getByLabelText('Other field')).toHaveValue('a/b');
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(box).toHaveFocus();
  });

  it('groups the hits by kind, newest first, and "see all" hands the search over outside the address', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.keyboard('/');
    await user.keyboard(PHONE);
    const reservations = await screen.findByRole('region', { name: 'Reservations' });
    const titles = [...reservations.querySelectorAll('li')].map((li) => li.textContent);
    expect(titles[0]).toContain('Nusrat Jahan (newer)');
    expect(titles[1]).toContain('Nusrat Jahan (older)');
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('Tanvir Ahmed');
    await user.click(screen.getByRole('button', { name: 'See all 12,000+' }));
    expect(where()).toEqual({
      pathname: '/dashbord/viewReservation',
      search: '',
      state: { q: PHONE },
    });
  });

  it('opens a booking in its list by reference, and a message on its own page', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.keyboard('/');
    await user.keyboard(PHONE);
    await user.click(await screen.findByRole('button', { name: /Nusrat Jahan \(newer\)/ }));
    expect(where()).toEqual({
      pathname: '/dashbord/viewReservation',
      search: '',
      state: { q: 'DR-7K3P-Q9M4', open: 4 },
    });
    await user.keyboard('/');
    await user.click(await screen.findByRole('button', { name: /Tanvir Ahmed/ }));
    await waitFor(() => expect(where().pathname).toBe('/dashbord/viewMessage/7'));
  });

  it('asks for two characters before searching', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.keyboard('/');
    await user.keyboard('a');
    expect(await screen.findByText(/Type at least 2 characters/)).toBeInTheDocument();
  });
});
