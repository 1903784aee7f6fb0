import type { BlobArea, BlobReader, BlobStore } from '../../store';
import type { ImageFormat } from './magic-bytes';

/** Uploaded images shown in <img> tags: 2 MB at most. */
export const PUBLIC_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A stored image's name: a random id and its real type. */
export const PUBLIC_IMAGE_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp)$/;

/**
 * Images a record points at by URL (`<urlPrefix><file>`), stored in one blob area under a
 * random name and served publicly: the name is unguessable and only the record knows it.
 */
export class PublicImages {
  private readonly files: BlobArea;

  constructor(
    blobs: BlobStore,
    area: string,
    private readonly urlPrefix: string,
  ) {
    this.files = blobs.area(area);
  }

  /** Stores the bytes (durably) and answers the URL that serves them. */
  async save(bytes: Buffer, extension: ImageFormat): Promise<string> {
    return `${this.urlPrefix}${await this.files.save(bytes, extension)}`;
  }

  open(file: string): Promise<BlobReader | undefined> {
    return PUBLIC_IMAGE_FILE.test(file) ? this.files.open(file) : Promise.resolve(undefined);
  }

  /** The stored file behind a URL this made; null for anything else. */
  fileOf(url: string | null): string | null {
    if (!url?.startsWith(this.urlPrefix)) return null;
    const file = url.slice(this.urlPrefix.length);
    return PUBLIC_IMAGE_FILE.test(file) ? file : null;
  }

  /** What a change that drops `url` names in `removeFiles`: the stored file, if any. */
  storedPaths(url: string | null): string[] {
    const file = this.fileOf(url);
    return file ? [this.files.storedPath(file)] : [];
  }

  async removeUrl(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.files.remove(file);
  }
}
