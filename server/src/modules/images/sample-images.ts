import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { IMAGES_DIR } from '../../store/seed/seed-files';
import { listShippedImages, SHIPPED_IMAGE_TYPES, type ShippedImage } from '../../store';

/** The types of the sample images, by extension; other files are never served. */
export const SAMPLE_IMAGE_TYPES = SHIPPED_IMAGE_TYPES;

/** The sample images shipped in data/images, listed once at start. */
@Injectable()
export class SampleImages {
  private readonly images = listShippedImages(IMAGES_DIR);

  /** The image at `folder/file`; not-found for anything else. */
  find(folder: string, file: string): ShippedImage {
    const image = this.images.get(`${folder}/${file}`);
    if (!image) throw notFound('file-missing', `Could not found image ${folder}/${file}!`);
    return image;
  }

  /** Every image's `folder/file`. */
  names(): string[] {
    return [...this.images.keys()];
  }
}
