import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { type ContentLanguage, inLanguage } from '../../common/languages/content-language';
import { MailerService } from '../../common/mail/mailer.service';
import { AppConfigService } from '../../config/config';
import {
  DEFAULT_GUIDES_LIMIT,
  type FaqCategoryDto,
  type GuideCategoryDto,
  type GuideCategoryWithGuideDto,
  type GuideSummaryDto,
  type SupportRequestDto,
  type SupportRequestInputDto,
} from './dto/help-center.dto';
import {
  FaqCategoriesRepository,
  FaqsRepository,
  GuideCategoriesRepository,
  GuidesRepository,
  SupportRequestsRepository,
} from './help-center.repository';
import type { Faq, Guide, HelpCategory, SupportRequest } from './help-center.types';

const summary = ({ content: _content, ...guide }: Omit<Guide, 'translations'>): GuideSummaryDto =>
  guide;

@Injectable()
export class HelpCenterService {
  constructor(
    private readonly faqCategories: FaqCategoriesRepository,
    private readonly faqs: FaqsRepository,
    private readonly guideCategories: GuideCategoriesRepository,
    private readonly guides: GuidesRepository,
    private readonly supportRequests: SupportRequestsRepository,
    private readonly mailer: MailerService,
    private readonly config: AppConfigService,
  ) {}

  /** Every FAQ category with its FAQs, or only the one named by slug, in `language`. */
  faqList(language: ContentLanguage, slug?: string): FaqCategoryDto[] {
    const categories = slug
      ? [bySlug(this.faqCategories.list(), slug, 'FAQ category')]
      : this.faqCategories.list();
    const faqs = this.faqs.list();
    return categories.map((category) => ({
      ...inLanguage(category, language),
      faqs: faqs
        .filter((faq) => faq.categoryId === category.id)
        .map((faq: Faq) => inLanguage(faq, language)),
    }));
  }

  /**
   * Without slug: every guide category with its first `limit` guides, how many that is
   * (visibleGuides) and how many it has (totalGuides). With slug: that category with all
   * its guides. Texts in `language`.
   */
  guideList(
    language: ContentLanguage,
    slug?: string,
    limit = DEFAULT_GUIDES_LIMIT,
  ): GuideCategoryDto[] {
    const guides = this.guides.list();
    const of = (category: HelpCategory) =>
      guides
        .filter((guide) => guide.categoryId === category.id)
        .map((guide) => summary(inLanguage(guide, language)));
    if (slug) {
      const category = bySlug(this.guideCategories.list(), slug, 'guide category');
      return [{ ...inLanguage(category, language), guides: of(category) }];
    }
    return this.guideCategories.list().map((category) => {
      const all = of(category);
      const visible = all.slice(0, limit);
      return {
        ...inLanguage(category, language),
        visibleGuides: visible.length,
        totalGuides: all.length,
        guides: visible,
      };
    });
  }

  /** A guide category with one of its guides, content included: `guides` holds only it. */
  guide(
    language: ContentLanguage,
    categorySlug: string,
    guideSlug: string,
  ): GuideCategoryWithGuideDto {
    const category = bySlug(this.guideCategories.list(), categorySlug, 'guide category');
    const guide = this.guides
      .list()
      .find((one) => one.categoryId === category.id && one.slug === guideSlug);
    if (!guide) {
      throw notFound(
        'not-found',
        `Could not found guide with slug of ${guideSlug} in ${categorySlug}!`,
      );
    }
    return { ...inLanguage(category, language), guides: [inLanguage(guide, language)] };
  }

  /** Stores the request, then mails it to the administrator when SMTP is configured. */
  async contactSupport(
    accountId: string,
    input: SupportRequestInputDto,
  ): Promise<SupportRequestDto> {
    const { smtpUrl } = this.config.values.mail;
    const request: SupportRequest = {
      id: randomUUID(),
      accountId,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      createdAt: new Date().toISOString(),
      mailed: Boolean(smtpUrl),
    };
    await this.supportRequests.insert(request);
    if (smtpUrl) {
      await this.mailer.send({
        to: this.config.values.admin.email,
        subject: `[Support] ${request.subject}`,
        text: `${request.name} <${request.email}> wrote on ${request.createdAt}:\n\n${request.message}\n\nRequest ${request.id}`,
      });
    }
    const { accountId: _accountId, ...answer } = request;
    return answer;
  }
}

function bySlug(categories: readonly HelpCategory[], slug: string, what: string): HelpCategory {
  const category = categories.find((one) => one.slug === slug);
  if (!category) throw notFound('not-found', `Could not found ${what} with slug of ${slug}!`);
  return { ...category };
}
