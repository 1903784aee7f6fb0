import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { upgradeImageFields, upgradeImageUrls } from '../../common/images/image-urls';
import {
  defineCollection,
  minutesAgo,
  readSeedJson,
  Repository,
  StoreService,
  upgradeEach,
} from '../../store';
import { ADMIN_ACCOUNT_ID } from '../accounts/accounts.repository';
import type { Chat, ChatContact, ChatMessage, ChatTemplate } from './chat.types';

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

/**
 * Chat contacts saved before: avatars and media at `/images/...` (the web's files) move
 * to the API's `/api/images/...`; phone countries are lower-case ISO codes, as the
 * contacts' countries name them.
 */
export function upgradeChatContacts(items: readonly ChatContact[]): readonly ChatContact[] {
  return upgradeEach(items, (contact) => {
    let next = upgradeImageFields(contact, 'avatar');
    const media = contact.attachments?.media;
    if (Array.isArray(media)) {
      const upgraded = upgradeImageUrls(media);
      if (upgraded !== media) {
        next = { ...next, attachments: { ...contact.attachments, media: [...upgraded] } };
      }
    }
    const phones = contact.details?.phoneNumbers;
    if (
      Array.isArray(phones) &&
      phones.some((phone) => phone.country !== phone.country.toLowerCase())
    ) {
      next = {
        ...next,
        details: {
          ...contact.details,
          phoneNumbers: phones.map((phone) => ({ ...phone, country: phone.country.toLowerCase() })),
        },
      };
    }
    return next;
  });
}

// One sample run for the first start, shared by the two collections it fills.
let firstStart: ReturnType<typeof sampleChats> | undefined;
const firstStartSample = () => (firstStart ??= sampleChats(ADMIN_ACCOUNT_ID));

@Injectable()
export class ChatContactsRepository extends Repository<ChatContact> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<ChatContact>({
        name: 'chat-contacts',
        seed: () => readSeedJson<ChatContact[]>('chat/contacts.json'),
        upgrade: upgradeChatContacts,
      }),
    );
  }
}

@Injectable()
export class ChatsRepository extends Repository<Chat> {
  constructor(store: StoreService) {
    super(store, defineCollection<Chat>({ name: 'chats', seed: () => firstStartSample().chats }));
  }
}

@Injectable()
export class ChatMessagesRepository extends Repository<ChatMessage> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<ChatMessage>({
        name: 'chat-messages',
        seed: () => firstStartSample().messages,
      }),
    );
  }
}
