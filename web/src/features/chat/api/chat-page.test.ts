import type { Chat } from '../../../shell/toolbar/api/chat';
import { filterChats } from './chat-page';

function chat(id: string, name: string): Chat {
  return {
    id,
    contactId: `contact-${id}`,
    contact: {
      id: `contact-${id}`,
      name,
      avatar: null,
      about: '',
      details: { emails: [], phoneNumbers: [] },
      attachments: { media: [], docs: [], links: [] },
    },
    unreadCount: 0,
    muted: false,
    lastMessage: '',
    lastMessageAt: '2026-11-20T10:00:00.000Z',
  };
}

describe('filterChats', () => {
  const chats = [chat('1', 'Mónica Ríos'), chat('2', 'Bernard Langley'), chat('3', 'Ana Torres')];

  it('keeps every chat for an empty or blank search', () => {
    expect(filterChats(chats, '  ').map((one) => one.id)).toEqual(['1', '2', '3']);
  });

  it('matches part of the name in any case, ignoring accents', () => {
    expect(filterChats(chats, 'MONI').map((one) => one.id)).toEqual(['1']);
    expect(filterChats(chats, 'rios').map((one) => one.id)).toEqual(['1']);
    expect(filterChats(chats, 'an').map((one) => one.id)).toEqual(['2', '3']);
  });

  it('finds nothing when no name holds the search', () => {
    expect(filterChats(chats, 'zed')).toEqual([]);
  });
});
