import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import { sanitizeDocumentHtml } from '../../common/html/sanitize';
import { realDay } from '../../common/validation/real-day';
import {
  VACANCY_CLOSED,
  VACANCY_DELETED,
  VACANCY_OPENED,
  type VacancyClosedEvent,
  type VacancyDeletedEvent,
  type VacancyOpenedEvent,
} from '../activities/recruitment-events';
import { CategoriesService } from '../categories/categories.service';
import { highlight, matches } from '../shell/search/highlight';
import { SearchService } from '../shell/search/search.service';
import { CompaniesService } from '../companies/companies.service';
import { StoreService } from '../../store';
import type { RecordsPort } from '../../common/listing/dependents';
import type { ReadPort } from '../../store';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import type {
  CreateVacancyDto,
  UpdateVacancyDto,
  VacancyDto,
  VacancyListQueryDto,
  VacancySortField,
  VacancySummaryDto,
} from './dto/vacancy.dto';
import { VacanciesRepository } from './vacancies.repository';
import { isPublished, openingProblem, transitionProblem } from './vacancy-status';
import { VACANCY_STATUSES, type Vacancy, type VacancyStatus } from './vacancy.types';

/** What the applications module knows about a vacancy. */
export interface VacancyApplicationStats {
  applications: number;
  hired: number;
}

type VacancyEvent =
  | { name: typeof VACANCY_OPENED; payload: VacancyOpenedEvent }
  | { name: typeof VACANCY_CLOSED; payload: VacancyClosedEvent };

@Injectable()
export class VacanciesService {
  private stats: (vacancyId: string) => VacancyApplicationStats = () => ({
    applications: 0,
    hired: 0,
  });
  /** The collection the stats read (the applications'), once the module that keeps it says. */
  private statsRecords: ReadPort | undefined;

  constructor(
    private readonly vacancies: VacanciesRepository,
    private readonly companies: CompaniesService,
    private readonly categories: CategoriesService,
    private readonly events: EventEmitter2,
    private readonly store: StoreService,
    search: SearchService,
  ) {
    companies.registerDependents({
      noun: ['vacancy', 'vacancies'],
      records: vacancies,
      count: (companyId) => this.vacancies.list().filter((v) => v.companyId === companyId).length,
    });
    categories.registerDependents({
      noun: ['vacancy', 'vacancies'],
      records: vacancies,
      count: (categoryId) =>
        this.vacancies.list().filter((v) => v.categoryId === categoryId).length,
    });
    search.register({
      id: 'vacancies',
      label: 'Vacancies',
      search: (query) =>
        this.vacancies
          .list()
          .filter(
            (vacancy) =>
              matches(vacancy.title, query) ||
              matches(vacancy.code, query) ||
              matches(this.companyName(vacancy), query),
          )
          .map((vacancy) => ({
            id: vacancy.id,
            link: `/apps/detail?vacancy=${vacancy.id}`,
            value: highlight(vacancy.title || vacancy.code, query),
            title: vacancy.title,
            code: vacancy.code,
            status: vacancy.status,
            companyName: this.companyName(vacancy),
          })),
    });
  }

  /**
   * Set by the applications module: counts shown on vacancies and checked on changes,
   * and the collection they are counted from (read in the commit of such a change).
   */
  useApplicationStats(
    stats: (vacancyId: string) => VacancyApplicationStats,
    records: ReadPort,
  ): void {
    this.stats = stats;
    this.statsRecords = records;
  }

  /** The vacancies' collection, for another module's commit whose checks read them. */
  get records(): RecordsPort<Vacancy> {
    return this.vacancies;
  }

  /**
   * The collections the rules of a vacancy read (companies, categories, applications):
   * a commit changing vacancies takes them too (StoreService.mutateReading), so its
   * checks hold against every server's writes.
   */
  get checkedReads(): ReadPort[] {
    const reads: ReadPort[] = [this.companies.records, this.categories.records];
    return this.statsRecords ? [...reads, this.statsRecords] : reads;
  }

  list(query: VacancyListQueryDto): Page<VacancyDto> {
    const filtered = this.vacancies
      .list()
      .filter(
        (vacancy) =>
          (query.status === undefined || vacancy.status === query.status) &&
          (query.companyId === undefined || vacancy.companyId === query.companyId) &&
          (query.categoryId === undefined || vacancy.categoryId === query.categoryId) &&
          (query.internal === undefined || vacancy.internal === query.internal) &&
          (query.modality === undefined || vacancy.modality === query.modality) &&
          (query.contractType === undefined || vacancy.contractType === query.contractType),
      );
    return mapPage(listPage(filtered, query, this.listSpec), (vacancy) => this.toDto(vacancy));
  }

