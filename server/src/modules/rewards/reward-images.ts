import { Injectable } from '@nestjs/common';
import type { ImageFormat } from '../../common/files/magic-bytes';
import { BlobArea, type BlobReader, BlobStore } from '../../store';

export const REWARD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const REWARD_IMAGE_URL_PREFIX = '/api/rewards/images/';

/** A stored reward image's name: a random id and its real type. */
export const REWARD_IMAGE_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/** Reward images under DATA_DIR/files/reward-images, named by a random id. */
@Injectable()
export class RewardImages {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area('reward-images');
  }

  /** Stores the bytes (durably) and answers the URL that serves them. */
  async save(bytes: Buffer, extension: ImageFormat): Promise<string> {
    return `${REWARD_IMAGE_URL_PREFIX}${await this.files.save(bytes, extension)}`;
  }

  open(file: string): Promise<BlobReader | undefined> {
    return REWARD_IMAGE_FILE.test(file) ? this.files.open(file) : Promise.resolve(undefined);
  }

  /** The stored file behind a URL this class made; null for anything else. */
  fileOf(url: string | null): string | null {
    if (!url?.startsWith(REWARD_IMAGE_URL_PREFIX)) return null;
    const file = url.slice(REWARD_IMAGE_URL_PREFIX.length);
    return REWARD_IMAGE_FILE.test(file) ? file : null;
  }

  async removeUrl(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.files.remove(file);
  }
}
