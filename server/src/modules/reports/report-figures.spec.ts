import { resolvePeriod } from '../../common/period/period';
import type { Application } from '../applications/application.types';
import {
  applicantsPerSource,
  applicantsPerStage,
  applicantsPerVacancy,
  hiredAt,
  hiresPerCompany,
  invoicesPerStatus,
  redemptionsPerMonth,
  timeToHirePerCategory,
} from './report-figures';

/** March and April 2026. */
const SPRING = resolvePeriod('custom', new Date(), { from: '2026-03-01', to: '2026-04-30' });

const companies = [
  { id: 'acme', name: 'Acme' },
  { id: 'globex', name: 'Globex' },
];
const categories = [
  { id: 'it', name: 'IT' },
  { id: 'sales', name: 'Sales' },
];
const vacancies = [
  { id: 'v1', code: 'VAC-0001', title: 'Developer', companyId: 'acme', categoryId: 'it' },
  { id: 'v2', code: 'VAC-0002', title: 'Seller', companyId: 'globex', categoryId: 'sales' },
  { id: 'v3', code: 'VAC-0003', title: '', companyId: null, categoryId: null },
];

let next = 0;
function application(
  vacancyId: string,
  createdAt: string,
  steps: [Application['stage'], string][] = [],
): Application {
  const history = [
    { stage: 'applied' as const, at: createdAt, by: 'x' },
    ...steps.map(([stage, at]) => ({ stage, at, by: 'x' })),
  ];
  return {
    id: `a${(next += 1)}`,
    vacancyId,
    applicantId: `p${next}`,
    stage: history[history.length - 1].stage,
    rating: 0,
    history,
    createdAt,
    updatedAt: createdAt,
  };
}

const applications = [
  // Before the period: not counted as applications, but hired inside it (10 days).
  application('v1', '2026-02-25T09:00:00.000Z', [['hired', '2026-03-07T09:00:00.000Z']]),
  // In the period.
  application('v1', '2026-03-01T00:00:00.000Z', [['hired', '2026-03-05T12:00:00.000Z']]),
  application('v1', '2026-03-10T10:00:00.000Z', [['screening', '2026-03-11T10:00:00.000Z']]),
  application('v2', '2026-04-02T08:00:00.000Z', [
    ['offer', '2026-04-03T08:00:00.000Z'],
    ['hired', '2026-04-09T08:00:00.000Z'],
  ]),
  application('v2', '2026-04-30T23:59:59.000Z'),
  application('v3', '2026-04-12T00:00:00.000Z', [
    ['hired', '2026-04-13T00:00:00.000Z'],
    ['rejected', '2026-04-14T00:00:00.000Z'],
  ]),
  application('v3', '2026-04-15T00:00:00.000Z', [['hired', '2026-04-18T00:00:00.000Z']]),
  // After it: the first day of May.
  application('v1', '2026-05-01T00:00:00.000Z', [['hired', '2026-05-02T00:00:00.000Z']]),
];