  private readonly listSpec: ListSpec<Vacancy, VacancySortField> = {
    searchIn: (vacancy) => [
      vacancy.title,
      vacancy.code,
      vacancy.location,
      this.companyName(vacancy),
      this.categoryName(vacancy),
      ...vacancy.requirements,
    ],
    sortBy: {
      code: (vacancy) => vacancy.code,
      title: (vacancy) => vacancy.title,
      status: (vacancy) => VACANCY_STATUSES.indexOf(vacancy.status),
      location: (vacancy) => vacancy.location,
      companyName: (vacancy) => this.companyName(vacancy),
      openings: (vacancy) => vacancy.openings,
      salaryMin: (vacancy) => vacancy.salaryMin,
      salaryMax: (vacancy) => vacancy.salaryMax,
      publishedAt: (vacancy) => vacancy.publishedAt,
      closesAt: (vacancy) => vacancy.closesAt,
      createdAt: (vacancy) => vacancy.createdAt,
      updatedAt: (vacancy) => vacancy.updatedAt,
    },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
  };

  /** Every stored vacancy, for other modules' own views (the public job board). */
  all(): readonly Vacancy[] {
    return this.vacancies.list();
  }

  /** The stored vacancy, or undefined (for other modules' checks). */
  find(id: string): Vacancy | undefined {
    return this.vacancies.get(id);
  }

  get(id: string): VacancyDto {
    return this.toDto(this.existing(id));
  }

  summary(vacancy: Vacancy): VacancySummaryDto {
    const { id, code, title, status, openings } = vacancy;
    return { id, code, title, status, openings, companyName: this.companyName(vacancy) };
  }

  async create(input: CreateVacancyDto, by: string): Promise<VacancyDto> {
    const now = new Date().toISOString();
    const status = input.status ?? 'draft';
    const draft = this.newDraft(input, new Date(now));
    const created = await this.store.mutateReading(this.vacancies, this.checkedReads, (items) => {
      this.checkNew(draft);
      const vacancy: Vacancy = { id: randomUUID(), code: nextCode(items), ...draft };
      return { items: [...items, vacancy], result: vacancy };
    });
    if (status === 'open') {
      await this.publish({ name: VACANCY_OPENED, payload: this.opened(created, null, by, now) });
    }
    return this.toDto(created);
  }

  async update(id: string, patch: UpdateVacancyDto): Promise<VacancyDto> {
    const changes = definedOnly(patch) as UpdateVacancyDto;
    const updated = await this.store.mutateReading(this.vacancies, this.checkedReads, (items) => {
      const index = items.findIndex((vacancy) => vacancy.id === id);
      if (index === -1) throw vacancyNotFound(id);
      const next = this.changedRecord(items[index], changes, new Date());
      this.checkChange(next, items[index]);
      return { items: items.with(index, next), result: next };
    });
    return this.toDto(updated);
  }

  // --- Rules for other writers (the bulk import), the same create and update follow ---

  /** The vacancy `create` stores for the input, but its id and code. */
  newDraft(input: CreateVacancyDto, now: Date): Omit<Vacancy, 'id' | 'code'> {
    const at = now.toISOString();
    const status = input.status ?? 'draft';
    return {
      title: input.title ?? '',
      companyId: input.companyId ?? null,
      categoryId: input.categoryId ?? null,
      location: input.location ?? '',
      modality: input.modality ?? 'onsite',
      contractType: input.contractType ?? 'full-time',
      salaryMin: input.salaryMin ?? null,
      salaryMax: input.salaryMax ?? null,
      currency: input.currency ?? 'MXN',
      salaryVisible: input.salaryVisible ?? false,
      description: sanitizeDocumentHtml(input.description ?? '').trim(),
      requirements: input.requirements ?? [],
      openings: input.openings ?? 1,
      internal: input.internal ?? false,
      status,
      publishedAt: status === 'open' ? at : null,
      closesAt: input.closesAt ?? null,
      closedAt: null,
      createdAt: at,
      updatedAt: at,
    };
  }

