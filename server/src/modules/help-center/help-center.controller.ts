import { Body, Controller, Get, Headers, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACCEPT_LANGUAGE_HEADER, answerLanguage } from '../../common/languages/answer-language';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import {
  FaqCategoryDto,
  FaqsQueryDto,
  GuideCategoryDto,
  GuideCategoryWithGuideDto,
  GuideQueryDto,
  GuidesQueryDto,
  SupportRequestDto,
  SupportRequestInputDto,
} from './dto/help-center.dto';
import { HelpCenterService } from './help-center.service';
import { Access } from '../../common/auth/access';

@ApiTags('help-center')
@Access('signed-in')
@Controller('apps/help-center')
export class HelpCenterController {
  constructor(private readonly helpCenter: HelpCenterService) {}

  @Get('faqs')
  @ApiOperation({ summary: 'FAQ categories with their FAQs; with slug only that category' })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  faqs(
    @Query() query: FaqsQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FaqCategoryDto[] {
    return this.helpCenter.faqList(answerLanguage(query.lang, acceptLanguage, reply), query.slug);
  }

  @Get('guides')
  @ApiOperation({
    summary:
      'Guide categories with their first `limit` (5) guides and counts; with slug that category with all its guides',
  })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  guides(
    @Query() query: GuidesQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GuideCategoryDto[] {
    return this.helpCenter.guideList(
      answerLanguage(query.lang, acceptLanguage, reply),
      query.slug,
      query.limit,
    );
  }

  @Get('guide')
  @ApiOperation({
    summary: 'A guide category with `guides` holding the one guide asked for, content included',
  })
  @ApiHeader(ACCEPT_LANGUAGE_HEADER)
  @ApiErrorResponses(400, 404)
  guide(
    @Query() query: GuideQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): GuideCategoryWithGuideDto {
    return this.helpCenter.guide(
      answerLanguage(query.lang, acceptLanguage, reply),
      query.categorySlug,
      query.guideSlug,
    );
  }

  @Post('support')
  @ApiOperation({
    summary: 'Send the support form: stored, and mailed to the administrator when SMTP is set',
  })
  @ApiErrorResponses(400)
  support(
    @CurrentAuth() auth: AuthContext,
    @Body() body: SupportRequestInputDto,
  ): Promise<SupportRequestDto> {
    return this.helpCenter.contactSupport(auth.accountId, body);
  }
}
