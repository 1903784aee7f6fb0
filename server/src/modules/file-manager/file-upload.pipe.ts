import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { UploadedFileData } from '../../common/files/file-interceptor';

export const FILE_MAX_BYTES = 20 * 1024 * 1024;

export interface FileUpload {
  bytes: Buffer;
  /** The name the client gave the file (checked, but used as a display name only). */
  name: string;
}

const refuse = (field: string, message: string) =>
  new BadRequestException({ message, error: 'Bad Request', fields: { [field]: [message] } });

/**
 * The uploaded `file`: 400 when there is none. (The 20 MB limit is the upload reader's, answered
 * with 413 before this runs; the name is checked by the service like any item name.)
 */
@Injectable()
export class FileUploadPipe implements PipeTransform<UploadedFileData | undefined, FileUpload> {
  transform(file: UploadedFileData | undefined): FileUpload {
    if (!file) {
      throw refuse('file', 'file is required: send it as multipart/form-data in the field "file"');
    }
    return { bytes: file.buffer, name: file.originalname.trim() };
  }
}
