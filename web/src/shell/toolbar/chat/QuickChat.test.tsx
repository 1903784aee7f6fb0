import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { Chat, ChatMessage } from '../api/chat';
import { ToolbarToasts } from '../common/toasts';
import { QuickChat } from './QuickChat';

const CHAT_ID = '00000000-0000-4000-8000-0000000000c1';
const contact = {
  id: '00000000-0000-4000-8000-0000000000a1',
  avatar: null,
  name: 'Carolina Méndez',
  about: 'Reclutadora',
  details: { emails: [], phoneNumbers: [] },
  attachments: { media: [], docs: [], links: [] },
};
const message = (id: string, createdAt: Date, isMine: boolean, value: string): ChatMessage => ({
  id,
  chatId: CHAT_ID,
  contactId: isMine ? 'me' : contact.id,
  createdAt: createdAt.toISOString(),
  isMine,
  value,
});
const MESSAGES = [
  message('m1', new Date(2026, 9, 4, 9, 5), false, '¡Hola!'),
  message('m2', new Date(2026, 9, 4, 9, 7), true, 'Claro, dime.'),
  message('m3', new Date(2026, 9, 5, 8, 30), false, '¿Revisaste sus CV?'),
];
const CHAT: Chat = {
  id: CHAT_ID,
  contactId: contact.id,
  contact,
  unreadCount: 2,
  muted: false,
  lastMessage: '¿Revisaste sus CV?',
  lastMessageAt: MESSAGES[2].createdAt,
};

function serveChat() {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let messages = [...MESSAGES];
  let chat = { ...CHAT };
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/apps/chat/chats') return jsonResponse([chat]);
    if (url.pathname === '/api/apps/chat/chat' && request.method === 'GET') {
      return jsonResponse({ ...chat, messages });
    }
    if (url.pathname === '/api/apps/chat/chat') {
      chat = { ...chat, ...(body as { chat: Partial<Chat> }).chat };
      return jsonResponse(chat);
    }
    const { value } = body as { value: string };
    const sent = message('m4', new Date(2026, 9, 5, 8, 31), true, value);
    messages = [...messages, sent];
    return jsonResponse(sent, 201);
  });
  return calls;
}

function renderChat() {
  return renderWithProviders(
    <ToolbarToasts>
      <QuickChat />
    </ToolbarToasts>,
  );
}

describe('QuickChat', () => {
  it('asks to select a conversation, then opens the chosen chat with day separators', async () => {
    const calls = serveChat();
    const { user } = renderChat();
    const button = screen.getByRole('button', { name: 'Open the quick chat' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('2 unread messages'));
    expect(within(button).getByTestId('toolbar-count')).toHaveAttribute('data-count', '2');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Quick chat' });
    expect(within(drawer).getByText('Select a conversation')).toBeInTheDocument();

    await user.click(await within(drawer).findByTestId('chat-item'));
    const conversation = await within(drawer).findByTestId('conversation');
    expect(within(conversation).getByRole('heading', { name: 'Carolina Méndez' })).toBeVisible();
    await within(conversation).findAllByTestId('chat-message');
    const separators = within(conversation).getAllByRole('separator');
    expect(separators.map((separator) => separator.textContent)).toEqual([
      'October 4, 2026',
      'October 5, 2026',
    ]);
    const bubbles = within(conversation).getAllByTestId('chat-message');
    expect(bubbles[0]).toHaveTextContent('09:05');
    expect(bubbles[1]).toHaveClass('chat-message--mine');
    expect(within(drawer).queryByText('Select a conversation')).not.toBeInTheDocument();

    // Opening the chat marks it read.
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/api/apps/chat/chat',
      body: { id: CHAT_ID, chat: { unreadCount: 0 } },
    });
    await waitFor(() =>
      expect(within(button).queryByTestId('toolbar-count')).not.toBeInTheDocument(),
    );
  });

  it('sends a message with Enter, escaped as text, and shows it', async () => {
    const calls = serveChat();
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Open the quick chat' }));
    await user.click(await screen.findByTestId('chat-item'));
    const input = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(input, 'Sí, <b>ya</b>{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      chatId: CHAT_ID,
      value: 'Sí, &lt;b&gt;ya&lt;/b&gt;',
    });
    expect(screen.getAllByTestId('chat-message')[3]).toHaveTextContent('Sí, <b>ya</b>');
    expect(input).toHaveValue('');
  });
});
