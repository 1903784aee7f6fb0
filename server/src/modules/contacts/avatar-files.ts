import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import writeFileAtomic from 'write-file-atomic';
import { StoreService } from '../../store';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/apps/contacts/avatar/';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'webp'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageExtension, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const STORED_NAME =
  '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)';

/** The name a stored avatar has on disk and in its URL: a random id and its real type. */
export const AVATAR_FILE_NAME = new RegExp(`^${STORED_NAME}$`);

/** The URL of a stored avatar, as contacts hold it. */
export const AVATAR_URL = new RegExp(`^${AVATAR_URL_PREFIX}${STORED_NAME}$`);

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really hold (by their magic numbers), whatever their name says. */
export function sniffImage(bytes: Buffer): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Where the avatars of a data folder live. */
export function avatarsFolder(dataDir: string): string {
  return join(dataDir, 'files', 'avatars');
}

/**
 * Forgets every stored avatar: run when the contacts are (re)seeded, since no seeded
 * contact points at an uploaded image.
 */
export function clearAvatarsFolder(dataDir: string): void {
  rmSync(avatarsFolder(dataDir), { recursive: true, force: true });
}

/** Avatar images under DATA_DIR/files/avatars, named by a random id, never by the client. */
@Injectable()
export class AvatarFiles {
  constructor(private readonly store: StoreService) {}

  get folder(): string {
    return avatarsFolder(this.store.dataDir);
  }

  /** Stores the bytes (atomically) and answers the URL that serves them back. */
  async save(bytes: Buffer, extension: ImageExtension): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const file = `${randomUUID()}.${extension}`;
    await writeFileAtomic(join(this.folder, file), bytes, { fsync: true });
    return `${AVATAR_URL_PREFIX}${file}`;
  }

  /** The stored file behind a URL this class made; null for anything else. */
  fileOf(url: string | null): string | null {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
    const file = url.slice(AVATAR_URL_PREFIX.length);
    return AVATAR_FILE_NAME.test(file) ? file : null;
  }

  /** Absolute path of a stored avatar, or null when there is none by that name. */
  async pathOf(file: string): Promise<string | null> {
    if (!AVATAR_FILE_NAME.test(file)) return null;
    const path = join(this.folder, file);
    const found = await stat(path).then(
      (info) => info.isFile(),
      () => false,
    );
    return found ? path : null;
  }

  async removeUrl(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await rm(join(this.folder, file), { force: true });
  }
}
