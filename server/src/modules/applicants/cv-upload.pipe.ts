import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { type CvFormat, detectCvFormat } from './cv-format';
import { unsupportedMediaType } from '../../common/errors/domain-error';
import type { UploadedFileData } from '../../common/files/file-interceptor';

export interface CvUpload {
  bytes: Buffer;
  format: CvFormat;
}

/**
 * Turns the uploaded file into a CV: 400 when there is none, 415 when its bytes are not
 * a PDF, DOC or DOCX, whatever its name and declared type say. (The 5 MB limit is
 * the upload reader's, answered with 413 before this runs.) `field` names the multipart
 * field in the messages.
 */
export function readCvUpload(file: UploadedFileData | undefined, field = 'file'): CvUpload {
  if (!file) {
    throw new BadRequestException({
      message: `${field} is required: send the CV as multipart/form-data in the field "${field}"`,
      error: 'Bad Request',
      fields: { [field]: [`${field} is required`] },
    });
  }
  const format = detectCvFormat(file.buffer);
  if (!format) {
    const message = `${field} must be a PDF, DOC or DOCX document (checked from its content)`;
    throw unsupportedMediaType('cv-invalid', message, field);
  }
  return { bytes: file.buffer, format };
}

/** The CV in the multipart field `file` (see readCvUpload). */
@Injectable()
export class CvUploadPipe implements PipeTransform<UploadedFileData | undefined, CvUpload> {
  transform(file: UploadedFileData | undefined): CvUpload {
    return readCvUpload(file);
  }
}
