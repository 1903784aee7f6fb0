import { type Dirent, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { IMAGES_DIR } from '../../store/seed/seed-files';

/** The types of the sample images, by extension; other files are never served. */
export const SAMPLE_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** Folder and file names the server lists; dot files and odd names are left out. */
const NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const FILE = /^[a-z0-9][a-z0-9_.-]*$/i;

export interface SampleImage {
  /** Absolute path of the file. */
  path: string;
  contentType: string;
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
 * path. Requests are answered from this list only, never by joining a path from the
 * request, so no name (`..`, encoded slashes, links) reaches outside the folder.
 */
export function listSampleImages(dir: string): ReadonlyMap<string, SampleImage> {
  const images = new Map<string, SampleImage>();
  for (const folder of entries(dir)) {
    if (!folder.isDirectory() || !NAME.test(folder.name)) continue;
    for (const file of entries(join(dir, folder.name))) {
      const contentType = SAMPLE_IMAGE_TYPES[extname(file.name).toLowerCase()];
      if (!file.isFile() || !FILE.test(file.name) || !contentType) continue;
      images.set(`${folder.name}/${file.name}`, {
        path: join(dir, folder.name, file.name),
        contentType,
      });
    }
  }
  return images;
}

/** The sample images shipped in data/images, listed once at start. */
@Injectable()
export class SampleImages {
  private readonly images = listSampleImages(IMAGES_DIR);

  /** The image at `folder/file`; not-found for anything else. */
  find(folder: string, file: string): SampleImage {
    const image = this.images.get(`${folder}/${file}`);
    if (!image) throw notFound(`Could not found image ${folder}/${file}!`);
    return image;
  }

  /** Every image's `folder/file`. */
  names(): string[] {
    return [...this.images.keys()];
  }
}
