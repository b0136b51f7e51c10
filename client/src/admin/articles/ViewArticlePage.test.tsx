import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { AdminPressListQuery, DeletePressMutation } from './articleDocuments';
import { PRESS } from './articleKinds';
import { ViewArticlePage } from './ViewArticlePage';

const press = (id: number) => ({
  __typename: 'PressCoverage' as const,
  id,
  title: `Press ${id}`,
  date: '2022-03-05',
  description: `About ${id}`,
  titleBn: null,
  descriptionBn: null,
  imageUrl: `/uploads/${id}.png`,
  imageWebpUrl: null,
  draft: id === 5,
  publishAt: id === 4 ? '2099-11-25T03:00:00.000Z' : '2022-03-05T00:00:00.000Z',
});

const listMock = (ids: number[]) => ({
  request: { query: AdminPressListQuery, variables: { page: 1, pageSize: 10, search: null } },
  result: {
    data: {
      list: {
        __typename: 'PressCoveragePage' as const,
        total: ids.length,
        totalIsExact: true,
        items: ids.map(press),
      },
    },
  },
});

describe('ViewArticlePage', () => {
  it('marks drafts and scheduled items (with their Dhaka time)', async () => {
    renderWithProviders(<ViewArticlePage kind={PRESS} />, {
      mocks: [listMock([5, 4, 3])],
      route: '/dashbord/news/viewpress',
    });
    const row = async (title: string) =>
      (await screen.findByText(title)).closest('tr') as HTMLElement;
    expect(within(await row('Press 5')).getByText('Draft')).toBeInTheDocument();
    expect(within(await row('Press 4')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await row('Press 4')).getByText('25 Nov 2099, 09:00')).toBeInTheDocument();
    expect(within(await row('Press 3')).queryByText(/Draft|Scheduled/)).toBeNull();
  });

  it('lists press coverage with edit links, deletes after confirmation and reloads', async () => {
    const user = userEvent.setup();
    const mocks = [
      listMock([3, 2, 1]),
      {
        request: { query: DeletePressMutation, variables: { id: 2 } },
        result: { data: { deletePressCoverage: true } },
      },
      listMock([3, 1]),
    ];
    renderWithProviders(<ViewArticlePage kind={PRESS} />, {
      mocks,
      route: '/dashbord/news/viewpress',
    });

    expect(screen.getByRole('heading', { name: 'View Press Coverage' })).toBeInTheDocument();
    const row = (await screen.findByText('Press 2')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashbord/editpress/2',
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['#', 'Id', 'Press Title', 'Press Date', 'Description', 'Action']);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Press 2')).not.toBeInTheDocument());
    expect(screen.getByText('Press 3')).toBeInTheDocument();
    expect(screen.getByText('Press 1')).toBeInTheDocument();
    expect(await screen.findByText('Press article deleted.')).toBeInTheDocument();
  });
});
