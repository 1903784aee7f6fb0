import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { recruitmentSampleFor } from '../applications/recruitment.sample';
import type { Company } from './company.types';

@Injectable()
export class CompaniesRepository extends Repository<Company> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Company>({
        name: 'companies',
        seed: () => recruitmentSampleFor(store).companies,
      }),
    );
  }
}
