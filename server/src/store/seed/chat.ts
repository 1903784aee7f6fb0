/**
 * The chat's samples, from data/seed/chat: the contacts everyone can talk to, and one
 * account's conversations (the administrator's at seeding time; every new account gets
 * its own, see ChatService).
 */
import { randomUUID } from 'node:crypto';
import type { Chat, ChatContact, ChatMessage, ChatTemplate } from '../../modules/chat/chat.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';
import { minutesAgo, readSeedJson } from './seed-files';

/** The sample conversations of one account: its chats and their messages. */
export function sampleChats(
  accountId: string,
  now = new Date(),
): { chats: Chat[]; messages: ChatMessage[] } {
  const chats: Chat[] = [];
  const messages: ChatMessage[] = [];
  for (const template of readSeedJson<ChatTemplate[]>('chat/chats.json')) {
    const chatId = randomUUID();
    const thread = template.messages.map((message) => ({
      id: randomUUID(),
      chatId,
      contactId: message.mine ? accountId : template.contactId,
      value: message.value,
      createdAt: minutesAgo(message.minutesAgo, now),
      isMine: message.mine,
    }));
    const last = thread[thread.length - 1];
    chats.push({
      id: chatId,
      accountId,
      contactId: template.contactId,
      unreadCount: template.unreadCount,
      muted: template.muted,
      lastMessage: last?.value ?? '',
      lastMessageAt: last?.createdAt ?? now.toISOString(),
    });
    messages.push(...thread);
  }
  return { chats, messages };
}

// One sample per context for the two collections it fills: each message in its chat.
const adminChatsFor = perContext(() => sampleChats(ADMIN_ACCOUNT_ID));

export const CHAT_SEEDS = {
  'chat-contacts': () => readSeedJson<ChatContact[]>('chat/contacts.json'),
  chats: (context) => adminChatsFor(context).chats,
  'chat-messages': (context) => adminChatsFor(context).messages,
} satisfies AreaSeeds;
