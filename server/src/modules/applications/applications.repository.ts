import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Application } from './application.types';

@Injectable()
export class ApplicationsRepository extends Repository<Application> {
  constructor(store: StoreService) {
    super(store, defineCollection<Application>({ name: 'applications' }));
  }

  ofVacancy(vacancyId: string): Application[] {
    return this.list().filter((application) => application.vacancyId === vacancyId);
  }

  ofApplicant(applicantId: string): Application[] {
    return this.list().filter((application) => application.applicantId === applicantId);
  }
}