  /**
   * Throws what `create` would refuse of the draft: a company or category that does not
   * exist or is inactive, a category of rewards, salaries out of order, an open vacancy
   * without its title, company, category or description. Reads the companies and
   * categories: call it inside a commit over `checkedReads`.
   */
  checkNew(draft: Omit<Vacancy, 'id' | 'code'>): void {
    this.checkReferences(draft, undefined);
    this.checkFields(draft);
  }

  /** The vacancy `update` stores once the fields given in `changes` are applied. */
  changedRecord(current: Vacancy, changes: UpdateVacancyDto, now: Date): Vacancy {
    const next: Vacancy = { ...current, ...changes, updatedAt: now.toISOString() };
    if (changes.description !== undefined) {
      next.description = sanitizeDocumentHtml(changes.description).trim();
    }
    return next;
  }

  /** Throws what `update` would refuse of the change (inside a commit over `checkedReads`). */
  checkChange(next: Vacancy, current: Vacancy): void {
    this.checkReferences(next, current);
    this.checkFields(next);
    const hired = this.stats(current.id).hired;
    if (next.openings < hired) {
      throw ruleBroken(
        'openings-below-hired',
        `openings cannot be fewer than the ${hired} people already hired`,
        'openings',
      );
    }
  }

  /** A status change along the matrix of vacancy-status.ts (never closed -> open). */
  async changeStatus(
    id: string,
    status: Exclude<VacancyStatus, 'draft'>,
    by: string,
  ): Promise<VacancyDto> {
    return this.moveTo(id, status, by, false);
  }

  /** Staff's explicit way back from closed to open. */
  async reopen(id: string, by: string): Promise<VacancyDto> {
    return this.moveTo(id, 'open', by, true);
  }

  /** Refused once the vacancy has applications: close it instead. */
  async remove(id: string): Promise<VacancyDto> {
    const removed = await this.store.mutateReading(this.vacancies, this.checkedReads, (items) => {
      const index = items.findIndex((vacancy) => vacancy.id === id);
      if (index === -1) throw vacancyNotFound(id);
      const vacancy = items[index];
      const { applications } = this.stats(id);
      if (applications > 0) {
        throw conflict(
          'vacancy-has-applications',
          `Vacancy ${vacancy.code} has ${applications} application${applications === 1 ? '' : 's'}; it cannot be deleted, close it instead`,
          'status',
        );
      }
      return { items: items.toSpliced(index, 1), result: vacancy };
    });
    const event: VacancyDeletedEvent = { vacancyId: id };
    await this.events.emitAsync(VACANCY_DELETED, event);
    return this.toDto(removed);
  }

  private async moveTo(
    id: string,
    status: Exclude<VacancyStatus, 'draft'>,
    by: string,
    reopening: boolean,
  ): Promise<VacancyDto> {
    const now = new Date().toISOString();
    const { previous, moved } = await this.store.mutateReading(
      this.vacancies,
      this.checkedReads,
      (items) => {
        const index = items.findIndex((vacancy) => vacancy.id === id);
        if (index === -1) throw vacancyNotFound(id);
        const current = items[index];
        if (reopening && current.status !== 'closed') {
          throw ruleBroken(
            'vacancy-status-change',
            `Only a closed vacancy can be reopened; this one is ${current.status}`,
            'status',
          );
        }
        const problem = reopening ? undefined : transitionProblem(current.status, status);
        if (problem) throw ruleBroken('vacancy-status-change', problem, 'status');
        const next: Vacancy = {
          ...current,
          status,
          publishedAt: status === 'open' ? (current.publishedAt ?? now) : current.publishedAt,
          closedAt: status === 'closed' ? now : null,
          updatedAt: now,
        };
        if (status === 'open') {
          this.checkFields(next);
          this.checkCompanyActive(next);
        }
        return {
          items: items.with(index, next),
          result: { previous: current.status, moved: next },
        };
      },
    );
    if (status === 'open') {
      await this.publish({ name: VACANCY_OPENED, payload: this.opened(moved, previous, by, now) });
    } else if (status === 'closed') {
      await this.publish({
        name: VACANCY_CLOSED,
        payload: { vacancyId: id, code: moved.code, title: moved.title, by, at: now },
      });
    }
    return this.toDto(moved);
  }

  private replace(next: Vacancy): Promise<Vacancy> {
    return this.vacancies.mutate((items) => {
      const index = items.findIndex((vacancy) => vacancy.id === next.id);
      if (index === -1) throw vacancyNotFound(next.id);
      return { items: items.with(index, next), result: next };
    });
  }

