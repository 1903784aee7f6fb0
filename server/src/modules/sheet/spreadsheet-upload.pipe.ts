import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { unsupportedMediaType } from '../../common/errors/domain-error';
import type { UploadedFileData } from '../../common/files/file-interceptor';
import { sniffSpreadsheet } from '../../common/spreadsheet';

export interface SpreadsheetUpload {
  bytes: Buffer;
  name: string;
}

/**
 * The uploaded `file`: 400 when there is none, 415 when its bytes are neither an XLSX
 * workbook (a ZIP archive) nor text, whatever its name and declared type say. (The 10 MB
 * limit is the upload reader's, answered with 413 before this runs.)
 */
@Injectable()
export class SpreadsheetUploadPipe implements PipeTransform<
  UploadedFileData | undefined,
  SpreadsheetUpload
> {
  transform(file: UploadedFileData | undefined): SpreadsheetUpload {
    if (!file) {
      const message = 'file is required: send the spreadsheet as multipart/form-data in "file"';
      throw new BadRequestException({
        message,
        error: 'Bad Request',
        fields: { file: ['file is required'] },
      });
    }
    if (!sniffSpreadsheet(file.buffer)) {
      const message = 'file must be a CSV or XLSX spreadsheet (checked from its content)';
      throw unsupportedMediaType('import-file-invalid', message, 'file');
    }
    return { bytes: file.buffer, name: file.originalname.trim() };
  }
}
