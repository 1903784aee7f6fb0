import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiErrorResponses(400, 404)
  faqs(@Query() query: FaqsQueryDto): FaqCategoryDto[] {
    return this.helpCenter.faqList(query.slug);
  }

  @Get('guides')
  @ApiOperation({
    summary:
      'Guide categories with their first `limit` (5) guides and counts; with slug that category with all its guides',
  })
  @ApiErrorResponses(400, 404)
  guides(@Query() query: GuidesQueryDto): GuideCategoryDto[] {
    return this.helpCenter.guideList(query.slug, query.limit);
  }

  @Get('guide')
  @ApiOperation({
    summary: 'A guide category with `guides` holding the one guide asked for, content included',
  })
  @ApiErrorResponses(400, 404)
  guide(@Query() query: GuideQueryDto): GuideCategoryWithGuideDto {
    return this.helpCenter.guide(query.categorySlug, query.guideSlug);
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
