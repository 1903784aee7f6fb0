import type { TFunction } from 'i18next';
import { createTestI18n } from '../../../test/i18n';
import {
  CHART_ROWS_MAX,
  chartRows,
  describeSchedule,
  formatUtc,
  kindsFor,
  linkFor,
  monthLabel,
  weekdayName,
} from './report-kinds';
import type { Report } from '../api/reports';

describe('report kinds', () => {
  it('offers recruitment reports to recruiters, the programme’s to rewards, all to admins', () => {
    expect(kindsFor(['recruiter'])).toEqual([
      'applicants-per-vacancy',
      'applicants-per-stage',
      'applicants-per-source',
      'hires-per-company',
      'time-to-hire-per-category',
    ]);
    expect(kindsFor(['rewards'])).toEqual(['redemptions-per-month', 'invoices-per-status']);
    expect(kindsFor(['admin'])).toHaveLength(7);
  });

  it('links a row to the list behind it, where there is one', () => {
    expect(linkFor('applicants-per-vacancy', 'v1')).toBe('/apps/candidates?vacancy=v1');
    expect(linkFor('hires-per-company', 'c1')).toBe('/apps/listadovacanciaInterna?companyId=c1');
    expect(linkFor('invoices-per-status', 'approved')).toBe(
      '/apps/facturas-completadas?tab=completed&status=approved',
    );
    expect(linkFor('hires-per-company', null)).toBeUndefined();
    expect(linkFor('applicants-per-stage', 'hired')).toBeUndefined();
  });

  it('says when a schedule runs, in UTC and in the reader’s words', () => {
    const t = createTestI18n().t as TFunction;
    const schedule = { frequency: 'weekly', time: '08:00', weekday: 5, dayOfMonth: null } as const;
    expect(describeSchedule(schedule, t, 'en')).toBe('Every Friday at 08:00 UTC');
    expect(describeSchedule({ ...schedule, frequency: 'monthly', dayOfMonth: 31 }, t, 'en')).toBe(
      'Every month on day 31 at 08:00 UTC',
    );
    expect(weekdayName(1, 'tr')).toBe('Pazartesi');
    expect(weekdayName(7, 'es')).toBe('domingo');
    expect(monthLabel('2026-05', 'es')).toBe('mayo de 2026');
    expect(formatUtc('2026-05-18T08:00:00.000Z', 'en')).toBe('May 18, 2026, 08:00 UTC');
  });

  it('charts the largest rows of a long ranking only', () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ id: `v${index}`, cells: [index] }));
    const report = { rows, chart: { horizontal: true } } as unknown as Report;
    expect(chartRows(report)).toHaveLength(CHART_ROWS_MAX);
    expect(chartRows({ ...report, chart: { ...report.chart, horizontal: false } })).toHaveLength(
      20,
    );
  });
});
