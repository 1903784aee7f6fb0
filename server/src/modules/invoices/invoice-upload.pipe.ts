import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { unsupportedMediaType } from '../../common/errors/domain-error';
import type { UploadedFileData } from '../../common/files/file-interceptor';
import {
  detectInvoiceFileFormat,
  type InvoiceFileFormat,
  invoiceFileName,
} from './invoice-file-format';

export interface InvoiceUpload {
  bytes: Buffer;
  format: InvoiceFileFormat;
  /** The client's name for the file, sanitised, with the extension of `format`. */
  name: string;
}

/**
 * Turns the uploaded `file` into an invoice file: 400 when there is none, 415 when its
 * bytes are not a PDF, PNG, JPEG or WEBP, whatever its name and declared type say. (The
 * 10 MB limit is the upload reader's, answered with 413 before this runs.)
 */
@Injectable()
export class InvoiceUploadPipe implements PipeTransform<
  UploadedFileData | undefined,
  InvoiceUpload
> {
  transform(file: UploadedFileData | undefined): InvoiceUpload {
    if (!file) {
      throw new BadRequestException({
        message: 'file is required: send the invoice as multipart/form-data in the field "file"',
        error: 'Bad Request',
        fields: { file: ['file is required'] },
      });
    }
    const format = detectInvoiceFileFormat(file.buffer);
    if (!format) {
      const message = 'file must be a PDF, PNG, JPEG or WEBP file (checked from its content)';
      throw unsupportedMediaType('invoice-file-invalid', message, 'file');
    }
    return { bytes: file.buffer, format, name: invoiceFileName(file.originalname, format) };
  }
}
