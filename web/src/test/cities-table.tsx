import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../components/data-table/DataTable';
import { useListParams } from '../components/data-table/useListParams';

interface City {
  id: string;
  name: string;
  country: string;
}

const COLUMNS: ColumnDef<City, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { label: 'Name', sortField: 'name' } },
  { id: 'country', header: 'Country', accessorKey: 'country', meta: { label: 'Country' } },
];

/** A data table of one city, with a sortable and a plain column: the drag tests' screen. */
export function CitiesTable() {
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
