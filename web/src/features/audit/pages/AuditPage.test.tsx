import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { AuditEntry } from '../api/audit';
import { AuditPage } from './AuditPage';

const RITA = '11111111-1111-4111-8111-111111111111';
const APPLICANT = 'aaaaaaaa-0000-4000-8000-000000000001';

function entry(id: string, change: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    at: '2026-11-20T10:00:00.000Z',
    action: 'read',
    actorId: RITA,
    actorEmail: 'rita@talento.local',
    ip: '203.0.113.7',
    collection: 'applicants',
    recordId: APPLICANT,
    ...change,
  };
}

const ENTRIES = [
  entry('e1', { action: 'erase', at: '2026-11-20T12:00:00.000Z' }),
  entry('e2', {
    action: 'sign-in-failed',
    actorId: null,
    actorEmail: null,
    collection: null,
    recordId: null,
    ip: '198.51.100.4',
  }),
  entry('e3', { action: 'export', collection: 'members', recordId: null }),
];

/** The trail's API: answers every list call with ENTRIES and keeps the queries asked. */
function fakeServer() {
  const queries: URLSearchParams[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/audit') return jsonResponse({}, 404);
    queries.push(url.searchParams);
    return jsonResponse({
      items: ENTRIES,
      pagination: { length: 3, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: 2 },
    });
  });
  return { queries, last: () => queries.at(-1)! };
}

function renderPage(path = '/admin/audit') {
  return renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], {
    initialEntries: [path],
  });
}

/** The table row showing `text` (the action names are also the filter's options). */
const row = (text: string) =>
  screen
    .getAllByText(text)
    .find((element) => element.closest('tr'))!
    .closest('tr')!;

describe('AuditPage', () => {
  it('lists who did what to which record, from where, newest first', async () => {
    const server = fakeServer();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await screen.findByText('198.51.100.4');
    const erased = row('Erase personal data');
    expect(erased).toHaveTextContent('rita@talento.local');
    expect(erased).toHaveTextContent('Applicant');
    expect(
      within(erased).getByRole('button', {
        name: `Show only the entries about record ${APPLICANT}`,
      }),
    ).toHaveTextContent('aaaaaaaa');
    const failed = row('Failed sign-in');
    expect(failed).toHaveTextContent('Unknown account');
    expect(failed).toHaveTextContent('198.51.100.4');
    expect(row('Export')).toHaveTextContent('Memberlist');
    // Newest first: the server's default order, asked for by no sort at all.
    expect(server.last().get('sort')).toBeNull();
  });

  it('filters by action, record type and days, keeping them in the URL', async () => {
    const server = fakeServer();
    const { user, router } = renderPage();
    await screen.findByText('198.51.100.4');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'erase');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Record type' }), 'members');
    await waitFor(() => expect(server.last().get('collection')).toBe('members'));
    expect(server.last().get('action')).toBe('erase');
    expect(router.state.location.search).toContain('action=erase');

    // A "to" day is taken whole: the list asks for entries before the next day.
    const [from, to] = [screen.getByLabelText('From'), screen.getByLabelText('To')];
    await user.type(from, '2026-11-01');
    await user.type(to, '2026-11-30');
    await waitFor(() => expect(server.last().get('to')).toBe('2026-12-01'));
    expect(server.last().get('from')).toBe('2026-11-01');
  });

  it('narrows to one account or one record from a row, and takes the filter off again', async () => {
    const server = fakeServer();
    const { user, router } = renderPage();
    await screen.findByText('198.51.100.4');
    await user.click(
      within(row('Erase personal data')).getByRole('button', { name: 'rita@talento.local' }),
    );
    await waitFor(() => expect(server.last().get('actorId')).toBe(RITA));
    await user.click(
      within(row('Erase personal data')).getByRole('button', {
        name: `Show only the entries about record ${APPLICANT}`,
      }),
    );
    await waitFor(() => expect(server.last().get('recordId')).toBe(APPLICANT));

    await user.click(screen.getByRole('button', { name: 'Remove the filter Account 11111111' }));
    await waitFor(() => expect(server.last().get('actorId')).toBeNull());
    expect(server.last().get('recordId')).toBe(APPLICANT);
    expect(router.state.location.search).not.toContain('actorId');
  });
});
