import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { InterviewSlot } from '../../api/interview-slots';
import { InterviewsExport } from './InterviewsExport';

const FROM = '2026-11-26T03:00:00.000Z';
const TO = '2026-11-27T03:00:00.000Z';

function slot(n: number, people: string[]): InterviewSlot {
  return {
    id: `s${n}`,
    vacancyId: 'v1',
    startsAt: `2026-11-26T1${n}:00:00.000Z`,
    endsAt: `2026-11-26T1${n}:30:00.000Z`,
    bookings: people.map((name, index) => ({
      id: `b${n}-${index}`,
      applicantId: `a${n}-${index}`,
      consentAt: '2026-11-20T10:00:00.000Z',
      consentText: null,
      consentLanguage: null,
      bookedAt: '2026-11-20T10:00:00.000Z',
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '',
    })),
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    vacancy: {
      id: 'v1',
      status: 'open',
      companyName: 'Acme',
      code: 'VAC-0001',
      title: 'Driver',
      openings: 1,
    },
    capacity: 2,
    remaining: 2 - people.length,
  };
}

describe('InterviewsExport', () => {
  it("exports each booking of the day's slots, every page, an empty slot as one row", async () => {
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const day = url.searchParams.get('from') === FROM && url.searchParams.get('to') === TO;
      const items = !day ? [] : page === 1 ? [slot(1, ['Ana', 'Luis'])] : [slot(2, [])];
      return jsonResponse({
        items,
        pagination: { length: 2, size: 1, page, lastPage: 2, startIndex: 0, endIndex: 0 },
      });
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(
      <InterviewsExport day="2026-11-26" from={FROM} to={TO} slots={undefined} />,
    );
    await exportWholeListAsCsv(user);
    await screen.findByText(/3 rows exported/);
    expect(downloads.names[0]).toMatch(/^interviews-2026-11-26-\d{4}/);
    const lines = await downloads.csv();
    expect(lines[0]).toBe(
      'Starts,Ends,Vacancy code,Vacancy,Company,Places,Places left,Applicant,Email,Phone,Booked on',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(6, 9).join(','))).toEqual([
      '0,Ana,ana@example.com',
      '0,Luis,luis@example.com',
      '2,,',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    downloads.restore();
  });
});
