import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { PaginatedTable, type Column } from './PaginatedTable';

interface Row {
  id: number;
  name: string;
}

const ALL: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i, name: `Item ${i + 1}` }));
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];

/** A table over 25 rows, paged here; `act` adds a bulk action, and a Filter button that narrows. */
function Harness({
  initialPage = 1,
  onPageChange = () => undefined,
  onDelete,
  refetch,
  onSearch,
  act,
}: {
  initialPage?: number;
  onPageChange?: (page: number) => void;
  onDelete?: (row: Row) => Promise<unknown>;
  refetch?: () => unknown;
  onSearch?: (term: string) => void;
  act?: (ids: number[]) => void;
}) {
  const [page, setPage] = useState(initialPage);
  const [filter, setFilter] = useState('');
  return (
    <>
      {act && <button onClick={() => setFilter('x')}>Filter</button>}
      <PaginatedTable
        caption="Items"
        columns={columns}
        rows={ALL.slice((page - 1) * 10, page * 10)}
        total={ALL.length}
        page={page}
        onPageChange={(next) => {
          onPageChange(next);
          setPage(next);
        }}
        onDelete={onDelete}
        refetch={refetch}
        onSearch={onSearch}
        selectionKey={`${page}:${filter}`}
        rowLabel={(row) => row.name}
        bulkActions={
          act &&
          ((selected, clear) => (
            <button
              onClick={() => {
                act(selected.map((r) => r.id));
                clear();
              }}
            >
              Act on the selection
            </button>
          ))
        }
      />
    </>
  );
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('PaginatedTable', () => {
  it('disables Previous on page 1 and marks the current page', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '2' })).not.toHaveAttribute('aria-current');
    expect(firstCells()[0]).toBe('1');
  });

  it('numbers rows across pages: page 2 starts at 11', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(firstCells()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('disables Next on the last page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(firstCells()).toEqual(['21', '22', '23', '24', '25']);
  });

  it('ignores pages outside 1…last and the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(<Harness onPageChange={onPageChange} />);
    // Disabled buttons cannot be clicked; the current page is a no-op.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('asks for confirmation, then deletes, then refetches', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const onDelete = jest.fn(async (row: Row) => {
      calls.push(`delete ${row.id}`);
    });
    const refetch = jest.fn(() => calls.push('refetch'));
    renderWithProviders(<Harness onDelete={onDelete} refetch={refetch} />);

    const secondRow = screen.getAllByRole('row')[2];
    await user.click(within(secondRow).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['delete 101', 'refetch']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does nothing when the deletion is cancelled', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn(async () => undefined);
    const refetch = jest.fn();
    renderWithProviders(<Harness onDelete={onDelete} refetch={refetch} />);
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDelete).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('goes back to page 1 on a new search term', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderWithProviders(<Harness initialPage={2} onSearch={onSearch} />);
    await user.type(screen.getByLabelText('Search'), 'item 2');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('item 2'));
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "10,000+" when the total is a floor, and the exact number otherwise', () => {
    const props = { columns, rows: ALL.slice(0, 10), page: 1, onPageChange: () => undefined };
    const { rerender } = renderWithProviders(
      <PaginatedTable {...props} total={10000} totalIsExact={false} />,
    );
    expect(screen.getByText('Showing 1–10 of 10,000+')).toBeInTheDocument();
    rerender(<PaginatedTable {...props} total={1234} />);
    expect(screen.getByText('Showing 1–10 of 1,234')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', () => {
    const props = { columns, total: 0, page: 1, onPageChange: () => undefined };
    const { rerender } = renderWithProviders(<PaginatedTable {...props} rows={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');

    rerender(<PaginatedTable {...props} rows={[]} emptyText="No items yet." />);
    expect(screen.getByText('No items yet.')).toBeInTheDocument();

    rerender(
      <PaginatedTable {...props} rows={[]} error={new Error('Boom')} refetch={() => undefined} />,
    );
    expect(screen.getByText('Could not load the list')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('PaginatedTable selection', () => {
  it('selects rows and the page by keyboard, acts on them, and clears on page or filter change', async () => {
    const user = userEvent.setup();
    const act = jest.fn();
    renderWithProviders(<Harness act={act} />);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Act on the selection' })).toBeNull();

    // Keyboard only: Tab to a row's checkbox and press Space.
    screen.getByRole('checkbox', { name: 'Select Item 2' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 5' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const page = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(page).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: 'Act on the selection' }));
    expect(act).toHaveBeenCalledWith([101, 104]);
    expect(screen.getByText('0 selected')).toBeInTheDocument();

    await user.click(page);
    expect(screen.getByText('10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Item 11' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Item 12' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });
});
