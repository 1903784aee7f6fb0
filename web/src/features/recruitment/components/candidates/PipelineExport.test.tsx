import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { Application, ApplicationStage } from '../../api/applications';
import { PipelineExport } from './PipelineExport';

function application(n: number, stage: ApplicationStage, rating: number): Application {
  const at = `2026-11-0${n}T10:00:00.000Z`;
  return {
    id: `app${n}`,
    vacancyId: 'v1',
    applicantId: `a${n}`,
    stage,
    history: [{ stage, at, by: 'u1', byName: 'Admin' }],
    createdAt: at,
    updatedAt: at,
    rating,
    applicant: {
      id: `a${n}`,
      erasedAt: null,
      name: `Person ${n}`,
      email: `p${n}@example.com`,
      city: 'León',
      hasCv: true,
    },
    vacancy: {
      id: 'v1',
      status: 'open',
      companyName: 'Acme',
      code: 'VAC-0001',
      title: 'Driver',
      openings: 1,
    },
  };
}

describe('PipelineExport', () => {
  it("exports every application of the board's vacancy, every page, in the board's order", async () => {
    const fetch = stubFetch((request) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const items =
        url.searchParams.get('vacancyId') !== 'v1'
          ? []
          : page === 1
            ? [application(1, 'offer', 4), application(2, 'applied', 0)]
            : [application(3, 'screening', 5)];
      return jsonResponse({
        items,
        pagination: { length: 3, size: 2, page, lastPage: 2, startIndex: 0, endIndex: 1 },
      });
    });
    const downloads = captureDownloads();
    const { user } = renderWithProviders(
      <PipelineExport vacancyId="v1" vacancyCode="VAC-0001" total={3} />,
    );
    await exportWholeListAsCsv(user);
    await screen.findByText(/3 rows exported/);
    expect(downloads.names[0]).toMatch(/^pipeline-VAC-0001-\d{4}/);
    expect(await downloads.csv()).toEqual([
      'Applicant,Email,City,Vacancy code,Vacancy,Stage,Rating,Applied on,In stage since,Last change',
      'Person 2,p2@example.com,León,VAC-0001,Driver,Applied,0,2026-11-02T10:00:00.000Z,2026-11-02T10:00:00.000Z,2026-11-02T10:00:00.000Z',
      'Person 3,p3@example.com,León,VAC-0001,Driver,Screening,5,2026-11-03T10:00:00.000Z,2026-11-03T10:00:00.000Z,2026-11-03T10:00:00.000Z',
      'Person 1,p1@example.com,León,VAC-0001,Driver,Offer,4,2026-11-01T10:00:00.000Z,2026-11-01T10:00:00.000Z,2026-11-01T10:00:00.000Z',
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
    downloads.restore();
  });
});
