import { Controller, HttpCode, Post, StreamableFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { attachmentDisposition } from '../../common/files/content-disposition';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../../common/spreadsheet';
import { type ExportTableDto, ExportTableFormDto } from './dto/export.dto';
import { TableUploadPipe } from './table-upload.pipe';

export const EXPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Any list as an XLSX file: the web sends the rows it shows (the list's own filters and
 * columns, in the reader's language) and gets them back as a workbook, so no list's
 * filtering is written twice and the file matches the CSV the web writes itself.
 */
@ApiTags('export')
@Access('signed-in')
@Controller('export')
export class ExportController {
  @Post('xlsx')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('table', { limits: { fileSize: EXPORT_MAX_BYTES, files: 1, fields: 0 } }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ExportTableFormDto })
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'The table as an XLSX workbook: a bold, frozen header row with a filter',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({
    summary: 'Write a table (title, headers, rows) as an XLSX file (100,000 rows, 20 MB)',
  })
  @ApiErrorResponses(400, 413)
  async xlsx(@UploadedFile(TableUploadPipe) table: ExportTableDto): Promise<StreamableFile> {
    const bytes = await writeWorkbook({
      sheets: [{ name: table.title, header: table.headers, rows: table.rows }],
    });
    const base = table.title.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
    return new StreamableFile(bytes, {
      type: XLSX_CONTENT_TYPE,
      length: bytes.length,
      disposition: attachmentDisposition(`${base}.xlsx`),
    });
  }
}
