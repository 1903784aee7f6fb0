import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { Banner } from '../../api/banners';
import { BannersExport } from './BannersExport';

function banner(order: number, title: string, extra: Partial<Banner> = {}): Banner {
  return {
    id: `b${order}`,
    image: null,
    link: null,
    startsAt: null,
    endsAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    title,
    order,
    active: true,
    ...extra,
  };
}

describe('BannersExport', () => {
  it('exports every banner in the home page order, each with whether it shows', async () => {
    stubFetch(() =>
      jsonResponse([
        banner(0, 'Summer', { link: '/apps/premios' }),
        banner(1, 'Paused', { active: false }),
        banner(2, 'Later', { startsAt: '2999-01-01T00:00:00.000Z' }),
      ]),
    );
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<BannersExport total={3} />);
    await exportWholeListAsCsv(user);
    await screen.findByText(/3 rows exported/);
    expect(downloads.names[0]).toMatch(/^banners-\d{4}/);
    expect(await downloads.csv()).toEqual([
      'Position,Title,Link,Active,On the home page,Shown from,Shown until,Image',
      '1,Summer,/apps/premios,Yes,On the home page now,,,',
      '2,Paused,,No,Not on the home page,,,',
      '3,Later,,Yes,Scheduled,2999-01-01T00:00:00.000Z,,',
    ]);
    downloads.restore();
  });
});
