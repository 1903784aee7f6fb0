import {
  BadRequestException,
  Injectable,
  type PipeTransform,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { type CvFormat, detectCvFormat } from './cv-format';
import type { UploadedFileData } from '../../common/files/file-interceptor';

export interface CvUpload {
  bytes: Buffer;
  format: CvFormat;
}

/**
 * Turns the uploaded `file` into a CV: 400 when there is none, 415 when its bytes are not
 * a PDF, DOC or DOCX, whatever its name and declared type say. (The 5 MB limit is
 * the upload reader's, answered with 413 before this runs.)
 */
@Injectable()
export class CvUploadPipe implements PipeTransform<UploadedFileData | undefined, CvUpload> {
  transform(file: UploadedFileData | undefined): CvUpload {
    if (!file) {
      throw new BadRequestException({
        message: 'file is required: send the CV as multipart/form-data in the field "file"',
        error: 'Bad Request',
        fields: { file: ['file is required'] },
      });
    }
    const format = detectCvFormat(file.buffer);
    if (!format) {
      const message = 'file must be a PDF, DOC or DOCX document (checked from its content)';
      throw new UnsupportedMediaTypeException({
        message,
        error: 'Unsupported Media Type',
        fields: { file: [message] },
      });
    }
    return { bytes: file.buffer, format };
  }
}
