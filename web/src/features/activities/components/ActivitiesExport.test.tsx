import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../test/downloads';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { FeedActivity } from '../api/activity-feed';
import { ActivitiesExport } from './ActivitiesExport';

function activity(n: number, kind: FeedActivity['kind']): FeedActivity {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    icon: 'heroicons_outline:user-plus',
    image: null,
    date: `2026-11-0${n}T10:00:00.000Z`,
    extraContent: null,
    linkedContent: null,
    link: null,
    kind,
    author: null,
    canDelete: false,
    description: `<p>Applicant <strong>${n}</strong> applied</p>`,
    useRouter: false,
  };
}

describe('ActivitiesExport', () => {
  it('exports every page of the filtered feed, following its cursor', async () => {
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      // Only the applicant filter answers these activities.
      if (url.searchParams.get('kind') !== 'applicant') {
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      }
      const second = url.searchParams.get('before') === 'cursor-1';
      const items = second
        ? [activity(3, 'applicant')]
        : [1, 2].map((n) => activity(n, 'applicant'));
      return new Response(JSON.stringify(items), {
        headers: {
          'Content-Type': 'application/json',
          ...(second ? {} : { 'X-Next-Cursor': 'cursor-1' }),
        },
      });
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(<ActivitiesExport kind="applicant" />);
    await exportWholeListAsCsv(user);
    await screen.findByText(/3 rows exported/);
    expect(downloads.names[0]).toMatch(/^activities-applicant-\d{4}/);
    expect(await downloads.csv()).toEqual([
      'Date,Kind,What happened,Details,Link text,Link,Posted by',
      '2026-11-01T10:00:00.000Z,New applicant,Applicant 1 applied,,,,',
      '2026-11-02T10:00:00.000Z,New applicant,Applicant 2 applied,,,,',
      '2026-11-03T10:00:00.000Z,New applicant,Applicant 3 applied,,,,',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    downloads.restore();
  });
});
