import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import type { Vacancy } from '../../api/vacancies';
import { sampleVacancy } from '../../testing/vacancies';
import { VacancyDetail } from './VacancyDetail';

const VACANCY = sampleVacancy({
  code: 'VAC-0041',
  status: 'open',
  publishedAt: '2026-01-02T00:00:00.000Z',
});

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
