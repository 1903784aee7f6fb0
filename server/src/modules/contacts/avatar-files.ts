import { Injectable } from '@nestjs/common';
import { type ImageFormat } from '../../common/files/magic-bytes';
import { type BlobArea, type BlobReader, BlobStore, seedingArea } from '../../store';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/apps/contacts/avatar/';
const AVATARS_AREA = 'avatars';

const STORED_NAME =
  '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(png|jpg|gif|webp)';

/** The name a stored avatar has on disk and in its URL: a random id and its real type. */
export const AVATAR_FILE_NAME = new RegExp(`^${STORED_NAME}$`);

/** The URL of a stored avatar, as contacts hold it. */
export const AVATAR_URL = new RegExp(`^${AVATAR_URL_PREFIX}${STORED_NAME}$`);

/**
 * Forgets every stored avatar: run when the contacts are (re)seeded, since no seeded
 * contact points at an uploaded image.
 */
export function clearAvatarsFolder(dataDir: string): void {
  seedingArea(dataDir, AVATARS_AREA).replaceAllSync([]);
}

/** Avatar images under DATA_DIR/files/avatars, named by a random id, never by the client. */
@Injectable()
export class AvatarFiles {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area(AVATARS_AREA);
  }

  /** Stores the bytes (durably) and answers the URL that serves them back. */
  async save(bytes: Buffer, extension: ImageFormat): Promise<string> {
    return `${AVATAR_URL_PREFIX}${await this.files.save(bytes, extension)}`;
  }

  /** The stored file behind a URL this class made; null for anything else. */
  fileOf(url: string | null): string | null {
    if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
    const file = url.slice(AVATAR_URL_PREFIX.length);
    return AVATAR_FILE_NAME.test(file) ? file : null;
  }

  /** The stored avatar's bytes as a stream, or undefined when there is none by that name. */
  open(file: string): Promise<BlobReader | undefined> {
    return AVATAR_FILE_NAME.test(file) ? this.files.open(file) : Promise.resolve(undefined);
  }

  async removeUrl(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.files.remove(file);
  }
}
