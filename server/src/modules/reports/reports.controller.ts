import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { attachmentDisposition } from '../../common/files/content-disposition';
import { PeriodQueryDto } from '../../common/period/period-query.dto';
import {
  CreateSavedReportDto,
  ReportDto,
  ReportExportQueryDto,
  ReportKindParamDto,
  ReportRunDto,
  RunParamsDto,
  SavedReportDto,
  SavedReportListQueryDto,
  UpdateSavedReportDto,
} from './dto/report.dto';
import { CONTENT_TYPES } from './report-files';
import { ReportsService } from './reports.service';

/**
 * Reports (apps/autoreportes). Recruitment reports need the recruiter role, the rewards
 * programme's the rewards role (admins hold both); each route checks the report's kind.
 */
@ApiTags('reports')
@Access('recruiter', 'rewards')
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('figures/:kind')
  @ApiOperation({
    summary:
      'A report’s figures over a period (UTC days): a table with totals and how to chart it (403 for a kind the roles do not cover)',
  })
  @ApiErrorResponses(400)
  figures(
    @CurrentAuth() auth: AuthContext,
    @Param() params: ReportKindParamDto,
    @Query() query: PeriodQueryDto,
  ): ReportDto {
    return this.reports.figures(auth, params.kind, query);
  }

  @Get('figures/:kind/export')
  @ApiProduces(CONTENT_TYPES.csv, CONTENT_TYPES.xlsx)
  @ApiOkResponse({
    description: 'The table as a CSV or XLSX file, named after the report and its days',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'A report’s figures as a CSV or XLSX file, in the language asked' })
  @ApiErrorResponses(400)
  async export(
    @CurrentAuth() auth: AuthContext,
    @Param() params: ReportKindParamDto,
    @Query() query: ReportExportQueryDto,
  ): Promise<StreamableFile> {
    const { format, lang, ...period } = query;
    const file = await this.reports.exportFile(auth, params.kind, period, format, lang);
    return new StreamableFile(file.bytes, {
      type: file.contentType,
      length: file.bytes.length,
      disposition: attachmentDisposition(file.name),
    });
  }

  @Get('saved')
  @ApiOperation({
    summary:
      'The caller’s saved reports by name, each with its next run and last run; with all=true an administrator sees everyone’s',
  })
  @ApiErrorResponses(400)
  list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: SavedReportListQueryDto,
  ): SavedReportDto[] {
    return this.reports.list(auth, query.all === true);
  }

  @Post('saved')
  @ApiOperation({
    summary:
      'Save a report with its period, a schedule (UTC) and recipients; answers it with its next run',
  })
  @ApiErrorResponses(400)
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateSavedReportDto,
  ): Promise<SavedReportDto> {
    return this.reports.create(auth, body);
  }

  @Get('saved/:id')
  @ApiOperation({ summary: 'One saved report (404 when another account’s, unless admin)' })
  @ApiErrorResponses(400, 404)
  get(@CurrentAuth() auth: AuthContext, @Param('id', ParseUUIDPipe) id: string): SavedReportDto {
    return this.reports.get(auth, id);
  }

  @Patch('saved/:id')
  @ApiOperation({
    summary: 'Change the fields given; a new schedule or resuming computes the next run anew',
  })
  @ApiErrorResponses(400, 404)
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateSavedReportDto,
  ): Promise<SavedReportDto> {
    return this.reports.update(auth, id, body);
  }

  @Delete('saved/:id')
  @ApiOperation({
    summary:
      'Delete a saved report and its run history (the files stay in the file manager); answers it',
  })
  @ApiErrorResponses(400, 404)
  remove(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<SavedReportDto> {
    return this.reports.remove(auth, id);
  }

  @Post('saved/:id/run')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Run it now (the schedule stays as it is): answers the finished run, failed ones too',
  })
  @ApiErrorResponses(400, 404)
  run(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ReportRunDto> {
    return this.reports.runNow(auth, id);
  }

  @Get('saved/:id/runs')
  @ApiOperation({ summary: 'The report’s runs, newest first (the latest 50)' })
  @ApiErrorResponses(400, 404)
  runs(@CurrentAuth() auth: AuthContext, @Param('id', ParseUUIDPipe) id: string): ReportRunDto[] {
    return this.reports.runsOf(auth, id);
  }

  @Get('saved/:id/runs/:runId/file')
  @ApiProduces(CONTENT_TYPES.csv, CONTENT_TYPES.xlsx)
  @ApiOkResponse({
    description: 'The file the run wrote, as an attachment',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({
    summary: 'Download the file of a run (404 file-missing once deleted in the file manager)',
  })
  @ApiErrorResponses(400, 404)
  async runFile(
    @CurrentAuth() auth: AuthContext,
    @Param() params: RunParamsDto,
  ): Promise<StreamableFile> {
    const file = await this.reports.runFile(auth, params.id, params.runId);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.length,
      disposition: attachmentDisposition(file.name),
    });
  }
}
