import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicWebsitesQuery } from '../../gql/site/graphql';
import { renderIsland } from '../../test/island';
import { PortfolioIsland } from './PortfolioIsland';
import { DEFAULT_FILTER, type FilterProblem } from './portfolioFilter';

type Websites = PublicWebsitesQuery['websites'];

const site = (id: number, name: string, type: 'WEBSITE' | 'MOBILE_APP' | 'SOFTWARE') => ({
  id,
  name,
  url: `https://${id}.example`,
  type,
  client: 'A client',
  description: 'What it does.',
  year: 2024,
  imageUrl: `/uploads/${id}.png`,
  imageWebpUrl: null,
  imageSmallUrl: null,
});
const page = (...items: ReturnType<typeof site>[]): Websites => ({
  total: items.length,
  items,
});
const FIRST = {
  ...page(site(1, 'Padma Clinic', 'WEBSITE'), site(2, 'HealthCall', 'MOBILE_APP')),
  total: 12,
};

/** POST /graphql answered by `answers` in turn (a status of 500 fails); the variables sent kept. */
function serve(...answers: (Websites | 500)[]) {
  const sent = jest.fn((_url: string, init?: RequestInit) => {
    void init;
    const answer = answers.shift() ?? 500;
    return Promise.resolve({
      ok: answer !== 500,
      status: answer === 500 ? 500 : 200,
      json: () => Promise.resolve(answer === 500 ? {} : { data: { websites: answer } }),
    });
  });
  global.fetch = sent as unknown as typeof fetch;
  const variables = (call: number) =>
    (JSON.parse(String(sent.mock.calls[call][1]?.body)) as { variables: object }).variables;
  return { sent, variables };
}

const show = (problem: FilterProblem | null = null, initial: Websites | null = FIRST) =>
  renderIsland(
    'Portfolio',
    <PortfolioIsland initial={initial} filter={DEFAULT_FILTER} problem={problem} />,
  );
const names = () =>
  within(screen.getByRole('list', { name: 'Portfolio' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => window.history.replaceState(null, '', '/it-service'));

describe('the portfolio island', () => {
  it("shows the server's list, then fetches each kind in place and puts it in the address", async () => {
    const { sent, variables } = serve(page(site(2, 'HealthCall', 'MOBILE_APP')));
    const { missing } = show();
    expect(names()).toEqual(['Padma Clinic', 'HealthCall']);
    expect(sent).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: 'Mobile apps' }));
    await waitFor(() => expect(names()).toEqual(['HealthCall']));
    expect(variables(0)).toEqual({ page: 1, pageSize: 9, search: null, type: 'MOBILE_APP' });
    expect(window.location.search).toBe('?type=MOBILE_APP');
    expect(screen.getByRole('radio', { name: 'Mobile apps' })).toBeChecked();

    // Back to all work: the server's list again, nothing fetched.
    await userEvent.click(screen.getByRole('radio', { name: 'All work' }));
    expect(names()).toEqual(['Padma Clinic', 'HealthCall']);
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(missing).toEqual([]);
  });

  it('searches after a pause, and "more" asks for nine more', async () => {
    const { variables } = serve(page(site(1, 'Padma Clinic', 'WEBSITE')), FIRST);
    show();
    await userEvent.type(screen.getByLabelText('Search the portfolio'), 'padma');
    await waitFor(() => expect(names()).toEqual(['Padma Clinic']));
    expect(variables(0)).toEqual({ page: 1, pageSize: 9, search: 'padma', type: null });
    expect(window.location.search).toBe('?q=padma');

    await userEvent.clear(screen.getByLabelText('Search the portfolio'));
    await waitFor(() => expect(names()).toEqual(['Padma Clinic', 'HealthCall']));
    await userEvent.click(screen.getByRole('button', { name: 'Show more work' }));
    await waitFor(() =>
      expect(variables(1)).toEqual({ page: 1, pageSize: 18, search: null, type: null }),
    );
    await waitFor(() => expect(window.location.search).toBe('?shown=18'));
  });

  it('keeps the last list when the next does not load, says so, and tries again', async () => {
    const { sent } = serve(500, page(site(3, 'KrishiBook', 'SOFTWARE')));
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'Software' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The portfolio could not be loaded');
    expect(names()).toEqual(['Padma Clinic', 'HealthCall']);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(names()).toEqual(['KrishiBook']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed list once the visitor goes back to the first one', async () => {
    const { sent } = serve(500);
    show();
    await userEvent.click(screen.getByRole('radio', { name: 'Software' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('radio', { name: 'All work' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['Padma Clinic', 'HealthCall']);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says what it could not use of the address until the visitor changes something', async () => {
    serve(page(site(3, 'KrishiBook', 'SOFTWARE')));
    const { unmount } = show('address');
    expect(screen.getByRole('status')).toHaveTextContent('a filter we do not have');
    await userEvent.click(screen.getByRole('radio', { name: 'Software' }));
    await waitFor(() => expect(screen.queryByText(/a filter we do not have/)).toBeNull());
    unmount();

    show('search');
    expect(screen.getByLabelText('Search the portfolio')).toHaveAccessibleDescription(
      'Search for at most 100 characters of plain text.',
    );
  });

  it('shows placeholders while it has no list, then the list it fetched', async () => {
    serve(FIRST);
    show(null, null);
    expect(screen.getByRole('list', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('list', { name: 'Portfolio' });
    expect(names()).toEqual(['Padma Clinic', 'HealthCall']);
  });
});