describe('recruitment figures', () => {
  it('counts the period’s applications per vacancy, with how many are hired now', () => {
    const table = applicantsPerVacancy({ applications, vacancies, companies }, SPRING);
    expect(table.rows).toEqual([
      { id: 'v1', cells: ['VAC-0001', 'Developer', 'Acme', 2, 1] },
      { id: 'v2', cells: ['VAC-0002', 'Seller', 'Globex', 2, 1] },
      // A vacancy without a title is named by its code; without a company, none.
      { id: 'v3', cells: ['VAC-0003', 'VAC-0003', null, 2, 1] },
    ]);
    expect(table.totals).toEqual([null, null, null, 6, 3]);
  });

  it('lists every stage in pipeline order, zero where none', () => {
    const table = applicantsPerStage({ applications }, SPRING);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['applied', 1],
      ['screening', 1],
      ['interview', 0],
      ['offer', 0],
      ['hired', 3],
      ['rejected', 1],
    ]);
    expect(table.totals).toEqual([null, 6]);
  });

  it('counts applicants registered in the period by source', () => {
    const applicants = [
      { source: 'website' as const, createdAt: '2026-03-02T00:00:00.000Z' },
      { source: 'website' as const, createdAt: '2026-04-20T00:00:00.000Z' },
      { source: 'referral' as const, createdAt: '2026-03-31T23:59:59.999Z' },
      { source: 'linkedin' as const, createdAt: '2026-02-28T23:59:59.999Z' },
    ];
    const table = applicantsPerSource({ applicants }, SPRING);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['website', 2],
      ['referral', 1],
      ['linkedin', 0],
      ['job-board', 0],
      ['agency', 0],
      ['event', 0],
      ['other', 0],
    ]);
    expect(table.totals).toEqual([null, 3]);
  });

  it('dates a hire by its last move to hired, and only while it stays hired', () => {
    expect(hiredAt(applications[3])).toBe('2026-04-09T08:00:00.000Z');
    expect(hiredAt(applications[5])).toBeNull();
  });

  it('counts the period’s hires per company, whenever they applied', () => {
    const table = hiresPerCompany({ applications, vacancies, companies }, SPRING);
    expect(table.rows).toEqual([
      { id: 'acme', cells: ['Acme', 2, 1] },
      { id: 'globex', cells: ['Globex', 1, 1] },
      { id: null, cells: [null, 1, 1] },
    ]);
    expect(table.totals).toEqual([null, 4, 3]);
  });

  it('gives the days to hire per category, on average and the median', () => {
    const table = timeToHirePerCategory({ applications, vacancies, categories }, SPRING);
    // IT: 10 and 4.5 days; Sales: 7 days; no category: 3 days.
    expect(table.rows).toEqual([
      { id: 'it', cells: ['IT', 2, 7.3, 7.3] },
      { id: 'sales', cells: ['Sales', 1, 7, 7] },
      { id: null, cells: [null, 1, 3, 3] },
    ]);
    // All four: 10, 4.5, 7, 3 -> average 6.1, median (4.5 + 7) / 2.
    expect(table.totals).toEqual([null, 4, 6.1, 5.8]);
  });

  it('answers empty tables for a period without records', () => {
    const winter = resolvePeriod('custom', new Date(), { from: '2025-01-01', to: '2025-01-31' });
    expect(applicantsPerVacancy({ applications, vacancies, companies }, winter).rows).toEqual([]);
    expect(timeToHirePerCategory({ applications, vacancies, categories }, winter).totals).toEqual([
      null,
      0,
      null,
      null,
    ]);
  });
});

describe('rewards figures', () => {
  it('sums redemptions and points per month, only inside the period', () => {
    const range = resolvePeriod('custom', new Date(), { from: '2026-03-15', to: '2026-05-10' });
    const redemptions = [
      { points: 100, status: 'delivered' as const, createdAt: '2026-03-14T23:00:00.000Z' },
      { points: 200, status: 'pending' as const, createdAt: '2026-03-15T00:00:00.000Z' },
      { points: 50, status: 'cancelled' as const, createdAt: '2026-03-20T00:00:00.000Z' },
      { points: 300, status: 'approved' as const, createdAt: '2026-05-10T12:00:00.000Z' },
      { points: 400, status: 'delivered' as const, createdAt: '2026-05-11T00:00:00.000Z' },
    ];
    const ledger = [
      { delta: 30, reason: 'trivia' as const, at: '2026-03-16T00:00:00.000Z' },
      { delta: 70, reason: 'invoice' as const, at: '2026-03-17T00:00:00.000Z' },
      { delta: 50, reason: 'refund' as const, at: '2026-03-21T00:00:00.000Z' },
      { delta: -200, reason: 'redemption' as const, at: '2026-03-15T00:00:00.000Z' },
      { delta: 5, reason: 'adjustment' as const, at: '2026-05-01T00:00:00.000Z' },
      { delta: -5, reason: 'adjustment' as const, at: '2026-05-02T00:00:00.000Z' },
    ];
    const table = redemptionsPerMonth({ redemptions, ledger }, range);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['2026-03', 1, 200, 100],
      ['2026-04', 0, 0, 0],
      ['2026-05', 1, 300, 5],
    ]);
    expect(table.totals).toEqual([null, 2, 500, 105]);
  });

  it('counts invoices handed in during the period per status, with their points', () => {
    const invoices = [
      { status: 'pending' as const, pointsAwarded: null, createdAt: '2026-03-02T00:00:00.000Z' },
      { status: 'approved' as const, pointsAwarded: 12, createdAt: '2026-03-03T00:00:00.000Z' },
      { status: 'approved' as const, pointsAwarded: 8, createdAt: '2026-04-03T00:00:00.000Z' },
      { status: 'approved' as const, pointsAwarded: 99, createdAt: '2026-05-03T00:00:00.000Z' },
    ];
    const table = invoicesPerStatus({ invoices }, SPRING);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['pending', 1, 0],
      ['approved', 2, 20],
      ['rejected', 0, 0],
    ]);
    expect(table.totals).toEqual([null, 3, 20]);
  });
});
