import { Injectable } from '@nestjs/common';
import { type ImageFormat, sniffImage } from '../../common/files/magic-bytes';
import { PUBLIC_IMAGE_FILE } from '../../common/files/public-images';
import { BlobArea, type BlobReader, BlobStore } from '../../store';

/** A note's uploaded image: 600 KB at most (its data URL must fit in a 1 MB JSON body). */
export const NOTE_IMAGE_MAX_BYTES = 600 * 1024;
/** The longest data URL that can hold such an image (base64 plus its header). */
export const NOTE_IMAGE_TEXT_MAX = Math.ceil(NOTE_IMAGE_MAX_BYTES / 3) * 4 + 40;
export const NOTE_IMAGE_URL_PREFIX = '/api/apps/notes/images/';
/** A stored image's name: a random id and its real type. */
export const NOTE_IMAGE_FILE = PUBLIC_IMAGE_FILE;

const NOTE_IMAGES_AREA = 'note-images';
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

export type DecodedImage =
  { ok: true; bytes: Buffer; extension: ImageFormat } | { ok: false; reason: string };

/**
 * The image a `data:` URL holds, checked by its bytes (the declared type is not trusted)
 * and its size.
 */
export function decodeImageDataUrl(text: string): DecodedImage {
  const match = DATA_URL.exec(text);
  if (!match) return { ok: false, reason: 'image must be a base64 data: URL of an image' };
  const bytes = Buffer.from(match[1]!, 'base64');
  if (bytes.length > NOTE_IMAGE_MAX_BYTES) {
    return { ok: false, reason: 'image is larger than the limit of 600 KB' };
  }
  const extension = sniffImage(bytes);
  if (!extension) {
    return { ok: false, reason: 'image must be a PNG, JPEG, GIF or WEBP image' };
  }
  return { ok: true, bytes, extension };
}

/**
 * Notes' uploaded images, under DATA_DIR/files/note-images, each named by a random id;
 * the note holds its URL. They are served only to the account whose note points at them.
 */
@Injectable()
export class NoteImages {
  private readonly files: BlobArea;

  constructor(blobs: BlobStore) {
    this.files = blobs.area(NOTE_IMAGES_AREA);
  }

  /** Stores the bytes (durably) and answers the URL that serves them. */
  async save(bytes: Buffer, extension: ImageFormat): Promise<string> {
    return `${NOTE_IMAGE_URL_PREFIX}${await this.files.save(bytes, extension)}`;
  }

  /** The stored file behind a URL this made; null for anything else (sample images). */
  fileOf(url: string | null): string | null {
    if (!url?.startsWith(NOTE_IMAGE_URL_PREFIX)) return null;
    const file = url.slice(NOTE_IMAGE_URL_PREFIX.length);
    return NOTE_IMAGE_FILE.test(file) ? file : null;
  }

  /** What a change that drops `url` names in `removeFiles`: the stored file, if any. */
  storedPaths(url: string | null): string[] {
    const file = this.fileOf(url);
    return file ? [this.files.storedPath(file)] : [];
  }

  open(file: string): Promise<BlobReader | undefined> {
    return NOTE_IMAGE_FILE.test(file) ? this.files.open(file) : Promise.resolve(undefined);
  }

  async removeUrl(url: string | null): Promise<void> {
    const file = this.fileOf(url);
    if (file) await this.files.remove(file);
  }
}
