import {
  BadRequestException,
  Injectable,
  mixin,
  type PipeTransform,
  type Type,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { UploadedFileData } from './file-interceptor';
import { type ImageFormat, sniffImage } from './magic-bytes';

export interface ImageUpload {
  bytes: Buffer;
  extension: ImageFormat;
}

/**
 * Turns the file uploaded in `field` into an image: 400 when there is none, 415 when its
 * bytes are not a PNG, JPEG, GIF or WEBP, whatever its name and declared type say. (The
 * size limit is the upload reader's, answered with 413 before this runs.)
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
      const extension = sniffImage(file.buffer);
      if (!extension) {
        const message = `${field} must be a PNG, JPEG, GIF or WEBP image (checked from its content)`;
        throw new UnsupportedMediaTypeException({
          message,
          error: 'Unsupported Media Type',
          fields: { [field]: [message] },
        });
      }
      return { bytes: file.buffer, extension };
    }
  }
  return mixin(CheckImage);
}
