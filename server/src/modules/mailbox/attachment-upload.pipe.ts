import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { UploadedFileData } from '../../common/files/file-interceptor';
import type { AttachmentUpload } from './mailbox.service';

const refuse = (message: string) =>
  new BadRequestException({ message, error: 'Bad Request', fields: { file: [message] } });

/**
 * The uploaded `file`: 400 when there is none or it is empty. (The size limit is the upload
 * reader's, answered with 413 before this runs; the type comes from the bytes later.)
 */
@Injectable()
export class AttachmentUploadPipe implements PipeTransform<
  UploadedFileData | undefined,
  AttachmentUpload
> {
  transform(file: UploadedFileData | undefined): AttachmentUpload {
    if (!file) throw refuse('file is required: send it as multipart/form-data in the field "file"');
    if (file!.buffer.length === 0) throw refuse('file is empty');
    return { bytes: file!.buffer, name: file!.originalname.trim() };
  }
}
