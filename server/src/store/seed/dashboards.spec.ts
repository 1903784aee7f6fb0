import { TRANSLATED_LANGUAGES } from '../../common/languages/content-language';
import type { DashboardId, StoredDashboard } from '../../modules/dashboards/dashboards.types';
import * as seedFiles from './seed-files';
import { financeDashboard, sampleDashboards, weekLabels } from './dashboards';

// A module's exports cannot be redefined once compiled: the test swaps the reader here.
jest.mock('./seed-files', () => {
  const actual = jest.requireActual<typeof seedFiles>('./seed-files');
  return { ...actual, readSeedJson: jest.fn(actual.readSeedJson) };
});
const actualSeedFiles = jest.requireActual<typeof seedFiles>('./seed-files');

const NOW = new Date('2026-03-18T09:30:00Z');

function dashboard<K extends DashboardId>(id: K): Extract<StoredDashboard, { id: K }> {
  const found = sampleDashboards(NOW).find((entry) => entry.id === id);
  return found as Extract<StoredDashboard, { id: K }>;
}

type TextOwner = Record<string, unknown> & {
  translations?: Partial<Record<string, Record<string, unknown>>>;
};

/**
 * The English of `fields` on `owners` that some language leaves untranslated; throws
 * when a translation is the English left as it was.
 */
function untranslated(owners: readonly object[], fields: readonly string[]): string[] {
  const missing = new Set<string>();
  for (const owner of owners as TextOwner[]) {
    for (const field of fields) {
      const english = owner[field];
      if (english === undefined) continue;
      for (const language of TRANSLATED_LANGUAGES) {
        const text = owner.translations?.[language]?.[field];
        if (text === undefined) missing.add(String(english));
        else if (JSON.stringify(text) === JSON.stringify(english)) {
          throw new Error(`"${String(english)}" is left in English in ${language}`);
        }
      }
    }
  }
  return [...missing];
}

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

  it('translates every text the dashboards show from the sample, except names', () => {
    const analytics = dashboard('analytics');
    const finance = dashboard('finance');
    const project = dashboard('project');
    const audiences = [
      analytics.newVsReturning,
      analytics.gender,
      analytics.age,
      analytics.language,
    ];
    const left = [
      ...untranslated(audiences, ['labels']),
      ...untranslated(finance.recentTransactions, ['name']),
      ...untranslated([project.taskDistribution], ['labels']),
      ...untranslated(
        [...project.schedule.today, ...project.schedule.tomorrow],
        ['title', 'location'],
      ),
      ...untranslated([project.budgetDistribution], ['categories']),
      ...untranslated(project.budgetDetails.rows, ['type']),
      ...untranslated(project.teamMembers, ['title']),
    ];
    // People's, companies' and places' names stay as they are.
    expect(left.sort()).toEqual([
      'La Terraza',
      'Lucía Romero',
      'Nordic Staffing Ltd.',
      'Tomás Aguirre',
      'Valentina Ortiz',
    ]);
    const hosting = finance.recentTransactions.find((entry) => entry.name === 'Cloud hosting');
    expect(hosting?.translations).toEqual({
      tr: { name: 'Bulut barındırma' },
      es: { name: 'Hospedaje en la nube' },
    });
    // A job title agrees with the person in Spanish: two senior developers, he and she.
    expect(project.teamMembers.slice(1, 3).map((member) => member.translations?.es?.title)).toEqual(
      ['Desarrollador sénior', 'Desarrolladora sénior'],
    );
  });

  it('keeps the crypto sample’s coin names as they are, without translations', () => {
    expect(JSON.stringify(dashboard('crypto'))).not.toContain('translations');
  });

  it('refuses a language file that does not follow the English one', () => {
    const read = actualSeedFiles.readSeedJson;
    jest.mocked(seedFiles.readSeedJson).mockImplementation(<T>(path: string): T => {
      if (path !== 'dashboards/finance.es.json') return read<T>(path);
      return { recentTransactions: [{ name: 'Hospedaje en la nube' }] } as T;
    });

    expect(() => financeDashboard(NOW)).toThrow(
      'dashboards/finance.es.json: recentTransactions must hold as many entries as the English',
    );
  });

  it('refuses a finance sample that changes the fixed limits', () => {
    const read = actualSeedFiles.readSeedJson;
    jest.mocked(seedFiles.readSeedJson).mockImplementation(<T>(path: string): T => {
      if (path !== 'dashboards/finance.json') return read<T>(path);
      const template = read<{ budget: { billsLimit: number } }>(path);
      return { ...template, budget: { ...template.budget, billsLimit: 1500 } } as T;
    });

    expect(() => financeDashboard(NOW)).toThrow('must keep the finance dashboard’s fixed limits');
  });
});
