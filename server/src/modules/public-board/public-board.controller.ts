import {
  Body,
  Controller,
  Get,
  Injectable,
  Param,
  type PipeTransform,
  Post,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  FileInterceptor,
  UploadedFile,
  type UploadedFileData,
} from '../../common/files/file-interceptor';
import { CV_MAX_BYTES } from '../applicants/cv-format';
import { type CvUpload, readCvUpload } from '../applicants/cv-upload.pipe';
import { PublicBannerDto } from '../banners/dto/banner.dto';
import {
  PublicApplicationBodyDto,
  PublicApplicationDto,
  PublicApplicationReceiptDto,
  PublicBoardFiltersDto,
  PublicVacancyCodeParamDto,
  PublicVacancyDto,
  PublicVacancyListQueryDto,
  PublicVacancyPageDto,
} from './dto/public-board.dto';
import { PublicBoardService } from './public-board.service';
import { PublicApply, PublicRead } from './public-rate-limit.guard';

/** The CV of an application, in the multipart field `cv` (checked by content). */
@Injectable()
class ApplicationCvPipe implements PipeTransform<UploadedFileData | undefined, CvUpload> {
  transform(file: UploadedFileData | undefined): CvUpload {
    return readCvUpload(file, 'cv');
  }
}

/**
 * The public job board: the only data endpoints that need no token, each limited per
 * client IP, each answering public fields only.
 */
@ApiTags('public')
@Controller('public')
export class PublicBoardController {
  constructor(private readonly board: PublicBoardService) {}

  @Get('banners')
  @Public()
  @PublicRead()
  @ApiOperation({
    summary: 'The banners of the public home page: active, inside their dates, in order (public)',
  })
  banners(): PublicBannerDto[] {
    return this.board.showingBanners();
  }

  @Get('vacancies')
  @Public()
  @PublicRead()
  @ApiOperation({
    summary:
      'Open, non-internal vacancies, newest first: search, filter by category, modality, location; paginate (public)',
  })
  @ApiErrorResponses(400)
  vacancies(@Query() query: PublicVacancyListQueryDto): PublicVacancyPageDto {
    return this.board.list(query);
  }

  @Get('vacancies/filters')
  @Public()
  @PublicRead()
  @ApiOperation({
    summary:
      'The categories, modalities and locations of the listed vacancies, with counts (public)',
  })
  filters(): PublicBoardFiltersDto {
    return this.board.filters();
  }

  @Get('vacancies/:code')
  @Public()
  @PublicRead()
  @ApiOperation({ summary: 'One listed vacancy with its description (public)' })
  @ApiErrorResponses(400, 404)
  vacancy(@Param() params: PublicVacancyCodeParamDto): PublicVacancyDto {
    return this.board.get(params.code);
  }

  @Post('vacancies/:code/applications')
  @Public()
  @PublicApply()
  @UseInterceptors(
    FileInterceptor('cv', {
      limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10 },
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PublicApplicationBodyDto })
  @ApiOperation({
    summary:
      'Apply to a listed vacancy with a CV (PDF, DOC, DOCX by content; 5 MB) and consent; links a known applicant (same e-mail or document) or creates one (public)',
  })
  @ApiErrorResponses(400, 404, 409, 413, 415, 422)
  apply(
    @Param() params: PublicVacancyCodeParamDto,
    @Body() body: PublicApplicationDto,
    @UploadedFile(ApplicationCvPipe) cv: CvUpload,
  ): Promise<PublicApplicationReceiptDto> {
    return this.board.apply(params.code, body, cv);
  }
}
