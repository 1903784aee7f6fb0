import type { Role } from '../../common/auth/access';

/**
 * The original client's five file types, plus OTHER for content that is none of them
 * (an archive, say): the file manager keeps any file, but types only what it recognises.
 */
export const FILE_TYPES = ['PDF', 'XLS', 'DOC', 'TXT', 'JPG', 'OTHER'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const ITEM_TYPES = ['folder', ...FILE_TYPES] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** A folder or a file; a file's bytes live under DATA_DIR/files/file-manager/<storageKey>. */
export interface FileManagerItem {
  id: string;
  /** The folder holding it; null is the root. */
  folderId: string | null;
  /** The display name: metadata only, never used as a path on disk. */
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  type: ItemType;
  /** Files: their size in bytes; folders: 0 (their size is computed from their contents). */
  bytes: number;
  /** Files: the random name of the stored bytes; folders: null. */
  storageKey: string | null;
  /** Files: the media type recognised from the content at upload; folders: null. */
  contentType: string | null;
  /** Folders only. */
  description: string | null;
  /**
   * Files the server made from figures some roles may not read (a report's file): the
   * roles that may see it, admins always. Absent: every account, as for uploads.
   */
  readableBy?: readonly Role[];
}
