import type { Vacancy, VacancyStatus } from './vacancy.types';

/**
 * Status changes a vacancy allows through PATCH /vacancies/:id/status:
 *
 * | from \ to | draft | open | paused | closed |
 * | --------- | ----- | ---- | ------ | ------ |
 * | draft     |   -   | yes  |   no   |   no   |
 * | open      |  no   |  -   |  yes   |  yes   |
 * | paused    |  no   | yes  |   -    |  yes   |
 * | closed    |  no   | no*  |   no   |   -    |
 *
 * (*) closing is terminal: only POST /vacancies/:id/reopen, an explicit staff action,
 * brings a closed vacancy back to open. A vacancy is created as draft or open.
 */
export const VACANCY_TRANSITIONS: Readonly<Record<VacancyStatus, readonly VacancyStatus[]>> = {
  draft: ['open'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: [],
};

/** Why `from` cannot become `to` (undefined when it can). */
export function transitionProblem(from: VacancyStatus, to: VacancyStatus): string | undefined {
  if (from === to) return `The vacancy is already ${to}`;
  if (VACANCY_TRANSITIONS[from].includes(to)) return undefined;
  if (from === 'closed') {
    return to === 'open'
      ? 'A closed vacancy opens again only through reopen'
      : 'A closed vacancy can only be reopened';
  }
  const allowed = VACANCY_TRANSITIONS[from];
  return `A ${from} vacancy can become ${allowed.join(' or ')}, not ${to}`;
}

/** The statuses in which a vacancy is published and needs its full description. */
export const isPublished = (status: VacancyStatus) => status === 'open' || status === 'paused';

/** The first thing an open vacancy lacks: title, company, category, description. */
export function openingProblem(
  vacancy: Pick<Vacancy, 'title' | 'companyId' | 'categoryId' | 'description'>,
): { field: string; message: string } | undefined {
  if (!vacancy.title.trim()) return { field: 'title', message: 'An open vacancy needs a title' };
  if (!vacancy.companyId) return { field: 'companyId', message: 'An open vacancy needs a company' };
  if (!vacancy.categoryId) {
    return { field: 'categoryId', message: 'An open vacancy needs a category' };
  }
  if (!htmlHasText(vacancy.description)) {
    return { field: 'description', message: 'An open vacancy needs a description' };
  }
  return undefined;
}

/** True when HTML shows some text (or an image), not just empty tags. */
export function htmlHasText(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}
