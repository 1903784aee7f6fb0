import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Vacancy } from './vacancy.types';

@Injectable()
export class VacanciesRepository extends Repository<Vacancy> {
  constructor(store: StoreService) {
    super(store, defineCollection<Vacancy>({ name: 'vacancies' }));
  }
}
