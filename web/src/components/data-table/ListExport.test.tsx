import { screen, waitFor } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../test/downloads';
import { deferred } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ListExport } from './ListExport';
import { pagedLoader } from './record-export';

interface Row {
  id: number;
  name: string;
}

const COLUMNS = [
  { label: 'Id', value: (row: Row) => row.id },
  { label: 'Name', value: (row: Row) => row.name },
];

/** Three pages of two rows each. */
function pages(gate?: Promise<void>) {
  return jest.fn(async (page: number, size: number) => {
    if (page === 2 && gate) await gate;
    const items = [1, 2].map((n) => ({
      id: (page - 1) * 2 + n,
      name: `Row ${(page - 1) * 2 + n}`,
    }));
    return { items, pagination: { length: 6, page, lastPage: 3, size } };
  });
}

describe('ListExport', () => {
  it('writes every page of the list as CSV, shows progress and says what it wrote', async () => {
    const downloads = captureDownloads();
    const gate = deferred<void>();
    const fetchPage = pages(gate.promise);
    const { user } = renderWithProviders(
      <ListExport
        id="rows"
        fileBase="rows"
        title="Rows"
        columns={COLUMNS}
        load={pagedLoader(fetchPage)}
        total={6}
      />,
    );
    // A still button stands in while the menu loads.
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByRole('button', { name: /selected/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Whole filtered list as CSV (6)' }));
    expect(await screen.findByRole('button', { name: 'Exporting 2 / 6' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText(/6 rows exported to rows-\d{4}-\d{2}-\d{2}\.csv/)).toBeVisible();
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(await downloads.csv()).toEqual([
      'Id,Name',
      '1,Row 1',
      '2,Row 2',
      '3,Row 3',
      '4,Row 4',
      '5,Row 5',
      '6,Row 6',
    ]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    downloads.restore();
  });

  it('says why an export failed, and writes nothing', async () => {
    const downloads = captureDownloads();
    const { user } = renderWithProviders(
      <ListExport
        id="rows"
        fileBase="rows"
        title="Rows"
        columns={COLUMNS}
        load={() => Promise.reject(new Error('The server is away'))}
        total="unknown"
      />,
    );
    await exportWholeListAsCsv(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed. The server is away',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled());
    expect(downloads.names).toEqual([]);
    downloads.restore();
  });
});
