import { Injectable } from '@nestjs/common';
import { PUBLIC_VISITOR_ID } from '../../common/auth/public-visitor';
import { conflict, DomainError, notFound, ruleBroken } from '../../common/errors/domain-error';
import type { CvUpload } from '../applicants/cv-upload.pipe';
import { ApplicantsService } from '../applicants/applicants.service';
import { ApplicationsService } from '../applications/applications.service';
import type { PublicBannerDto } from '../banners/dto/banner.dto';
import { BannersService } from '../banners/banners.service';
import { CategoriesService } from '../categories/categories.service';
import { CompaniesService } from '../companies/companies.service';
import { paginate, type Page } from '../../common/listing/paginate';
import { compareText, foldText, matchesTerms, searchTerms } from '../../common/listing/text';
import { VacanciesService } from '../vacancies/vacancies.service';
import { MODALITIES, type Vacancy } from '../vacancies/vacancy.types';
import {
  PUBLIC_PAGE_SIZE,
  type PublicApplicationDto,
  type PublicApplicationReceiptDto,
  type PublicBoardFiltersDto,
  type PublicCategoryDto,
  type PublicVacancyDto,
  type PublicVacancyListQueryDto,
  type PublicVacancySummaryDto,
} from './dto/public-board.dto';
import { dayOf, isEverPublic, isListed, publicDescription, publicSalary } from './public-vacancies';

/** Newest first; the code breaks ties so that pages never overlap. */
function byPublished(a: Vacancy, b: Vacancy): number {
  return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.code.localeCompare(a.code);
}

/**
 * The public job board's view of the recruitment records: the banners showing now and
 * the open, non-internal vacancies, with public fields only, and a visitor's
 * application. Nothing here answers an id of a record, an applicant's data or staff's.
 */
@Injectable()
export class PublicBoardService {
  constructor(
    private readonly vacancies: VacanciesService,
    private readonly companies: CompaniesService,
    private readonly categories: CategoriesService,
    private readonly banners: BannersService,
    private readonly applicants: ApplicantsService,
    private readonly applications: ApplicationsService,
  ) {}

  showingBanners(now = new Date()): PublicBannerDto[] {
    return this.banners.showing(now);
  }

  /** The listed vacancies matching the query, newest first, a page at a time. */
  list(query: PublicVacancyListQueryDto, now = new Date()): Page<PublicVacancySummaryDto> {
    const terms = searchTerms(query.search);
    const location = query.location ? foldText(query.location.trim()) : undefined;
    const found = this.listed(now)
      .filter(
        (vacancy) =>
          (query.category === undefined || this.category(vacancy)?.slug === query.category) &&
          (query.modality === undefined || vacancy.modality === query.modality) &&
          (location === undefined || foldText(vacancy.location.trim()) === location) &&
          matchesTerms(
            [
              vacancy.title,
              vacancy.location,
              this.companyName(vacancy),
              this.category(vacancy)?.name,
              ...vacancy.requirements,
            ],
            terms,
          ),
      )
      .sort(byPublished);
    const page = paginate(found, query.page ?? 1, query.size ?? PUBLIC_PAGE_SIZE);
    return {
      items: page.items.map((vacancy) => this.summary(vacancy)),
      pagination: page.pagination,
    };
  }

  /** The values the filters offer, each with how many listed vacancies have it. */
  filters(now = new Date()): PublicBoardFiltersDto {
    const listed = this.listed(now);
    const categories = new Map<string, PublicCategoryDto & { count: number }>();
    const locations = new Map<string, { name: string; count: number }>();
    for (const vacancy of listed) {
      const category = this.category(vacancy);
      if (category) {
        const entry = categories.get(category.slug) ?? { ...category, count: 0 };
        entry.count += 1;
        categories.set(category.slug, entry);
      }
      const name = vacancy.location.trim();
      if (name) {
        const key = foldText(name);
        const entry = locations.get(key) ?? { name, count: 0 };
        entry.count += 1;
        locations.set(key, entry);
      }
    }
    return {
      categories: [...categories.values()].sort((a, b) => compareText(a.name, b.name)),
      modalities: MODALITIES.map((modality) => ({
        modality,
        count: listed.filter((vacancy) => vacancy.modality === modality).length,
      })).filter((entry) => entry.count > 0),
      locations: [...locations.values()].sort((a, b) => compareText(a.name, b.name)),
    };
  }

