import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { MailboxPage } from './MailboxPage';

const INBOX = 'f-inbox';
const FOLDERS = [
  { id: INBOX, title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox', count: 2 },
  { id: 'f-sent', title: 'Sent', slug: 'sent', icon: 'heroicons_outline:paper-airplane', count: 0 },
  { id: 'f-drafts', title: 'Drafts', slug: 'drafts', icon: 'heroicons_outline:document', count: 0 },
  {
    id: 'f-spam',
    title: 'Spam',
    slug: 'spam',
    icon: 'heroicons_outline:exclamation-triangle',
    count: 0,
  },
  { id: 'f-trash', title: 'Trash', slug: 'trash', icon: 'heroicons_outline:trash', count: 0 },
];
const LABELS = [{ id: 'l-work', title: 'Work', slug: 'work', color: 'indigo' }];

function mail(id: string, subject: string, labels: string[] = []) {
  return {
    id,
    type: 'mail',
    from: { avatar: null, contact: 'Ana Torres <ana@example.com>' },
    to: 'me <me@example.com>',
    date: '2026-11-20T10:00:00.000Z',
    subject,
    content: `<p>${subject} body</p>`,
    attachments: [],
    starred: false,
    important: false,
    unread: true,
    folder: INBOX,
    labels,
    ccCount: 0,
    bccCount: 0,
  };
}

/** The mailbox API over two inbox mails; every request is kept, in order. */
function fakeServer() {
  const mails = [mail('m-1', 'Horarios', ['l-work']), mail('m-2', 'Factura')];
  const requests: string[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/mailbox/settings':
        return jsonResponse({ messageLayout: 'right' });
      case 'GET /api/apps/mailbox/folders':
        return jsonResponse(FOLDERS);
      case 'GET /api/apps/mailbox/filters':
        return jsonResponse([]);
      case 'GET /api/apps/mailbox/labels':
        return jsonResponse(LABELS);
      case 'GET /api/apps/mailbox/mails': {
        const page = Number(url.searchParams.get('page') ?? '1');
        if (page > 1) return jsonResponse({ mails: null, pagination: { lastPage: 1 } });
        return jsonResponse({
          mails,
          pagination: {
            totalResults: 2,
            resultsPerPage: 10,
            currentPage: 1,
            lastPage: 1,
            startIndex: 0,
            endIndex: 1,
          },
        });
      }
      case 'PATCH /api/apps/mailbox/mail': {
        const body = (await request.json()) as { id: string; mail: Record<string, unknown> };
        const target = mails.find((one) => one.id === body.id)!;
        Object.assign(target, body.mail);
        return jsonResponse(target);
      }
      default:
        return jsonResponse({}, 404);
    }
  });
  return { mails, requests };
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/apps/mailbox', element: <MailboxPage /> },
      { path: '/apps/mailbox/:folder', element: <MailboxPage /> },
      { path: '/apps/mailbox/:folder/:mailId', element: <MailboxPage /> },
    ],
    { initialEntries: [path] },
  );
}

describe('MailboxPage', () => {
  it('lists the view with its labels, and marks the chosen mails read with a toast', async () => {
    const server = fakeServer();
    const { user } = renderPage('/apps/mailbox/inbox');
    expect(await screen.findByRole('heading', { level: 2, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText('1–2 of 2')).toBeInTheDocument();
    const first = screen.getByRole('link', { name: /Horarios/ });
    expect(first).toHaveAttribute('href', '/apps/mailbox/inbox/m-1');
    expect(within(first).getByText('Work')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Choose every mail of the page' }));
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('2 mails marked as read.')).toBeInTheDocument();
    expect(server.requests.filter((line) => line === 'PATCH /api/apps/mailbox/mail')).toHaveLength(
      2,
    );
    expect(server.mails.every((one) => !one.unread)).toBe(true);
  });

  it('goes to the last page when the page asked for is past it', async () => {
    fakeServer();
    const { router } = renderPage('/apps/mailbox/inbox?page=4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/apps/mailbox/inbox');
    expect(await screen.findByRole('link', { name: /Factura/ })).toBeInTheDocument();
  });
});
