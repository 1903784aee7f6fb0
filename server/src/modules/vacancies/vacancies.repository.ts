import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import type { Vacancy } from './vacancy.types';

/** Vacancies stored before the public job board had no salaryVisible: their salary stays hidden. */
export function upgradeSalaryVisible(items: readonly Vacancy[]): readonly Vacancy[] {
  return upgradeEach(items, (vacancy) =>
    typeof vacancy.salaryVisible === 'boolean' ? vacancy : { ...vacancy, salaryVisible: false },
  );
}

@Injectable()
export class VacanciesRepository extends Repository<Vacancy> {
  constructor(store: StoreService) {
    super(store, defineCollection<Vacancy>({ name: 'vacancies', upgrade: upgradeSalaryVisible }));
  }
}