  /** The company and category exist; newly chosen ones are active; the category is for vacancies. */
  private checkReferences(
    next: Pick<Vacancy, 'companyId' | 'categoryId'>,
    current: Vacancy | undefined,
  ): void {
    if (next.companyId !== null) {
      const company = this.companies.find(next.companyId);
      if (!company)
        throw ruleBroken(
          'reference-missing',
          `Company ${next.companyId} does not exist`,
          'companyId',
        );
      if (!company.active && next.companyId !== current?.companyId) {
        throw ruleBroken('reference-inactive', `Company ${company.name} is inactive`, 'companyId');
      }
    }
    if (next.categoryId !== null) {
      const category = this.categories.find(next.categoryId);
      if (!category)
        throw ruleBroken(
          'reference-missing',
          `Category ${next.categoryId} does not exist`,
          'categoryId',
        );
      if (category.kind !== 'vacancy') {
        throw ruleBroken(
          'category-kind-mismatch',
          `Category ${category.name} is not a vacancy category`,
          'categoryId',
        );
      }
      if (!category.active && next.categoryId !== current?.categoryId) {
        throw ruleBroken(
          'reference-inactive',
          `Category ${category.name} is inactive`,
          'categoryId',
        );
      }
    }
  }

  /** A real closing day; salary range in order; a published vacancy keeps what opening it needed. */
  private checkFields(
    next: Pick<
      Vacancy,
      | 'salaryMin'
      | 'salaryMax'
      | 'status'
      | 'title'
      | 'companyId'
      | 'categoryId'
      | 'description'
      | 'closesAt'
    >,
  ): void {
    if (next.closesAt !== null) realDay(next.closesAt, 'closesAt');
    if (next.salaryMin !== null && next.salaryMax !== null && next.salaryMin > next.salaryMax) {
      throw ruleBroken(
        'salary-range-invalid',
        'salaryMin must not be greater than salaryMax',
        'salaryMin',
      );
    }
    if (isPublished(next.status)) {
      const problem = openingProblem(next);
      if (problem) throw ruleBroken('vacancy-incomplete', problem.message, problem.field);
    }
  }

  private checkCompanyActive(vacancy: Vacancy): void {
    const company = vacancy.companyId ? this.companies.find(vacancy.companyId) : undefined;
    if (company && !company.active) {
      throw ruleBroken(
        'reference-inactive',
        `Company ${company.name} is inactive; activate it first`,
        'companyId',
      );
    }
  }

  private opened(
    vacancy: Vacancy,
    from: VacancyStatus | null,
    by: string,
    at: string,
  ): VacancyOpenedEvent {
    return { vacancyId: vacancy.id, code: vacancy.code, title: vacancy.title, from, by, at };
  }

  private async publish(event: VacancyEvent): Promise<void> {
    await this.events.emitAsync(event.name, event.payload);
  }

  private existing(id: string): Vacancy {
    const vacancy = this.vacancies.get(id);
    if (!vacancy) throw vacancyNotFound(id);
    return vacancy;
  }

  private companyName(vacancy: Vacancy): string | null {
    return vacancy.companyId ? (this.companies.find(vacancy.companyId)?.name ?? null) : null;
  }

  private categoryName(vacancy: Vacancy): string | null {
    return vacancy.categoryId ? (this.categories.find(vacancy.categoryId)?.name ?? null) : null;
  }

  private toDto(vacancy: Vacancy): VacancyDto {
    const stats = this.stats(vacancy.id);
    return {
      ...vacancy,
      companyName: this.companyName(vacancy),
      categoryName: this.categoryName(vacancy),
      applicationCount: stats.applications,
      hiredCount: stats.hired,
    };
  }
}

/** VAC-0001 for the first; one above the highest code for the next. */
export function nextCode(items: readonly Pick<Vacancy, 'code'>[]): string {
  return nextCodes(items)();
}

/** Gives codes one after another above the highest of `items` (a batch of new vacancies). */
export function nextCodes(items: readonly Pick<Vacancy, 'code'>[]): () => string {
  let highest = items.reduce((max, item) => {
    const number = Number(/^VAC-(\d+)$/.exec(item.code)?.[1] ?? 0);
    return Math.max(max, number);
  }, 0);
  return () => {
    highest += 1;
    return `VAC-${String(highest).padStart(4, '0')}`;
  };
}

function vacancyNotFound(id: string) {
  return notFound('not-found', `Vacancy ${id} not found`);
}
