import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { StoreService } from '../../store';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { conflict, notFound, ruleBroken } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import { AccountsService } from '../accounts/accounts.service';
import {
  APPLICATION_STAGE_CHANGED,
  type ApplicationStageChangedEvent,
} from '../activities/recruitment-events';
import { type Applicant, applicantName } from '../applicants/applicant.types';
import { ApplicantsService } from '../applicants/applicants.service';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { VacanciesService } from '../vacancies/vacancies.service';
import type { Vacancy } from '../vacancies/vacancy.types';
import { APPLICATION_STAGES, type Application, type ApplicationStage } from './application.types';
import { ApplicationsRepository } from './applications.repository';
import type {
  ApplicationDto,
  ApplicationListQueryDto,
  ApplicationSortField,
  CreateApplicationDto,
  UpdateApplicationDto,
} from './dto/application.dto';

@Injectable()
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly vacancies: VacanciesService,
    private readonly applicants: ApplicantsService,
    private readonly events: EventEmitter2,
    private readonly accounts: AccountsService,
    private readonly store: StoreService,
  ) {
    vacancies.useApplicationStats((vacancyId) => {
      const ofVacancy = this.applications.ofVacancy(vacancyId);
      return {
        applications: ofVacancy.length,
        hired: ofVacancy.filter((application) => application.stage === 'hired').length,
      };
    }, applications);
    applicants.useApplications({
      records: applications,
      count: (applicantId) => this.applications.ofApplicant(applicantId).length,
      export: (applicantId) =>
        this.applications.ofApplicant(applicantId).map((application) => {
          const vacancy = this.vacancies.find(application.vacancyId);
          return {
            id: application.id,
            vacancyId: application.vacancyId,
            vacancyCode: vacancy?.code ?? '',
            vacancyTitle: vacancy?.title ?? '',
            stage: application.stage,
            rating: application.rating,
            history: application.history.map(({ stage, at }) => ({ stage, at })),
            createdAt: application.createdAt,
          };
        }),
    });
  }

  private readonly listSpec: ListSpec<Application, ApplicationSortField> = {
    searchIn: (application) => {
      const applicant = this.applicants.find(application.applicantId);
      const vacancy = this.vacancies.find(application.vacancyId);
      return [
        applicant && applicantName(applicant),
        applicant?.email,
        vacancy?.title,
        vacancy?.code,
      ];
    },
    sortBy: {
      createdAt: (application) => application.createdAt,
      updatedAt: (application) => application.updatedAt,
      stage: (application) => APPLICATION_STAGES.indexOf(application.stage),
      rating: (application) => application.rating,
      applicantName: (application) => {
        const applicant = this.applicants.find(application.applicantId);
        return applicant && `${applicant.lastName} ${applicant.firstName}`;
      },
      vacancyTitle: (application) => this.vacancies.find(application.vacancyId)?.title,
    },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
  };

  list(query: ApplicationListQueryDto): Page<ApplicationDto> {
    const filtered = this.applications
      .list()
      .filter(
        (application) =>
          (query.vacancyId === undefined || application.vacancyId === query.vacancyId) &&
          (query.applicantId === undefined || application.applicantId === query.applicantId) &&
          (query.stage === undefined || application.stage === query.stage) &&
          (query.minRating === undefined || application.rating >= query.minRating),
      );
    return mapPage(listPage(filtered, query, this.listSpec), (application) =>
      this.toDto(application),
    );
  }

  /** Whether the applicant already applied to the vacancy (one application per pair). */
  hasApplied(vacancyId: string, applicantId: string): boolean {
    return this.applications
      .ofApplicant(applicantId)
      .some((application) => application.vacancyId === vacancyId);
  }

  get(id: string): ApplicationDto {
    return this.toDto(this.existing(id));
  }

  /**
   * The applications' collection, for the commit of an interview booked on the public page,
   * which adds the booking's application (see `withBookingApplication`): the store makes
   * several collections one commit only within one StoreService.mutateTogether call, and
   * the booking, its applicant and application must land together (or not at all).
   */
  get records(): RecordsPort<Application> {
    return this.applications;
  }

  /**
   * Inside that commit, over the applications' list it got: the applicant's application to
   * the vacancy, at its first stage and made `by` the public page at `now`, unless they
   * have one. Answers the next list and the new application (null when they had one).
   */
  withBookingApplication(
    items: readonly Application[],
    vacancyId: string,
    applicantId: string,
    by: string,
    now: string,
  ): { items: readonly Application[]; application: Application | null } {
    if (items.some((item) => item.vacancyId === vacancyId && item.applicantId === applicantId)) {
      return { items, application: null };
    }
    const application: Application = {
      id: randomUUID(),
      vacancyId,
      applicantId,
      stage: 'applied',
      rating: 0,
      history: [{ stage: 'applied', at: now, by }],
      createdAt: now,
      updatedAt: now,
    };
    return { items: [...items, application], application };
  }

  /**
   * One application per vacancy and applicant, on an open or paused vacancy, for an
   * applicant whose data was not erased; hired only while openings remain.
   */
  async create(input: CreateApplicationDto, by: string): Promise<ApplicationDto> {
    const stage = input.stage ?? 'applied';
    const now = new Date().toISOString();
    // One commit with the vacancies and applicants it checks: held against every server.
    const reads = [this.vacancies.records, this.applicants.records];
    const { application, vacancy, applicant } = await this.store.mutateReading(
      this.applications,
      reads,
      (items) => {
        const vacancy = this.vacancies.find(input.vacancyId);
        if (!vacancy)
          throw ruleBroken(
            'reference-missing',
            `Vacancy ${input.vacancyId} does not exist`,
            'vacancyId',
          );
        if (vacancy.status !== 'open' && vacancy.status !== 'paused') {
          throw ruleBroken(
            'vacancy-not-open',
            `Vacancy ${vacancy.code} is ${vacancy.status}; it takes applications while open or paused`,
            'vacancyId',
          );
        }
        const applicant = this.applicants.find(input.applicantId);
        if (!applicant) {
          throw ruleBroken(
            'reference-missing',
            `Applicant ${input.applicantId} does not exist`,
            'applicantId',
          );
        }
        if (applicant.erasedAt) {
          throw ruleBroken(
            'applicant-erased',
            `Applicant ${applicant.id} was erased`,
            'applicantId',
          );
        }
        const application: Application = {
          id: randomUUID(),
          vacancyId: vacancy.id,
          applicantId: applicant.id,
          stage,
          rating: input.rating ?? 0,
          history: [{ stage, at: now, by }],
          createdAt: now,
          updatedAt: now,
        };
        if (
          items.some(
            (other) => other.vacancyId === vacancy.id && other.applicantId === applicant.id,
          )
        ) {
          throw conflict(
            'already-applied',
            `${applicantName(applicant)} has already applied to ${vacancy.code}`,
            'applicantId',
          );
        }
        if (stage === 'hired') assertOpeningLeft(items, vacancy, application.id);
        return { items: [...items, application], result: { application, vacancy, applicant } };
      },
    );
    await this.announce(application, vacancy, applicant, null, by, now);
    return this.toDto(application);
  }

  /** The rating; the stage changes through changeStage, which keeps the history. */
  async update(id: string, patch: UpdateApplicationDto): Promise<ApplicationDto> {
    const changes = definedOnly(patch);
    const updated = await this.applications.mutate((items) => {
      const index = items.findIndex((application) => application.id === id);
      if (index === -1) throw applicationNotFound(id);
      const next = { ...items[index], ...changes, updatedAt: new Date().toISOString() };
      return { items: items.with(index, next), result: next };
    });
    return this.toDto(updated);
  }

  /**
   * Moves the application to `stage` and appends {stage, at, by} to its history; to the
   * same stage it changes nothing. Hiring is refused once hires equal the openings.
   */
  async changeStage(id: string, stage: ApplicationStage, by: string): Promise<ApplicationDto> {
    const now = new Date().toISOString();
    const { moved, from } = await this.store.mutateReading(
      this.applications,
      [this.vacancies.records],
      (items) => {
        const index = items.findIndex((application) => application.id === id);
        if (index === -1) throw applicationNotFound(id);
        const current = items[index];
        if (current.stage === stage) return { items, result: { moved: current, from: stage } };
        if (stage === 'hired') {
          const vacancy = this.vacancies.find(current.vacancyId);
          if (vacancy) assertOpeningLeft(items, vacancy, id);
        }
        const next: Application = {
          ...current,
          stage,
          history: [...current.history, { stage, at: now, by }],
          updatedAt: now,
        };
        return { items: items.with(index, next), result: { moved: next, from: current.stage } };
      },
    );
    if (from !== stage) {
      const vacancy = this.vacancies.find(moved.vacancyId);
      const applicant = this.applicants.find(moved.applicantId);
      if (vacancy && applicant) await this.announce(moved, vacancy, applicant, from, by, now);
    }
    return this.toDto(moved);
  }

  async remove(id: string): Promise<ApplicationDto> {
    const application = this.existing(id);
    const dto = this.toDto(application);
    await this.applications.remove(id);
    return dto;
  }

  private async announce(
    application: Application,
    vacancy: Vacancy,
    applicant: Applicant,
    from: ApplicationStage | null,
    by: string,
    at: string,
  ): Promise<void> {
    const event: ApplicationStageChangedEvent = {
      applicationId: application.id,
      applicantId: applicant.id,
      applicantName: applicantName(applicant),
      vacancyId: vacancy.id,
      vacancyTitle: vacancy.title || vacancy.code,
      from,
      to: application.stage,
      by,
      at,
    };
    await this.events.emitAsync(APPLICATION_STAGE_CHANGED, event);
  }

  private existing(id: string): Application {
    const application = this.applications.get(id);
    if (!application) throw applicationNotFound(id);
    return application;
  }

  private accountName(id: string): string | null {
    const account = this.accounts.get(id);
    return account ? `${account.name} ${account.surname}`.trim() : null;
  }

  private toDto(application: Application): ApplicationDto {
    const applicant = this.applicants.find(application.applicantId);
    const vacancy = this.vacancies.find(application.vacancyId);
    return {
      ...application,
      history: application.history.map((change) => ({
        ...change,
        byName: this.accountName(change.by),
      })),
      applicant: applicant
        ? this.applicants.summary(applicant)
        : {
            id: application.applicantId,
            name: '',
            email: '',
            city: '',
            erasedAt: null,
            hasCv: false,
          },
      vacancy: vacancy
        ? this.vacancies.summary(vacancy)
        : {
            id: application.vacancyId,
            code: '',
            title: '',
            status: 'closed',
            companyName: null,
            openings: 0,
          },
    };
  }
}

/** Hires (other than `applicationId`) must stay below the vacancy's openings. */
function assertOpeningLeft(
  items: readonly Application[],
  vacancy: Vacancy,
  applicationId: string,
): void {
  const hired = items.filter(
    (other) =>
      other.vacancyId === vacancy.id && other.stage === 'hired' && other.id !== applicationId,
  ).length;
  if (hired >= vacancy.openings) {
    throw ruleBroken(
      'openings-filled',
      `All ${vacancy.openings} opening${vacancy.openings === 1 ? '' : 's'} of ${vacancy.code} are filled; raise openings to hire more`,
      'stage',
    );
  }
}

function applicationNotFound(id: string) {
  return notFound('not-found', `Application ${id} not found`);
}
