import { htmlHasText, openingProblem, transitionProblem } from './vacancy-status';
import { VACANCY_STATUSES, type VacancyStatus } from './vacancy.types';

describe('vacancy status transitions', () => {
  const allowed: [VacancyStatus, VacancyStatus][] = [
    ['draft', 'open'],
    ['open', 'paused'],
    ['open', 'closed'],
    ['paused', 'open'],
    ['paused', 'closed'],
  ];

  it('allows exactly the matrix (closed -> open only through reopen)', () => {
    for (const from of VACANCY_STATUSES) {
      for (const to of VACANCY_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect({ from, to, allowed: transitionProblem(from, to) === undefined }).toEqual({
          from,
          to,
          allowed: expected,
        });
      }
    }
    expect(transitionProblem('closed', 'open')).toMatch(/reopen/);
  });

  it('says what an open vacancy lacks, in order', () => {
    const complete = {
      title: 'Analista',
      companyId: 'c',
      categoryId: 'k',
      description: '<p>x</p>',
    };
    expect(openingProblem(complete)).toBeUndefined();
    expect(openingProblem({ ...complete, title: '  ' })?.field).toBe('title');
    expect(openingProblem({ ...complete, companyId: null })?.field).toBe('companyId');
    expect(openingProblem({ ...complete, categoryId: null })?.field).toBe('categoryId');
    expect(openingProblem({ ...complete, description: '<p> &nbsp;</p>' })?.field).toBe(
      'description',
    );
  });

  it('counts text and images as content, empty tags not', () => {
    expect(htmlHasText('<p><br></p>')).toBe(false);
    expect(htmlHasText('<img src="https://x/y.png">')).toBe(true);
    expect(htmlHasText('<ul><li>SQL</li></ul>')).toBe(true);
  });
});
