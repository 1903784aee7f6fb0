import { createReadStream, type Dirent, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';

/** The types of the shipped images, by extension; other files are never served. */
export const SHIPPED_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Folder and file names listed; dot files and odd names are left out. */
const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const FILE = /^[a-z0-9][a-z0-9_.-]*$/i;

export interface ShippedImage {
  contentType: string;
  /** A stream of the file's bytes. */
  open: () => Readable;
}

const entries = (dir: string): Dirent[] => {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
};

/**
 * Every image one folder below `dir` (`avatars/male-01.svg`), keyed by that relative
 * path: the read-only images shipped with the code (data/images). Requests are answered
 * from this list only, never by joining a path from the request, so no name (`..`,
 * encoded slashes, links) reaches outside the folder.
 */
export function listShippedImages(dir: string): ReadonlyMap<string, ShippedImage> {
  const images = new Map<string, ShippedImage>();
  for (const folder of entries(dir)) {
    if (!folder.isDirectory() || !NAME.test(folder.name)) continue;
    for (const file of entries(join(dir, folder.name))) {
      const contentType = SHIPPED_IMAGE_TYPES[extname(file.name).toLowerCase()];
      if (!file.isFile() || !FILE.test(file.name) || !contentType) continue;
      const path = join(dir, folder.name, file.name);
      images.set(`${folder.name}/${file.name}`, {
        contentType,
        open: () => createReadStream(path),
      });
    }
  }
  return images;
}
