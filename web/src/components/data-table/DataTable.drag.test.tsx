import type { ColumnDef } from '@tanstack/react-table';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { DataTable } from './DataTable';
import { useListParams } from './useListParams';

// A file of its own: the drag code, once loaded, stays loaded for the module registry,
// and this test is about the table drawn before it arrives.

interface City {
  id: string;
  name: string;
  country: string;
}

const COLUMNS: ColumnDef<City, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { label: 'Name', sortField: 'name' } },
  { id: 'country', header: 'Country', accessorKey: 'country', meta: { label: 'Country' } },
];

function Cities() {
  const list = useListParams({ sorts: ['name'] });
  return (
    <DataTable
      tableId="cities"
      caption="Cities"
      accountId="acc-1"
      columns={COLUMNS}
      list={list}
      getRowId={(city) => city.id}
      data={{
        items: [{ id: 'c1', name: 'Mérida', country: 'México' }],
        pagination: { length: 1, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
      }}
    />
  );
}

it('draws its headers at once, makes the columns draggable when the drag code arrives, and keeps the focus', async () => {
  renderRoutes([{ path: '/', element: <Cities /> }]);
  const grip = () =>
    screen.getByRole('columnheader', { name: 'Name' }).querySelector('.data-table__grip');
  // Drawn without dnd-kit first: the grip is there, not yet a handle.
  expect(grip()).not.toHaveClass('data-table__grip--ready');
  const header = screen.getByRole('columnheader', { name: 'Name' });
  header.focus();

  await waitFor(() => expect(grip()).toHaveClass('data-table__grip--ready'));
  // The headers were drawn again; the header that had the focus still has it.
  expect(header).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
});
