import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { PaginatedTable, type Column } from './PaginatedTable';

interface Row {
  id: number;
  name: string;
}

const ALL: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i, name: `Item ${i + 1}` }));
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];

function Harness({ act }: { act: (ids: number[]) => void }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  return (
    <>
      <button onClick={() => setFilter('x')}>Filter</button>
      <PaginatedTable
        caption="Items"
        columns={columns}
        rows={ALL.slice((page - 1) * 10, page * 10)}
        total={ALL.length}
        page={page}
        onPageChange={setPage}
        selectionKey={`${page}:${filter}`}
        rowLabel={(row) => row.name}
        bulkActions={(selected, clear) => (
          <button
            onClick={() => {
              act(selected.map((r) => r.id));
              clear();
            }}
          >
            Act on the selection
          </button>
        )}
      />
    </>
  );
}

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
