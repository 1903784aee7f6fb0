import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { StoreService } from '../../store';
import { OnEvent } from '@nestjs/event-emitter';
import { notFound } from '../../common/errors/domain-error';
import {
  APPLICANT_DELETED,
  type ApplicantDeletedEvent,
  VACANCY_DELETED,
  type VacancyDeletedEvent,
} from '../activities/recruitment-events';
import { applicantName } from '../applicants/applicant.types';
import { ApplicantsService } from '../applicants/applicants.service';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { VacanciesService } from '../vacancies/vacancies.service';
import type { FavouriteDto, FavouriteListQueryDto, FavouriteSortField } from './dto/favourite.dto';
import type { Favourite, FavouriteKind } from './favourite.types';
import { FavouritesRepository } from './favourites.repository';

@Injectable()
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesRepository,
    private readonly applicants: ApplicantsService,
    private readonly vacancies: VacanciesService,
    private readonly store: StoreService,
  ) {}

  private readonly listSpec: ListSpec<Favourite, FavouriteSortField> = {
    searchIn: (favourite) => [this.title(favourite)],
    sortBy: {
      createdAt: (favourite) => favourite.createdAt,
      title: (favourite) => this.title(favourite),
      kind: (favourite) => favourite.kind,
    },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
  };

  /** The account's favourites with their applicant or vacancy. */
  list(accountId: string, query: FavouriteListQueryDto): Page<FavouriteDto> {
    const own = this.favourites
      .list()
      .filter(
        (favourite) =>
          favourite.accountId === accountId &&
          (query.kind === undefined || favourite.kind === query.kind) &&
          this.targetExists(favourite.kind, favourite.targetId),
      );
    return mapPage(listPage(own, query, this.listSpec), (favourite) => this.toDto(favourite));
  }

  get(accountId: string, id: string): FavouriteDto {
    return this.toDto(this.owned(accountId, id));
  }

  /** Stars the target; starring it again answers the favourite already there. */
  async add(accountId: string, kind: FavouriteKind, targetId: string): Promise<FavouriteDto> {
    // One commit with the target's collection: it exists on every server when starred.
    const target = kind === 'applicant' ? this.applicants.records : this.vacancies.records;
    const favourite = await this.store.mutateReading(this.favourites, [target], (items) => {
      if (!this.targetExists(kind, targetId)) throw targetNotFound(kind, targetId);
      const existing = items.find(
        (item) => item.accountId === accountId && item.kind === kind && item.targetId === targetId,
      );
      if (existing) return { items, result: existing };
      const created: Favourite = {
        id: randomUUID(),
        accountId,
        kind,
        targetId,
        createdAt: new Date().toISOString(),
      };
      return { items: [...items, created], result: created };
    });
    return this.toDto(favourite);
  }

  /** Unstars the target; unstarring what is not starred changes nothing. */
  async removeTarget(accountId: string, kind: FavouriteKind, targetId: string): Promise<void> {
    await this.favourites.mutate((items) => {
      const next = items.filter(
        (item) =>
          !(item.accountId === accountId && item.kind === kind && item.targetId === targetId),
      );
      return { items: next.length === items.length ? items : next, result: undefined };
    });
  }

  async remove(accountId: string, id: string): Promise<FavouriteDto> {
    const favourite = this.owned(accountId, id);
    const dto = this.toDto(favourite);
    await this.favourites.remove(id);
    return dto;
  }

  @OnEvent(APPLICANT_DELETED, { promisify: true })
  async onApplicantDeleted({ applicantId }: ApplicantDeletedEvent): Promise<void> {
    await this.dropTarget('applicant', applicantId);
  }

  @OnEvent(VACANCY_DELETED, { promisify: true })
  async onVacancyDeleted({ vacancyId }: VacancyDeletedEvent): Promise<void> {
    await this.dropTarget('vacancy', vacancyId);
  }

  /** Every account's favourites of a deleted record. */
  private async dropTarget(kind: FavouriteKind, targetId: string): Promise<void> {
    await this.favourites.mutate((items) => {
      const next = items.filter((item) => !(item.kind === kind && item.targetId === targetId));
      return { items: next.length === items.length ? items : next, result: undefined };
    });
  }

  private owned(accountId: string, id: string): Favourite {
    const favourite = this.favourites.get(id);
    if (!favourite || favourite.accountId !== accountId) {
      throw notFound('not-found', `Favourite ${id} not found`);
    }
    return favourite;
  }

  private targetExists(kind: FavouriteKind, targetId: string): boolean {
    return kind === 'applicant'
      ? this.applicants.find(targetId) !== undefined
      : this.vacancies.find(targetId) !== undefined;
  }

  private title(favourite: Favourite): string | undefined {
    if (favourite.kind === 'applicant') {
      const applicant = this.applicants.find(favourite.targetId);
      return applicant && applicantName(applicant);
    }
    return this.vacancies.find(favourite.targetId)?.title;
  }

  private toDto({ accountId: _accountId, ...favourite }: Favourite): FavouriteDto {
    if (favourite.kind === 'applicant') {
      const applicant = this.applicants.find(favourite.targetId);
      return { ...favourite, ...(applicant && { applicant: this.applicants.summary(applicant) }) };
    }
    const vacancy = this.vacancies.find(favourite.targetId);
    return { ...favourite, ...(vacancy && { vacancy: this.vacancies.summary(vacancy) }) };
  }
}

function targetNotFound(kind: FavouriteKind, id: string) {
  return notFound('not-found', `${kind === 'applicant' ? 'Applicant' : 'Vacancy'} ${id} not found`);
}
