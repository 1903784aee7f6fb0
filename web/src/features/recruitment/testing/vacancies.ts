import type { Vacancy } from '../api/vacancies';

/** A vacancy as the API answers it: a draft with no company, category or deadline. */
export function sampleVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    code: 'VAC-0007',
    title: 'Contador',
    companyId: null,
    companyName: null,
    categoryId: null,
    categoryName: null,
    location: 'Mérida',
    modality: 'onsite',
    contractType: 'full-time',
    salaryMin: null,
    salaryMax: null,
    currency: 'MXN',
    salaryVisible: false,
    description: '',
    requirements: [],
    openings: 1,
    internal: false,
    status: 'draft',
    publishedAt: null,
    closesAt: null,
    closedAt: null,
    applicationCount: 0,
    hiredCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
