import { Injectable } from '@nestjs/common';
import { upgradeImageFields, upgradeImageUrls } from '../../common/images/image-urls';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import type { Chat, ChatContact, ChatMessage } from './chat.types';

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

@Injectable()
export class ChatContactsRepository extends Repository<ChatContact> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<ChatContact>({
        name: 'chat-contacts',
        upgrade: upgradeChatContacts,
      }),
    );
  }
}

@Injectable()
export class ChatsRepository extends Repository<Chat> {
  constructor(store: StoreService) {
    super(store, defineCollection<Chat>({ name: 'chats' }));
  }
}

@Injectable()
export class ChatMessagesRepository extends Repository<ChatMessage> {
  constructor(store: StoreService) {
    super(store, defineCollection<ChatMessage>({ name: 'chat-messages' }));
  }
}
