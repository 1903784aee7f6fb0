import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import writeFileAtomic from 'write-file-atomic';
import { type ImageFormat } from '../../common/files/magic-bytes';
import { StoreService } from '../../store';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/apps/contacts/avatar/';

const STORED_NAME =
  '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)';

/** The name a stored avatar has on disk and in its URL: a random id and its real type. */
export const AVATAR_FILE_NAME = new RegExp(`^${STORED_NAME}$`);

/** The URL of a stored avatar, as contacts hold it. */
export const AVATAR_URL = new RegExp(`^${AVATAR_URL_PREFIX}${STORED_NAME}$`);

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
  async save(bytes: Buffer, extension: ImageFormat): Promise<string> {
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
