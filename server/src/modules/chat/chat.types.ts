export interface ChatContactDetails {
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  title?: string;
  company?: string;
  birthday?: string | null;
  address?: string | null;
}

export interface ChatContact {
  id: string;
  avatar: string | null;
  name: string;
  about: string;
  details: ChatContactDetails;
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** A conversation of one account with one contact. */
export interface Chat {
  id: string;
  accountId: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
}

export interface ChatMessage {
  id: string;
  chatId: string;
  /** Who wrote it: the contact, or the account for the account's own messages. */
  contactId: string;
  /** Sanitised HTML. */
  value: string;
  createdAt: string;
  isMine: boolean;
}

/** What data/seed/chat/chats.json holds. */
export interface ChatTemplate {
  contactId: string;
  unreadCount: number;
  muted: boolean;
  messages: { mine: boolean; value: string; minutesAgo: number }[];
}
