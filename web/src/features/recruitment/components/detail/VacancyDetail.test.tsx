import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { Vacancy } from '../../api/vacancies';
import { VacancyDetail } from './VacancyDetail';

const VACANCY: Vacancy = {
  id: '33333333-3333-4333-8333-333333333333',
  code: 'VAC-0041',
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
  status: 'open',
  publishedAt: '2026-01-02T00:00:00.000Z',
  closesAt: null,
  closedAt: null,
  applicationCount: 0,
  hiredCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The detail's "Visibility" line for a vacancy like VACANCY with `change` applied. */
async function visibilityOf(change: Partial<Vacancy>): Promise<string | null> {
  stubFetch(() => jsonResponse([]));
  const { unmount } = renderWithProviders(<VacancyDetail vacancy={{ ...VACANCY, ...change }} />);
  const term = await screen.findByText('Visibility', { selector: 'dt' });
  const shown = term.nextElementSibling?.textContent ?? null;
  unmount();
  return shown;
}

describe('VacancyDetail', () => {
  it('tells where the vacancy shows: internal, the job board, or no longer listed', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await visibilityOf({ internal: true })).toBe('Internal only');
    expect(await visibilityOf({})).toBe('Public job board');
    // The last day to apply still lists it; the day after, the board no longer does.
    expect(await visibilityOf({ closesAt: day(0) })).toBe('Public job board');
    expect(await visibilityOf({ closesAt: day(-1) })).toBe(
      'Public job board, no longer listed: its last day to apply has passed',
    );
    expect(await visibilityOf({ closesAt: day(-1), internal: true })).toBe('Internal only');
  });
});
