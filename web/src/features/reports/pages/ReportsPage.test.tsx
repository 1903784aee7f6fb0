import { screen, waitFor, within } from '@testing-library/react';
import { AccessContext, type Role } from '../../../lib/access';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Report, ReportRun, SavedReport } from '../api/reports';
import { ReportsPage } from './ReportsPage';

const STAGES: Report = {
  kind: 'applicants-per-stage',
  period: { preset: 'last-month', from: '2026-04-01', to: '2026-04-30' },
  columns: [
    { key: 'stage', type: 'stage' },
    { key: 'applications', type: 'count' },
  ],
  rows: [
    { id: 'applied', cells: ['applied', 3] },
    { id: 'hired', cells: ['hired', 1200] },
  ],
  totals: [null, 1203],
  chart: { kind: 'bar', horizontal: false, labelColumn: 0, valueColumns: [1] },
};

const RUN: ReportRun = {
  id: 'run-1',
  reportId: 'saved-1',
  trigger: 'manual',
  status: 'succeeded',
  startedAt: '2026-05-18T08:00:00.000Z',
  finishedAt: '2026-05-18T08:00:01.000Z',
  period: { preset: 'last-month', from: '2026-04-01', to: '2026-04-30' },
  fileId: 'file-1',
  fileName: 'Etapas 2026-05-18 0800.xlsx',
  mailedTo: [],
  error: null,
};

const SAVED: SavedReport = {
  id: 'saved-1',
  ownerId: 'me',
  ownerName: 'Ada Lovelace',
  name: 'Etapas',
  kind: 'applicants-per-stage',
  filters: { period: 'last-month', from: null, to: null },
  schedule: { frequency: 'weekly', time: '08:00', weekday: 1, dayOfMonth: null },
  format: 'xlsx',
  language: 'en',
  recipients: ['ada@talento.local'],
  active: true,
  nextRunAt: '2026-05-25T08:00:00.000Z',
  lastRun: null,
  createdAt: '2026-05-17T10:00:00.000Z',
  updatedAt: '2026-05-17T10:00:00.000Z',
};

function renderPage(roles: Role[], path = '/apps/autoreportes?report=applicants-per-stage') {
  let saved: SavedReport[] = [SAVED];
  const posted: unknown[] = [];
  const fetch = stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/reports/figures/')) return jsonResponse(STAGES);
    if (url.pathname === '/api/common/user') return jsonResponse({ email: 'ada@talento.local' });
    if (url.pathname === '/api/reports/saved' && request.method === 'POST') {
      const body = (await request.json()) as SavedReport;
      posted.push(body);
      const created = { ...SAVED, ...body, id: 'saved-2' };
      saved = [...saved, created];
      return jsonResponse(created, 201);
    }
    if (url.pathname === '/api/reports/saved') return jsonResponse(saved);
    if (url.pathname === '/api/reports/saved/saved-1/run') return jsonResponse(RUN);
    if (url.pathname === '/api/reports/saved/saved-1/runs') return jsonResponse([RUN]);
    if (url.pathname === '/api/reports/saved/saved-1' && request.method === 'DELETE') {
      saved = saved.filter((one) => one.id !== 'saved-1');
      return jsonResponse(SAVED);
    }
    return jsonResponse({}, 404);
  });
  const rendered = renderRoutes(
    [
      {
        path: '/apps/autoreportes',
        element: (
          <AccessContext value={{ accountId: 'me', roles }}>
            <ReportsPage />
          </AccessContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...rendered, fetch, posted };
}

const calls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([request]) => `${request.method} ${new URL(request.url).pathname}`);

describe('ReportsPage', () => {
  it('offers only the reports the roles allow', async () => {
    renderPage(['rewards'], '/apps/autoreportes');
    const picker = await screen.findByRole('combobox', { name: 'Report' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Redemptions and points per month', 'Invoices per status']);
  });

  it('shows the figures as a table with totals, in words', async () => {
    renderPage(['recruiter']);
    const table = await screen.findByTestId('report-table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StageApplications',
      'Applied3',
      'Hired1,200',
      'Total1,203',
    ]);
    expect(screen.getByRole('figure', { name: 'Applicants per stage' })).toBeInTheDocument();
    expect(screen.getByText(/From Apr 1, 2026 to Apr 30, 2026/)).toBeInTheDocument();
  });

  it('saves the report on screen with a schedule and recipients', async () => {
    const { user, posted } = renderPage(['recruiter']);
    await screen.findByTestId('report-table');
    await user.click(screen.getByRole('button', { name: 'Save as scheduled report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as scheduled report' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Applicants per stage');
    await user.clear(name);
    await user.type(name, 'Lunes');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Runs' }), 'monthly');
    const day = within(dialog).getByRole('spinbutton', { name: 'Day of the month' });
    await user.clear(day);
    await user.type(day, '31');
    const recipients = within(dialog).getByRole('textbox', { name: 'Send by e-mail to' });
    expect(recipients).toHaveValue('ada@talento.local');
    await user.type(recipients, ', Jefa@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('Lunes was saved')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Lunes',
        kind: 'applicants-per-stage',
        filters: { period: 'this-month' },
        schedule: { frequency: 'monthly', time: '08:00', dayOfMonth: 31 },
        format: 'xlsx',
        language: 'en',
        recipients: ['ada@talento.local', 'jefa@example.com'],
        active: true,
      },
    ]);
  });

  it('refuses addresses that are not e-mails before sending', async () => {
    const { user, fetch } = renderPage(['recruiter']);
    await screen.findByTestId('report-table');
    await user.click(screen.getByRole('button', { name: 'Save as scheduled report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Send by e-mail to' }), ' nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save report' }));
    expect(await within(dialog).findByText('Not an e-mail address: nope')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/reports/saved');
  });

  it('lists saved reports with their schedule; runs one now and shows its history', async () => {
    const { user } = renderPage(['recruiter']);
    const item = await screen.findByTestId('saved-report');
    expect(item).toHaveTextContent('Every Monday at 08:00 UTC');
    expect(item).toHaveTextContent('Not run yet');
    await user.click(within(item).getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText(
        "Etapas ran: Etapas 2026-05-18 0800.xlsx is in the file manager's Reports folder",
      ),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'Runs of Etapas' });
    expect(await within(history).findByTestId('run-row')).toHaveTextContent('Done');
    expect(
      within(history).getByRole('button', { name: 'Etapas 2026-05-18 0800.xlsx' }),
    ).toBeInTheDocument();
  });

  it('deletes a saved report after confirming', async () => {
    const { user, fetch } = renderPage(['recruiter']);
    const item = await screen.findByTestId('saved-report');
    await user.click(within(item).getByRole('button', { name: 'Delete Etapas' }));
    const confirmation = await screen.findByRole('dialog', {
      name: 'Delete the scheduled report?',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Etapas was deleted')).toBeInTheDocument();
    expect(calls(fetch)).toContain('DELETE /api/reports/saved/saved-1');
    await waitFor(() => expect(screen.queryByTestId('saved-report')).not.toBeInTheDocument());
  });
});
