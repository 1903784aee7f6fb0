import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Notice } from '../api/notices';
import { noticeKeys } from '../api/notices';
import { ToolbarToasts } from '../common/toasts';
import { MESSAGES_PANEL, NOTIFICATIONS_PANEL } from './notices-config';
import { NoticesPanel } from './NoticesPanel';

const notice = (id: string, read: boolean, extra: Partial<Notice> = {}): Notice => ({
  id,
  time: new Date(2026, 9, 5, 15, 7).toISOString(),
  title: `Title ${id}`,
  description: `Text <strong>${id}</strong>`,
  useRouter: true,
  read,
  seen: read,
  ...extra,
});

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

/** A tiny in-memory api/common/messages that records each call. */
function serveMessages(initial: Notice[], { failWrites = false } = {}) {
  let items = [...initial];
  const calls: Call[] = [];
  const fetch = stubFetch(async (request) => {
    const url = new URL(request.url);
    const body =
      request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    calls.push({ method: request.method, url, body });
    if (failWrites && !(request.method === 'GET' && url.pathname === '/api/common/messages')) {
      return jsonResponse({ statusCode: 500, message: 'Boom', error: 'Internal' }, 500);
    }
    if (url.pathname === '/api/common/messages' && request.method === 'GET') {
      return jsonResponse(items);
    }
    if (url.pathname === '/api/common/messages/mark-all-as-read') {
      items = items.map((item) => ({ ...item, read: true }));
      return jsonResponse(true);
    }
    if (url.pathname === '/api/common/messages/toggle-read-status') {
      const { id, read } = (body as { message: { id: string; read: boolean } }).message;
      items = items.map((item) => (item.id === id ? { ...item, read } : item));
      return jsonResponse(items.find((item) => item.id === id));
    }
    if (url.pathname === '/api/common/messages' && request.method === 'DELETE') {
      const id = url.searchParams.get('id');
      const removed = items.find((item) => item.id === id);
      items = items.filter((item) => item.id !== id);
      return jsonResponse(removed);
    }
    return jsonResponse({ statusCode: 404, message: 'NOT FOUND', error: 'Not Found' }, 404);
  });
  return { fetch, calls, items: () => items };
}

function renderPanel(config = MESSAGES_PANEL) {
  const element = (
    <ToolbarToasts>
      <NoticesPanel config={config} />
    </ToolbarToasts>
  );
  // Every path shows the panel, so following a link lands somewhere.
  return renderRoutes([{ path: '*', element }]);
}

async function openPanel(user: ReturnType<typeof renderPanel>['user'], name = 'Open the messages') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Messages' });
}

describe('NoticesPanel', () => {
  it('shows the unread count on its button and the items with their time', async () => {
    serveMessages([notice('a', false), notice('b', false), notice('c', true)]);
    const { user } = renderPanel();
    const button = screen.getByRole('button', { name: 'Open the messages' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 unread'));
    expect(within(button).getByTestId('toolbar-count')).toHaveAttribute('data-count', '2');
    const panel = await openPanel(user);
    const items = within(panel).getAllByTestId('notice');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Title a');
    expect(within(items[0]).getByText('a', { selector: 'strong' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Oct 05, 3:07 PM');
  });

  it('draws an item’s icon from its icon name, or the panel’s own without one', async () => {
    serveMessages([
      notice('a', false, { icon: 'heroicons_mini:star' }),
      notice('b', false, { icon: 'heroicons_outline:unheard-of' }),
      notice('c', true),
    ]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    const [star, unknown, none] = await within(panel).findAllByTestId('notice');
    expect(star!.querySelector('.notice__media i')).toHaveClass('app-icon', 'bi-star');
    expect(unknown!.querySelector('.notice__media i')).toHaveClass('app-icon--unknown');
    expect(none!.querySelector('.notice__media i')).toHaveClass(MESSAGES_PANEL.fallbackIcon);
  });

  it('disables Mark all as read when nothing is unread', async () => {
    serveMessages([notice('a', true), notice('b', true)]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    await within(panel).findAllByTestId('notice');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Open the messages' });
    expect(within(button).queryByTestId('toolbar-count')).not.toBeInTheDocument();
  });

  it('marks all as read: the badge goes and the button is disabled', async () => {
    const server = serveMessages([notice('a', false), notice('b', true)]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    const markAll = await within(panel).findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    expect(markAll).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Open the messages' });
    expect(within(button).queryByTestId('toolbar-count')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.url.pathname.endsWith('/mark-all-as-read'))).toBe(true);
  });

  it('toggles one item between read and unread', async () => {
    const server = serveMessages([notice('a', false)]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark as read' }));
    expect(
      await within(panel).findByRole('button', { name: 'Mark as unread' }),
    ).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      message: { id: 'a', read: true },
    });
    await user.click(within(panel).getByRole('button', { name: 'Mark as unread' }));
    expect(await within(panel).findByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(server.items()[0].read).toBe(false);
  });

  it('removes an item after the confirmation', async () => {
    const server = serveMessages([notice('a', false), notice('b', true)]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    const [first] = await within(panel).findAllByTestId('notice');
    await user.click(within(first).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(panel).getAllByTestId('notice')).toHaveLength(1));
    expect(within(panel).getByTestId('notice')).toHaveTextContent('Title b');
    const removal = server.calls.find((call) => call.method === 'DELETE');
    expect(removal?.url.searchParams.get('id')).toBe('a');
    // The panel stayed open through the question.
    expect(screen.getByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
  });

  it('keeps an item when the removal is cancelled', async () => {
    const server = serveMessages([notice('a', false)]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getAllByTestId('notice')).toHaveLength(1);
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('puts a refused change back and says so', async () => {
    serveMessages([notice('a', false)], { failWrites: true });
    const { user, queryClient } = renderPanel();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The change could not be saved.');
    expect(within(panel).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
    expect(queryClient.getQueryData<Notice[]>(noticeKeys('messages').list())?.[0].read).toBe(false);
  });

  it('shows the empty state of each list', async () => {
    stubFetch(() => jsonResponse([]));
    const { user } = renderPanel(NOTIFICATIONS_PANEL);
    await user.click(screen.getByRole('button', { name: 'Open the notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('No notifications')).toBeInTheDocument();
    expect(
      within(panel).getByText('When you have notifications, they will appear here.'),
    ).toBeInTheDocument();
  });

  it('says No messages when there are none', async () => {
    serveMessages([]);
    const { user } = renderPanel();
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No messages')).toBeInTheDocument();
    expect(
      within(panel).getByText('When you have messages, they will appear here.'),
    ).toBeInTheDocument();
  });

  it('follows an item with a link through the router and closes', async () => {
    serveMessages([notice('a', false, { link: '/apps/tablero' })]);
    const { user, router } = renderPanel();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('link', { name: 'Title a' }));
    expect(router.state.location.pathname).toBe('/apps/tablero');
  });
});
