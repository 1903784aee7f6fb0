import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Invoice } from '../api/invoices';
import type { Member } from '../api/members';
import { PENDING_INVOICE } from '../testing/invoices';
import { InvoicesReviewPage } from './InvoicesReviewPage';

const ANA: Member = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana',
  surname: 'López',
  email: 'ana@example.com',
  phone: '',
  documentId: 'LOPA800101',
  company: 'Acme',
  points: 300,
  status: 'active',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
} as Member;

/** One of Ana's invoices as the list shows it (no version), its PDF attached unless told. */
function invoice(id: string, number: string, change: Partial<Invoice> = {}): Invoice {
  return {
    ...PENDING_INVOICE,
    version: undefined,
    id,
    memberId: ANA.id,
    number,
    file: {
      id: `file-${id}`,
      name: `${number}.pdf`,
      contentType: 'application/pdf',
      size: 20_480,
    },
    ...change,
  };
}

const FIRST = invoice('a0000000-0000-4000-8000-000000000001', 'SOR-100001');
const SECOND = invoice('a0000000-0000-4000-8000-000000000002', 'SOR-100002', {
  vendor: 'Liverpool',
  amount: 80,
  file: null,
});
const APPROVED = invoice('a0000000-0000-4000-8000-000000000003', 'LIV-200001', {
  status: 'approved',
  pointsAwarded: 40,
  reviewedAt: '2026-10-05T12:00:00.000Z',
});
const REJECTED = invoice('a0000000-0000-4000-8000-000000000004', 'CHD-300001', {
  status: 'rejected',
  rejectionReason: 'The invoice is illegible',
  reviewedAt: '2026-10-06T12:00:00.000Z',
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const page = <T,>(items: T[]) => ({
  items,
  pagination: { length: items.length, size: 10, page: 1, lastPage: 1 },
});

/** A small stand-in for the invoices API, recording every call. */
function fakeServer(initial: Invoice[]) {
  let invoices = [...initial];
  const calls: Call[] = [];
  const failures = new Map<string, { status: number; body: Record<string, unknown> }>();
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    const failure = failures.get(`${request.method} ${url.pathname}`);
    if (failure) {
      return jsonResponse(
        { statusCode: failure.status, error: 'Error', ...failure.body },
        failure.status,
      );
    }
    if (url.pathname === '/api/members') return jsonResponse(page([ANA]));
    if (request.method === 'GET' && url.pathname === '/api/invoices') {
      const completed = url.searchParams.get('completed');
      const status = url.searchParams.get('status');
      return jsonResponse(
        page(
          invoices
            .filter(
              (one) => completed === null || (one.status !== 'pending') === (completed === 'true'),
            )
            .filter((one) => !status || one.status === status),
        ),
      );
    }
    const match = /^\/api\/invoices\/([^/]+)(?:\/(\w+))?$/.exec(url.pathname);
    if (!match) return jsonResponse({});
    const [, id, action] = match;
    const current = invoices.find((one) => one.id === id);
    if (!current)
      return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    const update = (change: Partial<Invoice>) => {
      invoices = invoices.map((one) => (one.id === id ? { ...one, ...change } : one));
      return jsonResponse(invoices.find((one) => one.id === id));
    };
    if (action === 'file' && request.method === 'GET') {
      return new Response(new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      });
    }
    if (action === 'approve')
      return update({
        status: 'approved',
        pointsAwarded: 125,
        reviewedAt: '2026-10-07T10:00:00.000Z',
      });
    if (action === 'reject') {
      return update({
        status: 'rejected',
        rejectionReason: (calls.at(-1)!.body as { reason: string }).reason,
      });
    }
    if (request.method === 'DELETE') {
      invoices = invoices.filter((one) => one.id !== id);
      return jsonResponse(current);
    }
    return jsonResponse(current);
  });
  return {
    calls,
    actions: () => calls.filter((call) => call.method !== 'GET'),
    fail: (method: string, path: string, status: number, body: Record<string, unknown>) =>
      failures.set(`${method} ${path}`, { status, body }),
  };
}

