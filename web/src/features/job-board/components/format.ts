import type { TFunction } from 'i18next';
import { moneyFormat } from '../../../lib/format';
import type { PublicSalary, PublicVacancySummary } from '../api/public-board';

/** "MX$20,000 – 30,000 a month", "From MX$20,000 a month"... in the reader's language. */
export function formatSalary(t: TFunction, salary: PublicSalary, locale: string): string {
  const money = moneyFormat(salary.currency, locale, { maximumFractionDigits: 0 });
  if (salary.min !== null && salary.max !== null) {
    return t('publicBoard.salary.range', { range: money.formatRange(salary.min, salary.max) });
  }
  if (salary.min !== null) {
    return t('publicBoard.salary.from', { amount: money.format(salary.min) });
  }
  return t('publicBoard.salary.upTo', { amount: money.format(salary.max ?? 0) });
}

/** Where, how and on what terms: the facts a card lists. */
export function vacancyFacts(t: TFunction, vacancy: PublicVacancySummary): string[] {
  return [
    vacancy.location,
    t(`publicBoard.modality.${vacancy.modality}`),
    t(`publicBoard.contract.${vacancy.contractType}`),
  ].filter(Boolean);
}

/** "Company · Category", either left out when unknown. */
export function companyLine(vacancy: PublicVacancySummary): string {
  return [vacancy.companyName, vacancy.category?.name].filter(Boolean).join(' · ');
}
