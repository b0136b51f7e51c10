import { screen } from '@testing-library/react';
import { TOKEN_KEY } from '../../api/token';
import { renderWithProviders } from '../../test/render';
import { makeToken } from '../../test/tokens';
import { FarePlacesQuery } from './fareDocuments';
import { AddCopterPage } from './AddCopterPage';

const mocks = [{ request: { query: FarePlacesQuery }, result: { data: { places: [] } } }];

describe('AddCopterPage', () => {
  afterEach(() => localStorage.clear());

  it('asks a visitor who is not signed in to sign in, instead of showing a form that fails', () => {
    renderWithProviders(<AddCopterPage />, { route: '/addcopter', mocks });
    expect(screen.getByRole('heading', { name: 'Add fare rate' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to add fare rates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faddcopter',
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('shows the form to staff', () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    renderWithProviders(<AddCopterPage />, { route: '/addcopter', mocks });
    expect(screen.getByLabelText(/^From/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'All fare rates' })).toHaveAttribute(
      'href',
      '/dashbord/fare-rates',
    );
  });

  it('tells a signed-in user of another role that the account cannot add fares', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ username: 'viewer', userrole: 'viewer' }));
    renderWithProviders(<AddCopterPage />, { route: '/addcopter', mocks });
    expect(screen.getByText('Your account cannot add fare rates')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
