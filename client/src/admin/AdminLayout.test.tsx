import { Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { LogoutMutation } from '../auth/loginDocument';
import { TOKEN_KEY } from '../api/token';
import { renderWithProviders } from '../test/render';
import { makeToken } from '../test/tokens';
import { AdminLayout } from './AdminLayout';
import { SavedViewsQuery } from './views/viewDocuments';
import { ExpiringCountQuery } from './expiring/expiringDocuments';

/** The sidebar's saved views (none unless a test gives some). */
const viewsMock = (savedViews: object[] = []) => ({
  request: { query: SavedViewsQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { savedViews } },
});

/** The sidebar's count of papers lapsing within 30 days (PRODUCT.md §23). */
const expiringMock = {
  request: { query: ExpiringCountQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { expiringDocuments: { __typename: 'ExpiringDocuments', total: 3 } } },
};

function renderShell(mocks: MockLink.MockedResponse[] = [], views: object[] = []) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashbord" element={<AdminLayout />}>
        <Route index element={<p>Dashboard body</p>} />
      </Route>
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    { route: '/dashbord', mocks: [...mocks, viewsMock(views), expiringMock] },
  );
}

describe('AdminLayout', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, makeToken()));

  it('lists the saved views with their counts; a view opens its inbox with its filters', async () => {
    renderShell(
      [],
      [
        {
          __typename: 'SavedView',
          id: 1,
          name: 'Late messages',
          kind: 'MESSAGE',
          search: null,
          status: null,
          late: true,
          role: 'admin',
          count: 7,
        },
      ],
    );
    const views = await screen.findByRole('region', { name: 'Saved views' });
    const link = within(views).getByRole('link', { name: 'Late messages (7)' });
    expect(link).toHaveAttribute('href', '/dashbord/viewMessage?status=LATE');
    expect(within(link).getByText('7')).toBeInTheDocument();
    // An admin sees how many papers lapse within 30 days beside the Expiring link.
    const expiring = screen.getByRole('link', { name: /^Expiring in 30 days/ });
    expect(expiring).toHaveAttribute('href', '/dashbord/expiring');
    expect(await within(expiring).findByText('3')).toBeInTheDocument();
  });

  it('shows the admin header and every sidebar link', () => {
    renderShell();
    expect(screen.getByText('DigitalRideWeb Admin')).toBeInTheDocument();
    // What styles.css gives the Bengali font (fontFaces.test.ts): Bangla names show, not boxes.
    expect(document.querySelector('[data-backoffice]')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    for (const [name, href] of [
      ['Dashboard', '/dashbord'],
      ['Add News', '/dashbord/news/addnews'],
      ['View News', '/dashbord/news/viewnews'],
      ['Add Press', '/dashbord/news/addpress'],
      ['View Press', '/dashbord/news/viewpress'],
      ['Messages', '/dashbord/viewMessage'],
      ['Reservations', '/dashbord/viewReservation'],
      ['Fare rates', '/dashbord/fare-rates'],
      ['Holidays', '/dashbord/holidays'],
      ['Reply templates', '/dashbord/reply-templates'],
      ['Registrations', '/dashbord/registrations'],
      ['Staff accounts', '/dashbord/users'],
      ['Activity log', '/dashbord/activity'],
      ['Trash', '/dashbord/trash'],
      ['Data requests', '/dashbord/data-requests'],
      ['My account', '/dashbord/account'],
      ['View public site', '/'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows an editor only the links an editor may use', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'editor', username: 'rina' }));
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Add News',
      'View News',
      'Add Press',
      'View Press',
      'Pages',
      'Help centre',
      'Websites',
      'My account',
      'View public site',
    ]);
  });

  it('shows compliance staff the partners’ papers and their account, and no search', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'compliance', username: 'mita' }));
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Expiring in 30 days', 'My account', 'View public site']);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(await within(nav).findByTestId('expiring-count')).toHaveTextContent('3');
  });

  it('logs out through the "Ready to Leave?" dialog: the server ends the session, then the token goes', async () => {
    const user = userEvent.setup();
    let tokenWhenAsked: string | null = 'not asked';
    renderShell([
      {
        request: { query: LogoutMutation },
        result: () => {
          tokenWhenAsked = localStorage.getItem(TOKEN_KEY);
          return { data: { logout: true } };
        },
      },
    ]);
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Ready to Leave?' });
    expect(dialog).toHaveTextContent(
      'Select "Logout" below if you are ready to end your current session.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(tokenWhenAsked).not.toBeNull();
    expect(tokenWhenAsked).not.toBe('not asked');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByText('Signed out on this device only')).not.toBeInTheDocument();
  });

  it('still removes the token when the server cannot be reached, and says so', async () => {
    const user = userEvent.setup();
    renderShell([{ request: { query: LogoutMutation }, error: new Error('Failed to fetch') }]);
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Ready to Leave?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(await screen.findByText('Signed out on this device only')).toBeInTheDocument();
    expect(screen.getByText(/The server could not be reached/)).toBeInTheDocument();
  });
});
