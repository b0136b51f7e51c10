import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { AdminNewsListQuery, DeleteNewsMutation } from './newsDocuments';
import { ViewNewsPage } from './ViewNewsPage';

const news = (id: number) => ({
  __typename: 'News' as const,
  id,
  title: `News ${id}`,
  date: '2022-03-05',
  description: `About ${id}`,
  imageUrl: `/uploads/${id}.png`,
  imageWebpUrl: null,
});

const listMock = (ids: number[]) => ({
  request: { query: AdminNewsListQuery, variables: { page: 1, pageSize: 10, search: null } },
  result: {
    data: {
      news: {
        __typename: 'NewsPage' as const,
        total: ids.length,
        page: 1,
        pageSize: 10,
        items: ids.map(news),
      },
    },
  },
});

describe('ViewNewsPage', () => {
  it('lists news with edit links, deletes after confirmation and reloads', async () => {
    const user = userEvent.setup();
    const mocks = [
      listMock([3, 2, 1]),
      {
        request: { query: DeleteNewsMutation, variables: { id: 2 } },
        result: { data: { deleteNews: true } },
      },
      listMock([3, 1]),
    ];
    renderWithProviders(<ViewNewsPage />, { mocks, route: '/dashbord/news/viewnews' });

    const row = (await screen.findByText('News 2')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashbord/editnews/2',
    );
    expect(screen.getByRole('columnheader', { name: 'News Title' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'News Date' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('News 2')).not.toBeInTheDocument());
    expect(screen.getByText('News 3')).toBeInTheDocument();
    expect(screen.getByText('News 1')).toBeInTheDocument();
  });
});
