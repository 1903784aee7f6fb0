import { Injectable } from '@nestjs/common';
import { PerList } from '../../common/listing/per-list';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Application } from './application.types';

type ByOwner = ReadonlyMap<string, readonly Application[]>;

/** The list's applications grouped by one of their ids. */
function groupBy(list: readonly Application[], key: 'vacancyId' | 'applicantId'): ByOwner {
  const groups = new Map<string, Application[]>();
  for (const application of list) {
    const group = groups.get(application[key]);
    if (group) group.push(application);
    else groups.set(application[key], [application]);
  }
  return groups;
}

const NONE: readonly Application[] = Object.freeze([]);

@Injectable()
export class ApplicationsRepository extends Repository<Application> {
  /**
   * The applications of each vacancy and of each applicant, worked out once per version of
   * the list: a list of applicants or vacancies asks for every row's, and a scan of every
   * application for each was most of the time of reading one applicant.
   */
  private readonly groups = new PerList<Application, ByOwner>(2);

  constructor(store: StoreService) {
    super(store, defineCollection<Application>({ name: 'applications' }));
  }

  ofVacancy(vacancyId: string): readonly Application[] {
    return this.groupedBy('vacancyId').get(vacancyId) ?? NONE;
  }

  ofApplicant(applicantId: string): readonly Application[] {
    return this.groupedBy('applicantId').get(applicantId) ?? NONE;
  }

  private groupedBy(key: 'vacancyId' | 'applicantId'): ByOwner {
    return this.groups.get(this.list(), key, (list) => groupBy(list, key));
  }
}
