import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { invalid, notFound } from '../../common/errors/domain-error';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { sanitizeInlineHtml } from '../../common/html/sanitize';
import { AccountsService } from '../accounts/accounts.service';
import type {
  ChatContactDto,
  ChatContactSummaryDto,
  ChatDto,
  ChatMessageDto,
  ChatPatchDto,
  ChatProfileDto,
} from './dto/chat.dto';
import { sampleChats } from '../../store/seed/chat';
import { ChatContactsRepository, ChatMessagesRepository, ChatsRepository } from './chat.repository';
import type { Chat, ChatMessage } from './chat.types';

@Injectable()
export class ChatService {
  constructor(
    private readonly chats: ChatsRepository,
    private readonly messages: ChatMessagesRepository,
    private readonly contacts: ChatContactsRepository,
    private readonly accounts: AccountsService,
  ) {}

  /** The account's chats, most recent conversation first. */
  list(accountId: string): ChatDto[] {
    return this.chats
      .list()
      .filter((chat) => chat.accountId === accountId)
      .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
      .map((chat) => this.toDto(chat));
  }

  get(accountId: string, id: string): ChatDto {
    const chat = this.owned(accountId, id);
    const thread = this.messages
      .list()
      .filter((message) => message.chatId === chat.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { ...this.toDto(chat), messages: thread };
  }

  async update(accountId: string, id: string, patch: ChatPatchDto): Promise<ChatDto> {
    this.owned(accountId, id);
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const updated = await this.chats.update(id, changes);
    if (!updated) throw chatNotFound(id);
    return this.toDto(updated);
  }

  async send(accountId: string, chatId: string, value: string): Promise<ChatMessageDto> {
    this.owned(accountId, chatId);
    const html = sanitizeInlineHtml(value).trim();
    if (!html) throw invalid('message-empty', 'value must hold some text', 'value');
    const message: ChatMessage = {
      id: randomUUID(),
      chatId,
      contactId: accountId,
      value: html,
      createdAt: new Date().toISOString(),
      isMine: true,
    };
    await this.messages.insert(message);
    await this.chats.update(chatId, { lastMessage: html, lastMessageAt: message.createdAt });
    return message;
  }

  contactList(): ChatContactSummaryDto[] {
    return this.contacts
      .list()
      .map(({ id, avatar, name, about }) => ({ id, avatar, name, about }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  contact(id: string): ChatContactDto {
    const contact = this.contacts.get(id);
    if (!contact) throw notFound('not-found', `Could not found contact with id of ${id}!`);
    return contact;
  }

  profile(accountId: string): ChatProfileDto {
    const user = this.accounts.getUser(accountId);
    return {
      id: user.id,
      name: `${user.name} ${user.surname}`.trim(),
      email: user.email,
      avatar: user.avatar,
      about: user.empresa ? `${user.empresa}` : '',
    };
  }

  @OnEvent(ACCOUNT_CREATED, { promisify: true })
  async onAccountCreated({ accountId }: AccountCreatedEvent): Promise<void> {
    const sample = sampleChats(accountId);
    await this.chats.mutate((items) => ({ items: [...items, ...sample.chats], result: undefined }));
    await this.messages.mutate((items) => ({
      items: [...items, ...sample.messages],
      result: undefined,
    }));
  }

  private owned(accountId: string, id: string): Chat {
    const chat = this.chats.get(id);
    if (!chat || chat.accountId !== accountId) throw chatNotFound(id);
    return chat;
  }

  private toDto({ accountId: _accountId, ...chat }: Chat): ChatDto {
    return { ...chat, contact: this.contact(chat.contactId) };
  }
}

/** The original client's wording, kept as it is. */
function chatNotFound(id: string) {
  return notFound('not-found', `Could not found chat with id of ${id}!`);
}
