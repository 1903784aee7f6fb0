import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { Favourite } from '../../api/favourites';
import { FavouritesExport } from './FavouritesExport';

function applicant(n: number): Favourite {
  return {
    id: `f${n}`,
    kind: 'applicant',
    targetId: `a${n}`,
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    applicant: {
      id: `a${n}`,
      erasedAt: null,
      name: `Ana ${n}`,
      email: `ana${n}@example.com`,
      city: 'Mérida',
      hasCv: false,
    },
  };
}

describe('FavouritesExport', () => {
  it("exports every page of the tab's search, not only the page shown", async () => {
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      // Only the search the screen holds answers these rows.
      const items =
        url.searchParams.get('search') === 'ana'
          ? [applicant(page * 2 - 1), applicant(page * 2)]
          : [];
      return jsonResponse({
        items,
        pagination: { length: 4, size: 2, page, lastPage: 2, startIndex: 0, endIndex: 1 },
      });
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(
      <FavouritesExport
        query={{
          kind: 'applicant',
          search: 'ana',
          sort: 'createdAt',
          order: 'desc',
          page: 1,
          size: 12,
        }}
        total={4}
      />,
    );
    await exportWholeListAsCsv(user);
    await screen.findByText(/4 rows exported/);
    expect(downloads.names[0]).toMatch(/^favourite-applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await downloads.csv()).toEqual([
      'Applicant,Email,City,Starred on',
      'Ana 1,ana1@example.com,Mérida,2026-11-01T10:00:00.000Z',
      'Ana 2,ana2@example.com,Mérida,2026-11-02T10:00:00.000Z',
      'Ana 3,ana3@example.com,Mérida,2026-11-03T10:00:00.000Z',
      'Ana 4,ana4@example.com,Mérida,2026-11-04T10:00:00.000Z',
    ]);
    const asked = fetch.mock.calls.map(([request]) => new URL(request.url).searchParams);
    expect(asked.map((params) => params.get('kind'))).toEqual(['applicant', 'applicant']);
    expect(asked.map((params) => params.get('sort'))).toEqual(['createdAt', 'createdAt']);
    downloads.restore();
  });
});
