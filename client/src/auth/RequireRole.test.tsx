import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { makeToken } from '../test/tokens';
import { RequireRole } from './RequireRole';
import { TOKEN_KEY } from '../api/token';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashbord/*"
        element={
          <RequireRole role="admin">
            <h1>Admin area</h1>
          </RequireRole>
        }
      />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { route: path },
  );
}

describe('RequireRole', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a token to /login, remembering the asked page', () => {
    renderAt('/dashbord/news/viewnews?x=1');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/login?next=${encodeURIComponent('/dashbord/news/viewnews?x=1')}`,
    );
  });

  it('treats an expired token as logged out', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    renderAt('/dashbord');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fdashbord');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('treats a garbage token as logged out without crashing', () => {
    localStorage.setItem(TOKEN_KEY, 'garbage');
    renderAt('/dashbord');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fdashbord');
  });

  it('sends a signed-in user with another role to /unauthorized', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'customer' }));
    renderAt('/dashbord');
    expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized');
  });

  it('lets an admin in', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ userrole: 'admin' }));
    renderAt('/dashbord');
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
  });
});
