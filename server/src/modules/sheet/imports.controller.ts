import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { attachmentDisposition } from '../../common/files/content-disposition';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '../../common/spreadsheet';
import {
  CommitImportDto,
  ImportDto,
  ImportKindParamDto,
  ImportRowPageDto,
  ImportRowsQueryDto,
  PreviewImportDto,
  ReportQueryDto,
  TemplateQueryDto,
  UploadImportDto,
  UploadImportFormDto,
} from './dto/import.dto';
import { IMPORT_MAX_BYTES, ImportsService, type SheetFile } from './imports.service';
import { type SpreadsheetUpload, SpreadsheetUploadPipe } from './spreadsheet-upload.pipe';

const fileAnswer = (file: SheetFile) =>
  new StreamableFile(file.bytes, {
    type: file.contentType,
    length: file.bytes.length,
    disposition: attachmentDisposition(file.name),
  });

/**
 * Bulk import of applicants and vacancies (apps/sheet): upload, map the columns, preview
 * every row's errors, import the valid rows in one commit, download the report.
 */
@ApiTags('imports')
@Access('recruiter')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Post()
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2 },
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadImportFormDto })
  @ApiOperation({
    summary:
      'Upload a CSV or XLSX of applicants or vacancies (10 MB, 20,000 rows; its type read from its content): answers its headers, first rows and a suggested column for each field',
  })
  @ApiErrorResponses(400, 413, 415, 422)
  upload(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UploadImportDto,
    @UploadedFile(SpreadsheetUploadPipe) file: SpreadsheetUpload,
  ): Promise<ImportDto> {
    return this.imports.upload(auth.accountId, body.kind, file);
  }

  @Get('templates/:kind')
  @ApiProduces(CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'An empty CSV or XLSX with the headers the import recognises',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'A template to fill in: the kind’s columns, headers in a language' })
  @ApiErrorResponses(400)
  async template(
    @Param() params: ImportKindParamDto,
    @Query() query: TemplateQueryDto,
  ): Promise<StreamableFile> {
    return fileAnswer(
      await this.imports.template(params.kind, query.format ?? 'csv', query.lang ?? 'en'),
    );
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'An upload’s state: its steps run as jobs, so look here for the progress, the preview’s counts and the import’s result (404 once it is not kept)',
  })
  @ApiErrorResponses(400, 404)
  get(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ImportDto> {
    return this.imports.get(auth.accountId, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Let an upload go (nothing is imported)' })
  @ApiErrorResponses(400, 404, 409)
  discard(@CurrentAuth() auth: AuthContext, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.imports.discard(auth.accountId, id);
  }

  @Post(':id/preview')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ImportDto, description: 'The check has started (previewing)' })
  @ApiOperation({
    summary:
      'Check every row with this mapping and duplicate mode, as the API’s own validation and rules would (remembered for the account); answers at once, the state says when it is previewed',
  })
  @ApiErrorResponses(400, 404, 409)
  preview(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PreviewImportDto,
  ): Promise<ImportDto> {
    return this.imports.preview(auth.accountId, id, body);
  }

  @Get(':id/rows')
  @ApiOperation({
    summary: 'The previewed rows with their status and errors, a page at a time (status filters)',
  })
  @ApiErrorResponses(400, 404, 409)
  rows(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ImportRowsQueryDto,
  ): Promise<ImportRowPageDto> {
    return this.imports.rows(auth.accountId, id, query);
  }

  @Post(':id/commit')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ImportDto, description: 'The import has started (importing)' })
  @ApiOperation({
    summary:
      'Import the previewed rows: every valid row in one commit with its report, or nothing (when a row the preview found valid is not any more); applicants need consent: true',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  commit(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CommitImportDto,
  ): Promise<ImportDto> {
    return this.imports.commit(auth.accountId, id, body);
  }

  @Get(':id/report')
  @ApiProduces(CSV_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'The import’s report: one line per row with its result and problems',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'Download an import’s report as CSV (kept after the upload goes)' })
  @ApiErrorResponses(400, 404)
  report(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ReportQueryDto,
  ): StreamableFile {
    return fileAnswer(this.imports.reportFile(auth.accountId, id, query.lang ?? 'en'));
  }
}
