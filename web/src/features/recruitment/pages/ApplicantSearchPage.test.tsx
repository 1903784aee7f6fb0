import { screen } from '@testing-library/react';
import { captureDownloads } from '../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { formatDateTime } from '../../../lib/format';
import { ApplicantSearchPage } from './ApplicantSearchPage';

const APPLICANT = {
  id: '11111111-1111-4111-8111-111111111111',
  documentId: 'FEGL900101MNLRRC09',
  birthDate: null,
  yearsExperience: 4,
  education: null,
  expectedSalary: null,
  source: 'website',
  cvFileId: null,
  cvFormat: null,
  cvSize: null,
  cvUploadedAt: null,
  consentAt: '2026-11-20T10:00:00.000Z',
  consentText: null,
  consentLanguage: null,
  erasedAt: null,
  createdAt: '2026-11-20T23:30:00.000Z',
  updatedAt: '2026-11-20T23:30:00.000Z',
  firstName: 'Lucía',
  lastName: 'Fernández',
  email: 'lucia@example.com',
  phone: '+52 81 1234 5678',
  city: 'Monterrey',
  skills: ['Excel'],
  notes: '',
  applicationCount: 0,
};

describe('ApplicantSearchPage (apps/Busquedapostulante)', () => {
  it('exports the phone and document with the list, and the dates in local time', async () => {
    stubFetch((request) => {
      const items = new URL(request.url).pathname === '/api/applicants' ? [APPLICANT] : [];
      return jsonResponse({
        items,
        pagination: { length: items.length, size: 10, page: 1, lastPage: 1 },
      });
    });
    const downloads = captureDownloads();
    const { user } = renderRoutes(
      [{ path: '/apps/Busquedapostulante', element: <ApplicantSearchPage /> }],
      { initialEntries: ['/apps/Busquedapostulante'] },
    );
    // The table's module loads lazily: a slow machine may take a while.
    expect(
      await screen.findByRole('link', { name: 'Lucía Fernández' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Both stay off the screen's columns.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).not.toContain('Phone');
    expect(headers).not.toContain('Document');

    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await user.click(screen.getByRole('button', { name: /export/i }));
    await user.click(screen.getByRole('button', { name: 'Selected row as CSV (1)' }));
    const [header, row] = await downloads.csv();
    const columns = header.split(',');
    expect(columns).toEqual(expect.arrayContaining(['Phone', 'Document', 'Created']));
    const cells = row.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/"/g, ''));
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('Phone')).toBe('+52 81 1234 5678');
    expect(cell('Document')).toBe('FEGL900101MNLRRC09');
    expect(cell('Created')).toBe(formatDateTime(APPLICANT.createdAt, 'en'));
    expect(cell('Created')).not.toContain('T23:30');
    downloads.restore();
  });

  it('marks the pages an export of the whole list fetches, for the audit trail', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({
        items: [APPLICANT],
        pagination: { length: 1, size: 10, page: 1, lastPage: 1 },
      }),
    );
    const downloads = captureDownloads();
    const { user } = renderRoutes(
      [{ path: '/apps/Busquedapostulante', element: <ApplicantSearchPage /> }],
      { initialEntries: ['/apps/Busquedapostulante'] },
    );
    await screen.findByRole('link', { name: 'Lucía Fernández' }, { timeout: 10_000 });
    const shown = fetch.mock.calls.map(([request]) => request.headers.get('X-List-Export'));
    expect(shown.every((header) => header === null)).toBe(true);

    await user.click(screen.getByRole('button', { name: /export/i }));
    await user.click(screen.getByRole('button', { name: 'Whole filtered list as CSV (1)' }));
    await downloads.csv();
    const exported = fetch.mock.calls.slice(shown.length).map(([request]) => request);
    expect(exported.map((request) => new URL(request.url).pathname)).toContain('/api/applicants');
    expect(exported.every((request) => request.headers.get('X-List-Export') === 'export')).toBe(
      true,
    );
    downloads.restore();
  });
});
