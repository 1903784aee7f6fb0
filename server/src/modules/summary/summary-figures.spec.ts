import { previousRange, resolvePeriod } from '../../common/period/period';
import type { Application, ApplicationStage } from '../applications/application.types';
import type { Invoice } from '../invoices/invoice.types';
import type { PointsEntry, PointsReason } from '../members/member.types';
import type { Redemption } from '../redemptions/redemption.types';
import type { Vacancy } from '../vacancies/vacancy.types';
import { recruitmentFigures, rewardsFigures } from './summary-figures';

const NOW = new Date('2026-05-20T12:00:00.000Z');
const range = resolvePeriod('this-month', NOW);
const previous = previousRange('this-month', range);

function application(
  id: string,
  createdAt: string,
  steps: [ApplicationStage, string][],
  vacancyId = 'v1',
): Application {
  const history = [['applied', createdAt] as [ApplicationStage, string], ...steps].map(
    ([stage, at]) => ({ stage, at, by: 'a' }),
  );
  return {
    id,
    vacancyId,
    applicantId: `p-${id}`,
    stage: history[history.length - 1].stage,
    rating: 0,
    history,
    createdAt,
    updatedAt: createdAt,
  };
}

function vacancy(id: string, status: Vacancy['status'], closesAt: string | null): Vacancy {
  return { id, code: `VAC-${id}`, title: `Title ${id}`, status, closesAt } as Vacancy;
}

describe('recruitment figures', () => {
  const applications = [
    // This month: one applied only, one to interview, one rejected after screening, one hired.
    application('a1', '2026-05-02T10:00:00.000Z', []),
    application('a2', '2026-05-03T10:00:00.000Z', [
      ['screening', '2026-05-04T10:00:00.000Z'],
      ['interview', '2026-05-05T10:00:00.000Z'],
    ]),
    application('a3', '2026-05-03T10:00:00.000Z', [
      ['screening', '2026-05-04T10:00:00.000Z'],
      ['rejected', '2026-05-06T10:00:00.000Z'],
    ]),
    application('a4', '2026-05-01T00:00:00.000Z', [
      ['screening', '2026-05-02T00:00:00.000Z'],
      ['interview', '2026-05-03T00:00:00.000Z'],
      ['offer', '2026-05-05T00:00:00.000Z'],
      ['hired', '2026-05-11T00:00:00.000Z'],
    ]),
    // Last month: applied, and hired this month after 30 days.
    application('b1', '2026-04-10T00:00:00.000Z', [['hired', '2026-05-10T00:00:00.000Z']], 'v2'),
    // Last month, hired last month.
    application('b2', '2026-04-01T00:00:00.000Z', [['hired', '2026-04-20T00:00:00.000Z']], 'v2'),
    // Long ago.
    application('c1', '2025-01-01T00:00:00.000Z', []),
  ];
  const vacancies = [
    vacancy('v1', 'open', '2026-05-25'),
    vacancy('v2', 'open', '2026-05-21'),
    vacancy('v3', 'open', '2026-06-30'),
    vacancy('v4', 'closed', '2026-05-22'),
    vacancy('v5', 'open', '2026-05-19'),
    vacancy('v6', 'paused', null),
  ];
  const figures = recruitmentFigures({ vacancies, applications }, range, previous, NOW);

  it('counts open vacancies and the applications of both periods', () => {
    expect(figures.openVacancies).toBe(4);
    expect(figures.applications).toEqual({ current: 4, previous: 2 });
  });

  it('draws the funnel from how far each application of the period got', () => {
    expect(figures.funnel).toEqual([
      { stage: 'applied', count: 4, conversion: null },
      { stage: 'screening', count: 3, conversion: 0.75 },
      { stage: 'interview', count: 2, conversion: 0.667 },
      { stage: 'offer', count: 1, conversion: 0.5 },
      { stage: 'hired', count: 1, conversion: 1 },
    ]);
    expect(figures.rejected).toBe(1);
  });

  it('counts hires by the day they were hired, with the median days to hire', () => {
    expect(figures.hires).toEqual({ current: 2, previous: 1 });
    // a4 took 10 days, b1 30 days.
    expect(figures.medianDaysToHire).toBe(20);
  });

  it('lists open vacancies closing within 14 days, soonest first, with their applications', () => {
    expect(figures.closingSoon).toEqual([
      { id: 'v2', code: 'VAC-v2', title: 'Title v2', closesAt: '2026-05-21', applications: 2 },
      { id: 'v1', code: 'VAC-v1', title: 'Title v1', closesAt: '2026-05-25', applications: 5 },
    ]);
  });

  it('has no median without hires and no conversion after an empty step', () => {
    const empty = recruitmentFigures({ vacancies: [], applications: [] }, range, previous, NOW);
    expect(empty.medianDaysToHire).toBeNull();
    expect(empty.funnel.every((step) => step.count === 0 && step.conversion === null)).toBe(true);
  });
});

describe('rewards figures', () => {
  const entry = (delta: number, reason: PointsReason, at: string): PointsEntry => ({
    id: `${reason}-${at}-${delta}`,
    memberId: 'm1',
    delta,
    reason,
    refId: null,
    note: null,
    byAccountId: null,
    at,
  });
  const ledger = [
    entry(500, 'invoice', '2026-05-02T00:00:00.000Z'),
    entry(50, 'trivia', '2026-05-03T00:00:00.000Z'),
    entry(-300, 'redemption', '2026-05-04T00:00:00.000Z'),
    entry(100, 'refund', '2026-05-05T00:00:00.000Z'),
    entry(-20, 'adjustment', '2026-05-06T00:00:00.000Z'),
    entry(40, 'adjustment', '2026-05-06T00:00:00.000Z'),
    entry(200, 'invoice', '2026-04-15T00:00:00.000Z'),
    entry(-80, 'redemption', '2026-04-16T00:00:00.000Z'),
  ];
  const redemption = (createdAt: string, status: Redemption['status']) =>
    ({ id: createdAt, createdAt, status }) as Redemption;
  const invoice = (status: Invoice['status']) => ({ status }) as Invoice;
  const figures = rewardsFigures(
    {
      ledger,
      redemptions: [
        redemption('2026-05-04T00:00:00.000Z', 'pending'),
        redemption('2026-05-05T00:00:00.000Z', 'cancelled'),
        redemption('2026-04-16T00:00:00.000Z', 'delivered'),
      ],
      invoices: [invoice('pending'), invoice('pending'), invoice('approved'), invoice('rejected')],
    },
    range,
    previous,
  );

  it('adds points awarded and spent (redemptions less refunds) for both periods', () => {
    expect(figures.pointsAwarded).toEqual({ current: 590, previous: 200 });
    expect(figures.pointsSpent).toEqual({ current: 200, previous: 80 });
    expect(figures.pointsByMonth).toEqual([{ month: '2026-05', awarded: 590, spent: 200 }]);
  });

  it('counts redemptions of both periods and what waits for review', () => {
    expect(figures.redemptions).toEqual({ current: 2, previous: 1 });
    expect(figures.redemptionsPending).toBe(1);
    expect(figures.invoicesPending).toBe(2);
  });
});