function renderPage(path = '/apps/facturas-completadas') {
  return renderRoutes([{ path: '/apps/facturas-completadas', element: <InvoicesReviewPage /> }], {
    initialEntries: [path],
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/invoice');
  URL.revokeObjectURL = jest.fn();
});

describe('InvoicesReviewPage', () => {
  it('lists the pending invoices to review, and the completed ones on their tab', async () => {
    const server = fakeServer([FIRST, SECOND, APPROVED, REJECTED]);
    const { user, router } = renderPage();
    expect(await screen.findByText('SOR-100001')).toBeInTheDocument();
    expect(row('SOR-100001')).toHaveTextContent('Ana López');
    expect(row('SOR-100001')).toHaveTextContent('MX$1,250.50');
    expect(row('SOR-100001')).toHaveTextContent('Attached');
    expect(row('SOR-100002')).toHaveTextContent('Missing');
    expect(screen.queryByText('LIV-200001')).not.toBeInTheDocument();
    const listCall = server.calls.find(
      (call) => call.path === '/api/invoices' && call.query.get('size') === '10',
    );
    expect(listCall?.query.get('completed')).toBe('false');
    expect(listCall?.query.get('sort')).toBe('createdAt');
    expect(listCall?.query.get('order')).toBe('asc');

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=completed'));
    expect(await screen.findByText('LIV-200001')).toBeInTheDocument();
    expect(row('LIV-200001')).toHaveTextContent('Approved');
    expect(row('LIV-200001')).toHaveTextContent('40');
    expect(row('CHD-300001')).toHaveTextContent('Rejected');
    expect(row('CHD-300001')).toHaveTextContent('The invoice is illegible');
    expect(row('CHD-300001')).toHaveTextContent('System');
    expect(screen.queryByText('SOR-100001')).not.toBeInTheDocument();
  });

  it('says when nothing waits for review', async () => {
    fakeServer([APPROVED]);
    renderPage();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it('opens an invoice beside its file; approving calls the endpoint and tells the points', async () => {
    const server = fakeServer([FIRST, SECOND]);
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Review invoice SOR-100001' }));
    const panel = await screen.findByRole('dialog', { name: /Invoice SOR-100001/ });
    await waitFor(() => expect(router.state.location.search).toContain(`invoice=${FIRST.id}`));
    expect(await within(panel).findByTitle('Invoice SOR-100001 (PDF)')).toBeInTheDocument();
    expect(within(panel).getByText('SOR-100001.pdf')).toBeInTheDocument();
    expect(within(panel).getByText('Soriana')).toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Invoice SOR-100001 approved: Ana López earns 125 points.'),
    ).toBeInTheDocument();
    expect(server.actions()).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/invoices/${FIRST.id}/approve` }),
    ]);
    // The panel moves on to the next invoice of the queue.
    await waitFor(() => expect(router.state.location.search).toContain(`invoice=${SECOND.id}`));
  });

  it('will not approve an invoice without its file', async () => {
    fakeServer([SECOND]);
    const { user } = renderPage(`/apps/facturas-completadas?invoice=${SECOND.id}`);
    const panel = await screen.findByRole('dialog', { name: /Invoice SOR-100002/ });
    expect(await within(panel).findByText('No file yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(
      within(panel).getByText('Upload the invoice’s file before approving it.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Upload file' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(within(panel).getByLabelText('Reason for rejecting')).toHaveFocus();
  });

  it('asks for a reason before rejecting, then confirms and toasts', async () => {
    const server = fakeServer([FIRST]);
    const { user } = renderPage(`/apps/facturas-completadas?invoice=${FIRST.id}`);
    const panel = await screen.findByRole('dialog', { name: /Invoice SOR-100001/ });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    await user.click(within(panel).getByRole('button', { name: 'Reject invoice' }));
    expect(await within(panel).findByText('Say why the invoice is rejected.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reason for rejecting')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.actions()).toEqual([]);

    await user.type(
      within(panel).getByLabelText('Reason for rejecting'),
      'The vendor is not part of the programme',
    );
    await user.click(within(panel).getByRole('button', { name: 'Reject invoice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this invoice?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Invoice SOR-100001 was rejected.')).toBeInTheDocument();
    expect(server.actions()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/api/invoices/${FIRST.id}/reject`,
        body: { reason: 'The vendor is not part of the programme' },
      }),
    ]);
  });

  it('keeps the reason and shows the server’s message when rejecting fails', async () => {
    const server = fakeServer([FIRST]);
    server.fail('POST', `/api/invoices/${FIRST.id}/reject`, 409, {
      message: 'Invoice SOR-100001 was already approved; only pending invoices can be rejected',
      fields: { status: ['Invoice SOR-100001 was already approved'] },
    });
    const { user } = renderPage(`/apps/facturas-completadas?invoice=${FIRST.id}`);
    const panel = await screen.findByRole('dialog', { name: /Invoice SOR-100001/ });
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    await user.type(within(panel).getByLabelText('Reason for rejecting'), 'Duplicate');
    await user.click(within(panel).getByRole('button', { name: 'Reject invoice' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reject this invoice?' })).getByRole(
        'button',
        { name: 'Reject' },
      ),
    );
    expect(
      await within(panel).findByText(
        'Invoice SOR-100001 was already approved; only pending invoices can be rejected',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reason for rejecting')).toHaveValue('Duplicate');
  });

  it('registers a new invoice and shows the server’s field errors beside the fields', async () => {
    const server = fakeServer([]);
    server.fail('POST', '/api/invoices', 409, {
      message: 'The invoice SOR-1 of Soriana is already registered',
      fields: { number: ['The invoice SOR-1 of Soriana is already registered'] },
    });
    const { user } = renderPage();
    await user.click((await screen.findAllByRole('button', { name: 'New invoice' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Register invoice' }));
    expect(
      await within(dialog).findByText('Choose the member who handed the invoice in.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the invoice number.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Member'), 'Ana');
    await user.click(await screen.findByText('ana@example.com'));
    await user.type(within(dialog).getByLabelText('Invoice number'), 'SOR-1');
    await user.type(within(dialog).getByLabelText('Vendor'), 'Soriana');
    await user.type(within(dialog).getByLabelText('Amount'), '199,90');
    await user.type(within(dialog).getByLabelText('Issued on'), '2026-10-01');
    await user.click(within(dialog).getByRole('button', { name: 'Register invoice' }));

    expect(
      await within(dialog).findByText('The invoice SOR-1 of Soriana is already registered'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Invoice number')).toHaveValue('SOR-1');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('199,90');
    expect(server.actions()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/invoices',
        body: {
          memberId: ANA.id,
          number: 'SOR-1',
          vendor: 'Soriana',
          amount: 199.9,
          currency: 'MXN',
          issuedAt: '2026-10-01',
        },
      }),
    ]);
  });
});