  /** One listed vacancy by its code; anything else is "not found". */
  get(code: string, now = new Date()): PublicVacancyDto {
    const vacancy = this.byCode(code);
    if (!vacancy || !isListed(vacancy, dayOf(now))) throw vacancyNotFound(code);
    return this.detail(vacancy);
  }

  /**
   * A visitor applies to a listed vacancy: their applicant is found (same e-mail, or else
   * same document) or made, with the CV, and the application is created as staff's would
   * be (the same events reach the activity feed). Applying twice answers 409 without a
   * word about the applicant on record.
   */
  async apply(
    code: string,
    input: PublicApplicationDto,
    cv: CvUpload,
    now = new Date(),
  ): Promise<PublicApplicationReceiptDto> {
    const vacancy = this.takingApplications(code, now);
    const documentId = input.documentId ?? null;
    const known = this.applicants.matchContact(input.email, documentId);
    if (known && this.applications.hasApplied(vacancy.id, known.id)) throw alreadyApplied();
    const { applicant } = await this.applicants.fromVisitor(
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        documentId,
        consentText: input.consentText,
        consentLanguage: input.consentLanguage,
      },
      cv,
      PUBLIC_VISITOR_ID,
    );
    try {
      const application = await this.applications.create(
        { vacancyId: vacancy.id, applicantId: applicant.id },
        PUBLIC_VISITOR_ID,
      );
      return {
        vacancyCode: vacancy.code,
        vacancyTitle: vacancy.title,
        receivedAt: application.createdAt,
      };
    } catch (error) {
      // A staff member acted in between: say it in the visitor's terms, never staff's.
      if (error instanceof DomainError && error.code === 'already-applied') throw alreadyApplied();
      if (error instanceof DomainError && error.code === 'vacancy-not-open') throw notTaking();
      throw error;
    }
  }

  /** Listed vacancies, in no particular order. */
  private listed(now: Date): Vacancy[] {
    const today = dayOf(now);
    return this.vacancies.all().filter((vacancy) => isListed(vacancy, today));
  }

  private byCode(code: string): Vacancy | undefined {
    const wanted = code.toUpperCase();
    return this.vacancies.all().find((vacancy) => vacancy.code === wanted);
  }

  /** Listed: it takes applications. Once public but no longer listed: 422. Else 404. */
  private takingApplications(code: string, now: Date): Vacancy {
    const vacancy = this.byCode(code);
    if (!vacancy || !isEverPublic(vacancy)) throw vacancyNotFound(code);
    if (!isListed(vacancy, dayOf(now))) throw notTaking();
    return vacancy;
  }

  private summary(vacancy: Vacancy): PublicVacancySummaryDto {
    return {
      code: vacancy.code,
      title: vacancy.title,
      companyName: this.companyName(vacancy),
      category: this.category(vacancy),
      location: vacancy.location,
      modality: vacancy.modality,
      contractType: vacancy.contractType,
      salary: publicSalary(vacancy),
      publishedAt: vacancy.publishedAt,
      closesAt: vacancy.closesAt,
    };
  }

  private detail(vacancy: Vacancy): PublicVacancyDto {
    return {
      ...this.summary(vacancy),
      description: publicDescription(vacancy),
      requirements: [...vacancy.requirements],
    };
  }

  private companyName(vacancy: Vacancy): string | null {
    return vacancy.companyId ? (this.companies.find(vacancy.companyId)?.name ?? null) : null;
  }

  private category(vacancy: Vacancy): PublicCategoryDto | null {
    const category = vacancy.categoryId ? this.categories.find(vacancy.categoryId) : undefined;
    return category ? { slug: category.slug, name: category.name } : null;
  }
}

function vacancyNotFound(code: string) {
  return notFound('not-found', `No open vacancy ${code.toUpperCase()} on the job board`);
}

function alreadyApplied() {
  return conflict(
    'already-applied',
    'You have already applied to this vacancy. We have your application and will be in touch.',
    'email',
  );
}

function notTaking() {
  return ruleBroken('vacancy-not-open', 'This vacancy no longer takes applications.');
}
