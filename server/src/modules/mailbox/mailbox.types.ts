/** A file attached to a mail, its bytes in the blob store (area `mailbox`). */
export interface StoredAttachment {
  id: string;
  /** The content type found by sniffing the bytes, never the client's word. */
  type: string;
  /** The file name as the sender gave it (display only). */
  name: string;
  /** Bytes. */
  size: number;
  /** The stored file's name in the blob area. */
  file: string;
}

/** One mail of one account's mailbox (each account has its own copy of a mail). */
export interface Mail {
  id: string;
  accountId: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date: string;
  subject: string;
  /** Sanitised HTML. */
  content: string;
  attachments: StoredAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** The id of one of MAIL_FOLDERS. */
  folder: string;
  /** Ids of the account's labels. */
  labels: string[];
}

export interface MailLabel {
  id: string;
  accountId: string;
  title: string;
  slug: string;
  color: string;
}

/** One account's mailbox settings; the record's id is the account's id. */
export interface MailboxSettingsRecord {
  id: string;
  messageLayout: MessageLayout;
}

export const MESSAGE_LAYOUTS = ['right', 'full'] as const;
export type MessageLayout = (typeof MESSAGE_LAYOUTS)[number];

export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** What data/seed/mailbox/mails.json holds: one sample mail. */
export interface MailTemplate {
  folder: string;
  /** `me` for the account's own mails; a person otherwise. */
  from: 'me' | { name: string; email: string; avatar: string | null };
  /** `me` for mails to the account. */
  to: string;
  cc?: string[];
  bcc?: string[];
  minutesAgo: number;
  subject: string;
  content: string;
  /** File names under data/seed/mailbox/files. */
  attachments: string[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Label slugs. */
  labels: string[];
}

export interface LabelTemplate {
  title: string;
  color: LabelColor;
}
