import type { Vacancy } from './vacancy.types';
import { upgradeSalaryVisible } from './vacancies.repository';

const stored = (salaryVisible?: boolean): Vacancy =>
  ({
    id: 'v1',
    code: 'VAC-0001',
    salaryMin: 20000,
    salaryMax: 30000,
    ...(salaryVisible === undefined ? {} : { salaryVisible }),
  }) as Vacancy;

describe('the vacancies upgrade', () => {
  it('hides the salary of vacancies stored before the flag existed', () => {
    const [upgraded] = upgradeSalaryVisible([stored()]);
    expect(upgraded).toMatchObject({ code: 'VAC-0001', salaryVisible: false, salaryMin: 20000 });
  });

  it('keeps the same list when every vacancy has the flag (nothing to write)', () => {
    const items = [stored(true), stored(false)];
    expect(upgradeSalaryVisible(items)).toBe(items);
  });
});
