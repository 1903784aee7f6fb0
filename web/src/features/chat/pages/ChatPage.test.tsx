import { screen, waitFor, within } from '@testing-library/react';
import type { Chat } from '../../../shell/toolbar/api/chat';
import { ToolbarToasts } from '../../../shell/toolbar/common/toasts';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { ChatPage } from './ChatPage';

function chat(id: string, name: string, unreadCount = 0): Chat {
  return {
    id,
    contactId: `contact-${id}`,
    contact: {
      id: `contact-${id}`,
      avatar: null,
      name,
      about: `${name} works here`,
      details: {
        emails: [{ email: `${id}@example.test`, label: 'Work' }],
        phoneNumbers: [],
      },
      attachments: { media: [], docs: [], links: [] },
    },
    unreadCount,
    muted: false,
    lastMessage: `Hello from ${name}`,
    lastMessageAt: '2026-11-20T10:00:00.000Z',
  };
}

/** The chat API over two chats; every write is kept. */
function fakeServer() {
  const chats = [chat('c1', 'Carolina Méndez', 2), chat('c2', 'Jorge Salinas')];
  const writes: { method: string; path: string; body: unknown }[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET') {
      writes.push({ method: request.method, path: url.pathname, body: await request.json() });
    }
    switch (`${request.method} ${url.pathname}`) {
      case 'GET /api/apps/chat/chats':
        return jsonResponse(chats);
      case 'GET /api/apps/chat/chat': {
        const found = chats.find((one) => one.id === url.searchParams.get('id'));
        return found
          ? jsonResponse({ ...found, messages: [] })
          : jsonResponse({ statusCode: 404, message: 'Could not found chat' }, 404);
      }
      case 'PATCH /api/apps/chat/chat': {
        const { id, chat: changes } = writes[writes.length - 1].body as {
          id: string;
          chat: Partial<Chat>;
        };
        const index = chats.findIndex((one) => one.id === id);
        chats[index] = { ...chats[index], ...changes };
        return jsonResponse(chats[index]);
      }
      default:
        return jsonResponse({ statusCode: 404, message: 'NOT FOUND' }, 404);
    }
  });
  return { chats, writes };
}

function renderChat(path: string) {
  return renderRoutes(
    [
      {
        path: '/apps/chat/:chatId?',
        element: (
          <ToolbarToasts>
            <ChatPage />
          </ToolbarToasts>
        ),
      },
    ],
    { initialEntries: [path] },
  );
}

describe('ChatPage', () => {
  it('lists the chats and narrows them by the search', async () => {
    fakeServer();
    const { user } = renderChat('/apps/chat');
    const list = await screen.findByRole('navigation', { name: 'Chats' });
    expect(await within(list).findByText('Carolina Méndez')).toBeInTheDocument();
    expect(within(list).getByText('Jorge Salinas')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'jorge');
    await waitFor(() => expect(within(list).queryByText('Carolina Méndez')).toBeNull());
    expect(within(list).getByText('Jorge Salinas')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search chats' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'nobody');
    expect(await within(list).findByText('No results found!')).toBeInTheDocument();
  });

  it('opens the chat named by the address and marks it read', async () => {
    const { writes } = fakeServer();
    renderChat('/apps/chat/c1');
    expect(await screen.findByRole('log', { name: 'Messages with Carolina Méndez' })).toBeVisible();
    await waitFor(() =>
      expect(writes).toContainEqual({
        method: 'PATCH',
        path: '/api/apps/chat/chat',
        body: { id: 'c1', chat: { unreadCount: 0 } },
      }),
    );
  });

  it('mutes a chat and says so', async () => {
    const { writes, chats } = fakeServer();
    const { user } = renderChat('/apps/chat/c2');
    await user.click(await screen.findByRole('button', { name: 'Mute notifications' }));
    expect(await screen.findByText('Notifications from Jorge Salinas are muted.')).toBeVisible();
    expect(writes).toContainEqual({
      method: 'PATCH',
      path: '/api/apps/chat/chat',
      body: { id: 'c2', chat: { muted: true } },
    });
    expect(chats[1].muted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Unmute notifications' })).toBeVisible();
  });

  it('shows the contact’s details', async () => {
    fakeServer();
    const { user } = renderChat('/apps/chat/c2');
    await user.click(await screen.findByRole('button', { name: 'Contact details' }));
    const panel = await screen.findByTestId('chat-contact');
    expect(within(panel).getByRole('link', { name: 'c2@example.test' })).toHaveAttribute(
      'href',
      'mailto:c2@example.test',
    );
    expect(within(panel).getByText('Jorge Salinas works here')).toBeVisible();
  });

  it('says so when the chat of the address is not there', async () => {
    fakeServer();
    renderChat('/apps/chat/gone');
    expect(await screen.findByText('This chat is not here')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the chats' })).toHaveAttribute(
      'href',
      '/apps/chat',
    );
  });
});
