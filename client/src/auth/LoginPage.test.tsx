import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../test/render';
import { makeToken } from '../test/tokens';
import { LoginPage } from './LoginPage';
import { LoginMutation } from './loginDocument';
import { TOKEN_KEY } from '../api/token';

const token = makeToken();

function renderLogin(mocks: MockLink.MockedResponse[], route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashbord/*" element={<h1>Dashboard here</h1>} />
    </Routes>,
    { mocks, route },
  );
}

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows wrong credentials on the page and stores nothing', async () => {
    const mocks = [
      {
        request: { query: LoginMutation, variables: { username: 'admin', password: 'nope' } },
        result: {
          errors: [
            new GraphQLError('Invalid username or password', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ];
    renderLogin(mocks, '/login');
    await signIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores the token and returns to the asked page', async () => {
    const mocks = [
      {
        request: { query: LoginMutation, variables: { username: 'admin', password: 'secret' } },
        result: {
          data: {
            login: {
              __typename: 'AuthPayload' as const,
              accessToken: token,
              user: { __typename: 'User' as const, id: 1, username: 'admin', role: 'admin' },
            },
          },
        },
      },
    ];
    renderLogin(mocks, `/login?next=${encodeURIComponent('/dashbord/news/viewnews')}`);
    await signIn('secret');
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin([], '/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });
});
