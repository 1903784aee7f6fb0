import { screen, waitFor, within } from '@testing-library/react';
import { uploadWithProgress } from '../../../lib/api/upload';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Import, ImportRow } from '../api/imports';
import { SheetPage } from './SheetPage';

jest.mock('../../../lib/api/upload', () => ({
  ...jest.requireActual('../../../lib/api/upload'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

const ID = '11111111-2222-4333-8444-555555555555';

const FIELDS: Import['fields'] = [
  { key: 'firstName', type: 'text', required: true },
  { key: 'lastName', type: 'text', required: true },
  { key: 'email', type: 'text', required: true },
  { key: 'city', type: 'text', required: false },
];

const UPLOADED: Import = {
  id: ID,
  kind: 'applicants',
  fileName: 'people.csv',
  format: 'csv',
  headers: ['Nombre', 'Apellidos', 'Correo', 'Ciudad'],
  sample: [['Ana', 'López', 'ana@example.com', 'Mérida']],
  rowCount: 2,
  fields: FIELDS,
  mapping: [
    { field: 'firstName', column: 0 },
    { field: 'lastName', column: 1 },
    { field: 'email', column: null },
    { field: 'city', column: 3 },
  ],
  state: 'uploaded',
  progress: null,
  duplicates: null,
  summary: null,
  result: null,
  error: null,
  expiresAt: '2026-11-26T10:00:00.000Z',
};

const ROWS: ImportRow[] = [
  {
    line: 3,
    status: 'invalid',
    values: { firstName: 'Bo', lastName: 'Ruiz', email: 'bad', city: '' },
    errors: [{ field: 'email', code: null, message: 'email must be an email address' }],
    recordId: null,
  },
];

function renderPage(path = '/apps/sheet') {
  return renderRoutes([{ path: '/apps/sheet', element: <SheetPage /> }], {
    initialEntries: [path],
  });
}

describe('SheetPage', () => {
  beforeEach(() => upload.mockReset());

  it('takes a file through columns, the check and the import, to its report', async () => {
    let current: Import = UPLOADED;
    const sent: { method: string; path: string; body?: unknown }[] = [];
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? ((await request.json()) as unknown) : undefined;
      sent.push({ method: request.method, path, body });
      if (path === `/api/imports/${ID}/preview`) {
        current = { ...current, state: 'previewing', progress: { done: 0, total: 2 } };
        const answer = current;
        // The next look finds it checked.
        current = {
          ...current,
          state: 'previewed',
          progress: { done: 2, total: 2 },
          duplicates: 'skip',
          mapping: (body as { mapping: Import['mapping'] }).mapping,
          summary: { rows: 2, create: 1, update: 0, skip: 0, invalid: 1 },
        };
        return jsonResponse(answer, 202);
      }
      if (path === `/api/imports/${ID}/rows`) {
        return jsonResponse({
          items: ROWS,
          pagination: { length: 1, size: 25, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
        });
      }
      if (path === `/api/imports/${ID}/commit`) {
        const answer = { ...current, state: 'importing' as const };
        current = {
          ...current,
          state: 'imported',
          result: {
            reportId: ID,
            created: 1,
            updated: 0,
            skipped: 0,
            failed: 1,
            at: '2026-11-26T09:00:00.000Z',
            consentConfirmedAt: '2026-11-26T09:00:00.000Z',
          },
        };
        return jsonResponse(answer, 202);
      }
      if (path === `/api/imports/${ID}`) return jsonResponse(current);
      return jsonResponse({}, 404);
    });
    upload.mockResolvedValue(UPLOADED);

    const { user, router } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import from a sheet' }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Applicants/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const file = new File(['Nombre,Apellidos,Correo,Ciudad\n'], 'people.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('sheet-file-input'), file);
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/imports',
        fields: { kind: 'applicants', file: [file, 'people.csv'] },
      }),
    );
    expect(await screen.findByText('people.csv: 2 rows read.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?import=${ID}`);

    // The required e-mail has no column yet: the check waits for it.
    const email = await screen.findByRole('combobox', { name: /E-mail/ });
    expect(screen.getByText('Choose a column for: E-mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the rows' })).toBeDisabled();
    await user.selectOptions(email, 'C · Correo');
    await user.click(screen.getByRole('radio', { name: /Update the stored record/ }));
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(sent.find((call) => call.path.endsWith('/preview'))?.body).toEqual({
      mapping: [
        { field: 'firstName', column: 0 },
        { field: 'lastName', column: 1 },
        { field: 'email', column: 2 },
        { field: 'city', column: 3 },
      ],
      duplicates: 'update',
    });

    // Checked: the counts, the rows with errors first, the consent before importing.
    const summary = await screen.findByTestId('sheet-summary', {}, { timeout: 3000 });
    expect(within(summary).getByText('With errors').nextElementSibling).toHaveTextContent('1');
    const row = await screen.findByTestId('sheet-row-3');
    expect(row).toHaveTextContent('E-mail: email must be an email address');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('invalid');
    const importButton = screen.getByRole('button', { name: 'Import 1 row' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /everyone in this file agreed/ }));
    await user.click(importButton);
    expect(sent.find((call) => call.path.endsWith('/commit'))?.body).toEqual({ consent: true });

    const report = await screen.findByTestId('sheet-report', {}, { timeout: 3000 });
    expect(within(report).getByText('Created').nextElementSibling).toHaveTextContent('1');
    expect(within(report).getByText('With errors').nextElementSibling).toHaveTextContent('1');
    expect(
      await screen.findByText('Imported: 1 created, 0 updated, 0 skipped, 1 with errors.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the applicants' })).toHaveAttribute(
      'href',
      '/apps/Busquedapostulante',
    );
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Import');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    stubFetch();
    const { user } = renderPage('/apps/sheet?kind=vacancies');
    expect(
      await screen.findByRole('heading', { name: 'Upload a file of vacancies' }),
    ).toBeVisible();
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByTestId('sheet-file-input'), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'big.csv is 11 MB: files up to 10 MB are imported.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('says so when an upload is no longer kept, and asks for the file again', async () => {
    stubFetch(() =>
      jsonResponse(
        { statusCode: 404, message: 'gone', error: 'Not Found', code: 'import-expired' },
        404,
      ),
    );
    renderPage(`/apps/sheet?import=${ID}`);
    expect(
      await screen.findByText(
        'This upload is no longer kept (30 minutes after its last use). Upload the file again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload a file of applicants' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('File'),
    );
  });
});
