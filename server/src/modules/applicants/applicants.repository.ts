import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Applicant } from './applicant.types';

@Injectable()
export class ApplicantsRepository extends Repository<Applicant> {
  constructor(store: StoreService) {
    super(store, defineCollection<Applicant>({ name: 'applicants' }));
  }
}
