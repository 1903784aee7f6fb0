import {
  BadRequestException,
  Injectable,
  mixin,
  type PipeTransform,
  type Type,
} from '@nestjs/common';
import type { UploadedFileData } from './file-interceptor';
import { type ImageFormat, sniffImage } from './magic-bytes';
import { unsupportedMediaType } from '../errors/domain-error';

export interface ImageUpload {
  bytes: Buffer;
  extension: ImageFormat;
}

/**
 * An uploaded file as an image: 415 (`image-file-invalid`) when its bytes are not a PNG,
 * JPEG, GIF or WEBP, whatever its name and declared type say. `field` names the
 * multipart field in the message.
 */
export function readImageUpload(file: UploadedFileData, field: string): ImageUpload {
  const extension = sniffImage(file.buffer);
  if (!extension) {
    const message = `${field} must be a PNG, JPEG, GIF or WEBP image (checked from its content)`;
    throw unsupportedMediaType('image-file-invalid', message, field);
  }
  return { bytes: file.buffer, extension };
}

/**
 * Turns the file uploaded in `field` into an image: 400 when there is none, 415 when it
 * is not one (readImageUpload). (The size limit is the upload reader's, answered with
 * 413 before this runs.)
 */
export function ImageUploadPipe(
  field: string,
): Type<PipeTransform<UploadedFileData | undefined, ImageUpload>> {
  @Injectable()
  class CheckImage implements PipeTransform<UploadedFileData | undefined, ImageUpload> {
    transform(file: UploadedFileData | undefined): ImageUpload {
      if (!file) {
        throw new BadRequestException({
          message: `${field} is required: send the image as multipart/form-data in the field "${field}"`,
          error: 'Bad Request',
          fields: { [field]: [`${field} is required`] },
        });
      }
      return readImageUpload(file, field);
    }
  }
  return mixin(CheckImage);
}
