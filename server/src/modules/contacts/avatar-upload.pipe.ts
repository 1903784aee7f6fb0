import {
  BadRequestException,
  Injectable,
  type PipeTransform,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { type ImageFormat, sniffImage } from '../../common/files/magic-bytes';
import type { UploadedFileData } from '../../common/files/file-interceptor';

export interface AvatarUpload {
  bytes: Buffer;
  extension: ImageFormat;
}

/**
 * Turns the uploaded `avatar` into an image: 400 when there is none, 415 when its bytes
 * are not a PNG, JPEG, GIF or WEBP, whatever its name and declared type say. (The 2 MB
 * limit is the upload reader's, answered with 413 before this runs.)
 */
@Injectable()
export class AvatarUploadPipe implements PipeTransform<UploadedFileData | undefined, AvatarUpload> {
  transform(file: UploadedFileData | undefined): AvatarUpload {
    if (!file) {
      throw new BadRequestException({
        message: 'avatar is required: send the image as multipart/form-data in the field "avatar"',
        error: 'Bad Request',
        fields: { avatar: ['avatar is required'] },
      });
    }
    const extension = sniffImage(file.buffer);
    if (!extension) {
      const message = 'avatar must be a PNG, JPEG, GIF or WEBP image (checked from its content)';
      throw new UnsupportedMediaTypeException({
        message,
        error: 'Unsupported Media Type',
        fields: { avatar: [message] },
      });
    }
    return { bytes: file.buffer, extension };
  }
}
