/** The mailbox's fixed folders and filters (the same for every account). */

export const MAIL_PAGE_SIZE = 10;
export const DEFAULT_MESSAGE_LAYOUT = 'right';

/** Attachments: at most this many per mail, each at most this big. */
export const MAX_ATTACHMENTS = 10;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAILBOX_FILES_AREA = 'mailbox';

export interface MailFolder {
  id: string;
  title: string;
  slug: FolderSlug;
  icon: string;
}

export const FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export type FolderSlug = (typeof FOLDER_SLUGS)[number];

export const MAIL_FOLDERS: readonly MailFolder[] = [
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f1001',
    title: 'Inbox',
    slug: 'inbox',
    icon: 'heroicons_outline:inbox',
  },
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f1002',
    title: 'Sent',
    slug: 'sent',
    icon: 'heroicons_outline:paper-airplane',
  },
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f1003',
    title: 'Drafts',
    slug: 'drafts',
    icon: 'heroicons_outline:document',
  },
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f1004',
    title: 'Spam',
    slug: 'spam',
    icon: 'heroicons_outline:exclamation-triangle',
  },
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f1005',
    title: 'Trash',
    slug: 'trash',
    icon: 'heroicons_outline:trash',
  },
];

export function folderBySlug(slug: string): MailFolder | undefined {
  return MAIL_FOLDERS.find((folder) => folder.slug === slug);
}

export function folderId(slug: FolderSlug): string {
  return folderBySlug(slug)!.id;
}

export const MAIL_FILTERS = [
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f2001',
    title: 'Starred',
    slug: 'starred',
    icon: 'heroicons_outline:star',
  },
  {
    id: '3f1d2a60-6c11-4b7e-9a01-5e2a7c0f2002',
    title: 'Important',
    slug: 'important',
    icon: 'heroicons_outline:exclamation-circle',
  },
] as const;

/** The boolean fields a list may be filtered by (`filter=starred`: starred mails). */
export const FILTER_FIELDS = ['starred', 'important', 'unread'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
