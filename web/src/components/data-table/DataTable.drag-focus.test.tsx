import type { ColumnDef } from '@tanstack/react-table';
import { act, screen, waitFor } from '@testing-library/react';
import type * as ReactModule from 'react';
import { renderRoutes } from '../../test/render';
import { DataTable } from './DataTable';
import { useListParams } from './useListParams';

// A file of its own: the drag code, once loaded, stays loaded for the module registry,
// and this test is about the headers drawn again when it arrives.

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

it('keeps the focus of a header focused after the drag code arrived, before the headers were drawn again', async () => {
  // The headers are drawn again in a transition: held here until the header has the focus.
  const held: (() => void)[] = [];
  const react = jest.requireActual<typeof ReactModule>('react');
  const transition = jest
    .spyOn(react, 'startTransition')
    .mockImplementation((draw) => void held.push(draw));
  renderRoutes([{ path: '/', element: <Cities /> }]);
  await waitFor(() => expect(held).toHaveLength(1));
  transition.mockRestore();

  const header = screen.getByRole('columnheader', { name: 'Country' });
  header.focus();
  act(() => held[0]());

  expect(header).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Country' })).toHaveFocus();
});
