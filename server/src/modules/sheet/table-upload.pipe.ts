import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { UploadedFileData } from '../../common/files/file-interceptor';
import { validatePlain } from '../../common/validation/validate-plain';
import { ExportTableDto } from './dto/export.dto';

const refuse = (message: string, fields: Record<string, string[]> = { table: [message] }) =>
  new BadRequestException({ message, error: 'Bad Request', fields });

/** The `table` part: JSON, validated as ExportTableDto (400 with the fields otherwise). */
@Injectable()
export class TableUploadPipe implements PipeTransform<
  UploadedFileData | undefined,
  ExportTableDto
> {
  transform(file: UploadedFileData | undefined): ExportTableDto {
    if (!file) {
      throw refuse(
        'table is required: send the table as a JSON file in the multipart field "table"',
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.buffer.toString('utf8'));
    } catch {
      throw refuse('table must be JSON');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw refuse('table must be a JSON object with title, headers and rows');
    }
    const checked = validatePlain(ExportTableDto, parsed as Record<string, unknown>);
    if (!checked.valid) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([path, messages]) => [`table.${path}`, messages]),
      );
      throw refuse(Object.values(checked.fields).flat().join('; '), fields);
    }
    return checked.value;
  }
}
