import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Member, PointsEntry } from '../api/members';
import { MembersPage } from './MembersPage';

function member(id: string, name: string, surname: string, points: number): Member {
  return {
    id,
    name,
    surname,
    email: `${name.toLowerCase()}@members.test`,
    phone: '',
    documentId: `DOC-${id}`,
    company: 'Acme',
    points,
    status: 'active',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
  };
}

const page = <T,>(items: T[]) => ({
  items,
  pagination: {
    length: items.length,
    size: 10,
    page: 1,
    lastPage: 1,
    startIndex: 0,
    endIndex: items.length - 1,
  },
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeServer(initial: Member[]) {
  let members = [...initial];
  const calls: Call[] = [];
  const entry: PointsEntry = {
    id: 'e1',
    memberId: 'm1',
    delta: 250,
    reason: 'invoice',
    refId: 'i1',
    note: null,
    byAccountId: null,
    at: '2026-11-01T10:00:00.000Z',
    balance: 250,
  };
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/members' && request.method === 'GET')
      return jsonResponse(page(members));
    if (url.pathname === '/api/members' && request.method === 'POST') {
      const input = body as { name: string; surname: string; email: string };
      if (input.email !== 'ana@members.test') {
        // Created, but the list served stays the first page: the new one sorts later.
        return jsonResponse({ ...member('m9', input.name, input.surname, 0), ...input }, 201);
      }
      return jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'The member Ana Pérez already has this email',
          fields: { email: ['The member Ana Pérez already has this email'] },
        },
        409,
      );
    }
    if (url.pathname === '/api/redemptions') return jsonResponse(page([]));
    if (url.pathname === '/api/invoices') {
      return jsonResponse(
        page([
          {
            id: 'i1',
            memberId: 'm1',
            memberName: 'Ana Pérez',
            number: 'F-77',
            vendor: 'Papelería Sol',
            amount: 2500,
            currency: 'MXN',
            issuedAt: '2026-10-30',
            file: null,
            status: 'approved',
            pointsAwarded: 250,
            rejectionReason: null,
            reviewedBy: null,
            reviewedAt: '2026-11-01T10:00:00.000Z',
            createdAt: '2026-10-31T10:00:00.000Z',
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ]),
      );
    }
    if (url.pathname === '/api/trivias/completions') return jsonResponse(page([]));
    const ledger = /^\/api\/members\/([^/]+)\/ledger$/.exec(url.pathname);
    if (ledger) return jsonResponse(page([entry]));
    const action = /^\/api\/members\/([^/]+)\/(block|unblock)$/.exec(url.pathname);
    if (action) {
      members = members.map((one) =>
        one.id === action[1]
          ? { ...one, status: action[2] === 'block' ? 'blocked' : 'active' }
          : one,
      );
      return jsonResponse(members.find((one) => one.id === action[1]));
    }
    const detail = /^\/api\/members\/([^/]+)$/.exec(url.pathname);
    if (detail) return jsonResponse(members.find((one) => one.id === detail[1]));
    return jsonResponse({});
  });
  return calls;
}

const MEMBERS = [member('m1', 'Ana', 'Pérez', 250), member('m2', 'Luis', 'Gómez', 900)];

describe('MembersPage (apps/users)', () => {
  const open = (path = '/apps/users') =>
    renderRoutes([{ path: '/apps/users', element: <MembersPage /> }], { initialEntries: [path] });

  it('opens a member from the list: points, facts and ledger, with the member in the URL', async () => {
    fakeServer(MEMBERS);
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Ana Pérez' }));
    const panel = await screen.findByRole('dialog', { name: 'Ana Pérez' });
    expect(router.state.location.search).toContain('member=m1');
    expect(within(panel).getByTestId('member-points')).toHaveTextContent('250');
    expect(await within(panel).findByText('Invoice')).toBeInTheDocument();
    expect(within(panel).getByText('Balance 250')).toBeInTheDocument();
  });

  it('shows the member’s invoices and says when they completed no trivia', async () => {
    fakeServer(MEMBERS);
    const { user } = open('/apps/users?member=m1');
    const panel = await screen.findByRole('dialog', { name: 'Ana Pérez' });
    await user.click(within(panel).getByRole('tab', { name: 'Invoices' }));
    expect(await within(panel).findByText('Papelería Sol · F-77')).toBeInTheDocument();
    expect(within(panel).getByText(/250 points/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Trivias' }));
    expect(await within(panel).findByText('No trivias completed yet.')).toBeInTheDocument();
  });

  it('asks before blocking, then offers Undo, which unblocks', async () => {
    const calls = fakeServer(MEMBERS);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Block Luis Gómez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Luis Gómez was blocked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === '/api/members/m2/unblock'),
      ).toBe(true),
    );
    expect(await screen.findByText('Luis Gómez was unblocked')).toBeInTheDocument();
  });

  it('refuses an adjustment that would take the balance below 0 before asking the server', async () => {
    const calls = fakeServer(MEMBERS);
    const { user } = open('/apps/users?member=m1');
    const panel = await screen.findByRole('dialog', { name: 'Ana Pérez' });
    await user.click(within(panel).getByRole('button', { name: 'Adjust points' }));
    const form = await screen.findByRole('dialog', { name: 'Adjust points' });
    await user.type(within(form).getByLabelText('Points to add or take'), '-300');
    await user.type(within(form).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(form).getByRole('button', { name: 'Record adjustment' }));
    expect(
      await within(form).findByText('The member does not have that many points'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/ledger/adjustments'))).toBe(false);
  });

  it('shows the server’s taken-email message beside the field and keeps what was typed', async () => {
    fakeServer(MEMBERS);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'New member' }));
    const form = await screen.findByRole('dialog', { name: 'New member' });
    await user.type(within(form).getByLabelText('Name'), 'Ana');
    await user.type(within(form).getByLabelText('Surname'), 'Otra');
    await user.type(within(form).getByLabelText('Email'), 'ana@members.test');
    await user.type(within(form).getByLabelText('Document'), 'XYZ-123');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(
      await within(form).findByText('The member Ana Pérez already has this email'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Surname')).toHaveValue('Otra');
  });

  it('shows the member just added first and marked, with a toast', async () => {
    fakeServer(MEMBERS);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'New member' }));
    const form = await screen.findByRole('dialog', { name: 'New member' });
    await user.type(within(form).getByLabelText('Name'), 'Zoe');
    await user.type(within(form).getByLabelText('Surname'), 'Zapata');
    await user.type(within(form).getByLabelText('Email'), 'zoe@members.test');
    await user.type(within(form).getByLabelText('Document'), 'ZZZ-9');
    await user.click(within(form).getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Zoe Zapata joined the programme')).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Zoe'));
    expect(rows()[0]).toHaveClass('data-table__row--new');
    expect(rows()[1]).not.toHaveClass('data-table__row--new');
  });
});
