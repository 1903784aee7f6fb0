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
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApplicantsService } from './applicants.service';
import { CV_CONTENT_TYPES, CV_MAX_BYTES } from './cv-format';
import { type CvUpload, CvUploadPipe } from './cv-upload.pipe';
import {
  ApplicantDto,
  ApplicantExportDto,
  ApplicantListQueryDto,
  ApplicantPageDto,
  CreateApplicantDto,
  UpdateApplicantDto,
} from './dto/applicant.dto';
import { Access } from '../../common/auth/access';
import { Audited, AuditedListExport } from '../audit/audited.decorator';

@ApiTags('applicants')
@Access('recruiter')
@Controller('applicants')
export class ApplicantsController {
  constructor(private readonly applicants: ApplicantsService) {}

  @Get()
  @AuditedListExport('applicants')
  @ApiOperation({
    summary:
      'Applicants: search name, email, document, skills; filter by city, skill, source, education, experience, CV; sort; paginate',
  })
  list(@Query() query: ApplicantListQueryDto): ApplicantPageDto {
    return this.applicants.list(query);
  }

  @Get(':id')
  @Audited('read', 'applicants')
  @ApiOperation({ summary: 'One applicant' })
  get(@Param('id', ParseUUIDPipe) id: string): ApplicantDto {
    return this.applicants.get(id);
  }

  @Post()
  @Audited('create', 'applicants', 'result')
  @ApiOperation({ summary: 'Add an applicant (consent required; email and documentId unique)' })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateApplicantDto,
  ): Promise<ApplicantDto> {
    return this.applicants.create(body, auth.accountId);
  }

  @Patch(':id')
  @Audited('update', 'applicants')
  @ApiOperation({ summary: 'Change an applicant' })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateApplicantDto,
  ): Promise<ApplicantDto> {
    return this.applicants.update(id, body);
  }

  @Delete(':id')
  @Audited('delete', 'applicants')
  @ApiOperation({
    summary: 'Delete an applicant without applications, and the CV; answers the deleted applicant',
  })
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<ApplicantDto> {
    return this.applicants.remove(id);
  }

  @Post(':id/cv')
  @Audited('update', 'applicants')
  @HttpCode(200)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: CV_MAX_BYTES, files: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'PDF, DOC or DOCX, at most 5 MB' },
      },
    },
  })
  @ApiOperation({
    summary:
      'Upload or replace the CV (PDF, DOC, DOCX by content; 5 MB; 413 above, 415 other types)',
  })
  uploadCv(
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile(CvUploadPipe) file: CvUpload,
  ): Promise<ApplicantDto> {
    return this.applicants.uploadCv(id, file.bytes, file.format);
  }

  @Get(':id/cv')
  @Audited('read', 'applicants')
  @ApiProduces(...Object.values(CV_CONTENT_TYPES))
  @ApiOkResponse({ description: 'The CV file', schema: { type: 'string', format: 'binary' } })
  @ApiOperation({ summary: 'Download the CV, named after the applicant' })
  async downloadCv(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    const cv = await this.applicants.cv(id);
    return new StreamableFile(cv.bytes, {
      type: cv.contentType,
      length: cv.bytes.length,
      disposition: `attachment; filename="${cv.fileName}"`,
    });
  }

  @Get(':id/export')
  @Audited('export', 'applicants')
  @ApiOperation({ summary: 'Everything stored about the applicant, as JSON' })
  export(@Param('id', ParseUUIDPipe) id: string): ApplicantExportDto {
    return this.applicants.export(id);
  }

  @Delete(':id/personal-data')
  @Audited('erase', 'applicants')
  @ApiOperation({
    summary: 'Erase the personal data and the CV on request; applications stay, anonymised',
  })
  erase(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ApplicantDto> {
    return this.applicants.erase(id, auth.accountId);
  }
}
