import * as seedFiles from './seed-files';
import { financeDashboard, sampleDashboards, weekLabels } from './dashboards';

// A module's exports cannot be redefined once compiled: the test swaps the reader here.
jest.mock('./seed-files', () => {
  const actual = jest.requireActual<typeof seedFiles>('./seed-files');
  return { ...actual, readSeedJson: jest.fn(actual.readSeedJson) };
});
const actualSeedFiles = jest.requireActual<typeof seedFiles>('./seed-files');

const NOW = new Date('2026-03-18T09:30:00Z');

describe('the dashboards’ sample', () => {
  afterEach(() =>
    jest.mocked(seedFiles.readSeedJson).mockImplementation(actualSeedFiles.readSeedJson),
  );

  it('dates the series back from the day of seeding', () => {
    const [analytics, crypto, finance] = sampleDashboards(NOW);
    if (analytics.id !== 'analytics' || crypto.id !== 'crypto' || finance.id !== 'finance') {
      throw new Error('the dashboards come in the order analytics, crypto, finance, project');
    }
    const thisYear = analytics.visitors.series['this-year'][0].data;
    expect(thisYear.at(-1)?.x).toBe('2026-03-18T12:00:00.000Z');
    expect(thisYear.at(-2)?.x).toBe('2026-03-15T12:00:00.000Z');
    const lastYear = analytics.visitors.series['last-year'][0].data;
    expect(lastYear.at(-1)?.x).toBe('2025-03-17T12:00:00.000Z');
    expect(analytics.conversions.labels.at(-1)).toBe('2026-03-12/2026-03-18');
    // The watchlist's clock: the last value is the moment of seeding (UTC).
    expect(crypto.watchlist[0].series[0].data.at(-1)?.x).toBe('09:30');
    expect(crypto.btc.price.series[0].data.at(-1)?.x).toBe(0);
    expect(finance.previousStatement.date < '2026-03-18').toBe(true);
    expect(finance.currentStatement.date > '2026-03-18').toBe(true);
    for (const transaction of finance.recentTransactions) {
      expect(transaction.date < NOW.toISOString()).toBe(true);
    }
  });

  it('labels weeks as ISO intervals of seven days, oldest first', () => {
    expect(weekLabels(2, NOW)).toEqual(['2026-03-05/2026-03-11', '2026-03-12/2026-03-18']);
  });

  it('refuses a finance sample that changes the fixed limits', () => {
    const read = actualSeedFiles.readSeedJson;
    jest.mocked(seedFiles.readSeedJson).mockImplementation(<T>(path: string): T => {
      const template = read<{ budget: { billsLimit: number } }>(path);
      return { ...template, budget: { ...template.budget, billsLimit: 1500 } } as T;
    });

    expect(() => financeDashboard(NOW)).toThrow('must keep the finance dashboard’s fixed limits');
  });
});
