import { Body, Controller, Get, Headers, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { preferredLanguage } from '../../common/http/accept-language';
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
import { DEFAULT_HELP_LANGUAGE, HELP_LANGUAGES, type HelpLanguage } from './help-center.types';
import { Access } from '../../common/auth/access';

/**
 * The language of the texts answered: `lang` when given, else the first of the
 * Accept-Language header's that the help center is written in, else English. The answer
 * says which in Content-Language.
 */
function answerLanguage(
  lang: HelpLanguage | undefined,
  acceptLanguage: string | undefined,
  reply: FastifyReply,
): HelpLanguage {
  const language =
    lang ?? preferredLanguage(acceptLanguage, HELP_LANGUAGES) ?? DEFAULT_HELP_LANGUAGE;
  void reply.header('content-language', language);
  return language;
}

const ACCEPT_LANGUAGE = {
  name: 'Accept-Language',
  required: false,
  description: 'The language of the texts when `lang` is not given (en, tr, es; else en)',
};

@ApiTags('help-center')
@Access('signed-in')
@Controller('apps/help-center')
export class HelpCenterController {
  constructor(private readonly helpCenter: HelpCenterService) {}

  @Get('faqs')
  @ApiOperation({ summary: 'FAQ categories with their FAQs; with slug only that category' })
  @ApiHeader(ACCEPT_LANGUAGE)
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
  @ApiHeader(ACCEPT_LANGUAGE)
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
  @ApiHeader(ACCEPT_LANGUAGE)
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
