import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { replaceStored, storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

const URL = '/api/dashboards';
const NAMES = ['analytics', 'crypto', 'finance', 'project'] as const;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_WEEK = /^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A document as answered in English: every `translations` left out. */
const english = (document: unknown): Json =>
  JSON.parse(JSON.stringify(document), (key, value: unknown) =>
    key === 'translations' ? undefined : value,
  ) as Json;

/** A series of `{x, y}` points whose x matches `x`. */
function expectPoints(series: Json[], x: RegExp | 'number') {
  expect(series.length).toBeGreaterThan(0);
  for (const entry of series) {
    expect(entry).toEqual({ name: expect.any(String), data: expect.any(Array) });
    expect(entry.data.length).toBeGreaterThan(1);
    for (const point of entry.data) {
      expect(Object.keys(point).sort()).toEqual(['x', 'y']);
      expect(typeof point.y).toBe('number');
      if (x === 'number') expect(Number.isInteger(point.x)).toBe(true);
      else expect(point.x).toMatch(x);
    }
  }
}

/** amount, a label per week (ISO intervals), series with one value per label. */
function expectWeekly(figure: Json) {
  expect(Object.keys(figure).sort()).toEqual(['amount', 'labels', 'series']);
  expect(typeof figure.amount).toBe('number');
  for (const label of figure.labels) expect(label).toMatch(ISO_WEEK);
  for (const series of figure.series) {
    expect(series).toEqual({ name: expect.any(String), data: expect.any(Array) });
    expect(series.data).toHaveLength(figure.labels.length);
  }
}

describe('dashboards', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = async (name: string): Promise<Json> =>
    (await http().get(`${URL}/${name}`).set(bearer(token)).expect(200)).body as Json;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it.each(NAMES)('%s needs a token', async (name) => {
    await http().get(`${URL}/${name}`).expect(401);
  });

  it('answers every signed-in account, whatever its roles (demo screens)', async () => {
    const recruiter = await createStaff(
      testApp.app,
      { name: 'Rita Recruiter', email: 'rita@dashboards.test', password: 'rita-password-1' },
      ['recruiter'],
      token,
    );
    const rewards = await createStaff(
      testApp.app,
      { name: 'Rex Rewards', email: 'rex@dashboards.test', password: 'rex-password-12' },
      ['rewards'],
      token,
    );
    for (const account of [recruiter, rewards]) {
      for (const name of NAMES) {
        await http().get(`${URL}/${name}`).set(bearer(account.token)).expect(200);
      }
    }
  });

  it('answers what the store holds: one seeded record per dashboard, its name as id', async () => {
    const stored = await storedRecords<Json>(testApp.dataDir, 'dashboards');
    expect(stored.map((record) => record.id).sort()).toEqual([...NAMES]);
    for (const { id, ...figures } of stored) {
      const answer = await http().get(`${URL}/${id}`).set(bearer(token)).expect(200);
      expect(answer.headers['content-language']).toBe('en');
      expect(answer.body).toEqual(english(figures));
    }
  });

  describe("in the reader's language", () => {
    const getIn = (name: string, lang: string) => get(`${name}?lang=${lang}`);

    it('answers the sample texts in Spanish or Turkish for lang; names stay as they are', async () => {
      const spanish = await http().get(`${URL}/finance?lang=es`).set(bearer(token)).expect(200);
      expect(spanish.headers['content-language']).toBe('es');
      expect(spanish.body.recentTransactions.map((entry: Json) => entry.name)).toEqual([
        'Lucía Romero',
        'Nordic Staffing Ltd.',
        'Tomás Aguirre',
        'Hospedaje en la nube',
        'Valentina Ortiz',
        'Artículos de oficina',
      ]);
      const project = await getIn('project', 'es');
      expect(project.schedule.today[3]).toEqual({ title: 'Comida', time: '13:30' });
      expect(project.schedule.tomorrow.at(-1)).toEqual({
        title: 'Cena del equipo',
        time: '20:00',
        location: 'La Terraza',
      });
      expect(project.budgetDistribution.categories).toContain('Mercadotecnia');
      expect(project.budgetDetails.rows[0].type).toBe('Concepto');
      expect(project.teamMembers[0]).toMatchObject({
        name: 'Carolina Méndez',
        title: 'Directora de proyectos',
      });
      const turkish = await getIn('analytics', 'tr');
      expect(turkish.language.labels).toEqual(['İspanyolca', 'Diğer']);
      // Only the texts differ: the same figures and shape as in English, no translations.
      for (const name of NAMES) {
        for (const lang of ['es', 'tr']) {
          const translated = await getIn(name, lang);
          expect(JSON.stringify(translated)).not.toContain('translations');
          expect(Object.keys(translated).sort()).toEqual(Object.keys(await get(name)).sort());
        }
      }
      const [en, es] = [await get('project'), project];
      expect(es.budgetDetails.rows.map((row: Json) => row.total)).toEqual(
        en.budgetDetails.rows.map((row: Json) => row.total),
      );
    });

    it('follows Accept-Language when no lang is given; lang wins over it', async () => {
      const header = await http()
        .get(`${URL}/project`)
        .set(bearer(token))
        .set('Accept-Language', 'de-DE,tr;q=0.9,en;q=0.8')
        .expect(200);
      expect(header.headers['content-language']).toBe('tr');
      expect(header.body.teamMembers[1].title).toBe('Kıdemli Geliştirici');
      const both = await http()
        .get(`${URL}/project?lang=es`)
        .set(bearer(token))
        .set('Accept-Language', 'tr')
        .expect(200);
      expect(both.body.teamMembers[1].title).toBe('Desarrollador sénior');
      const none = await http()
        .get(`${URL}/finance`)
        .set(bearer(token))
        .set('Accept-Language', 'fr, de')
        .expect(200);
      expect(none.headers['content-language']).toBe('en');
      expect(none.body.recentTransactions[3].name).toBe('Cloud hosting');
    });

    it.each(['de', 'ES', 'es-MX', ''])('refuses lang=%s', async (lang) => {
      const { body } = await http()
        .get(`${URL}/finance?lang=${lang}`)
        .set(bearer(token))
        .expect(400);
      expect(body).toMatchObject({ statusCode: 400, fields: { lang: expect.any(Array) } });
    });
  });

  it('analytics: visitors per year, weekly figures, page views and the audience', async () => {
    const body = await get('analytics');
    expect(Object.keys(body).sort()).toEqual(
      [
        'visitors',
        'conversions',
        'impressions',
        'visits',
        'visitorsVsPageViews',
        'newVsReturning',
        'gender',
        'age',
        'language',
      ].sort(),
    );
    expect(Object.keys(body.visitors.series).sort()).toEqual(['last-year', 'this-year']);
    expectPoints(body.visitors.series['this-year'], ISO_DATE_TIME);
    expectPoints(body.visitors.series['last-year'], ISO_DATE_TIME);
    // This year's points come after last year's.
    const [thisYear] = body.visitors.series['this-year'][0].data;
    const lastYear = body.visitors.series['last-year'][0].data.at(-1);
    expect(Date.parse(thisYear.x)).toBeGreaterThan(Date.parse(lastYear.x));
    for (const key of ['conversions', 'impressions', 'visits']) expectWeekly(body[key]);
    const { series, ...scores } = body.visitorsVsPageViews;
    expect(scores).toEqual({
      overallScore: expect.any(Number),
      averageRatio: expect.any(Number),
      predictedRatio: expect.any(Number),
    });
    expect(series.map((entry: Json) => entry.name)).toEqual(['Page Views', 'Visitors']);
    expectPoints(series, ISO_DATE_TIME);
    for (const key of ['newVsReturning', 'gender', 'age', 'language']) {
      const share = body[key];
      expect(share).toEqual({
        uniqueVisitors: expect.any(Number),
        series: expect.any(Array),
        labels: expect.any(Array),
      });
      expect(share.labels).toHaveLength(share.series.length);
      expect(share.series.reduce((sum: number, value: number) => sum + value, 0)).toBe(100);
    }
  });

  it('crypto: bitcoin with its price by the minute, prices, wallets and the watchlist', async () => {
    const body = await get('crypto');
    expect(Object.keys(body).sort()).toEqual(['btc', 'prices', 'wallets', 'watchlist']);
    expect(body.btc).toEqual({
      amount: expect.any(Number),
      trend: { dir: expect.stringMatching(/^(up|down)$/), amount: expect.any(Number) },
      marketCap: expect.any(Number),
      volume: expect.any(Number),
      supply: expect.any(Number),
      allTimeHigh: expect.any(Number),
      price: { series: expect.any(Array) },
    });
    expectPoints(body.btc.price.series, 'number');
    const minutes = body.btc.price.series[0].data.map((point: Json) => point.x as number);
    expect(minutes.at(-1)).toBe(0);
    expect(minutes.every((x: number, index: number) => index === 0 || x > minutes[index - 1])).toBe(
      true,
    );
    // The last price is the price now.
    expect(body.btc.price.series[0].data.at(-1).y).toBe(body.btc.amount);
    for (const key of ['prices', 'wallets']) {
      expect(Object.keys(body[key]).sort()).toEqual(['bch', 'btc', 'eth', 'xrp']);
      expect(Object.values(body[key]).every((value) => typeof value === 'number')).toBe(true);
    }
    expect(body.prices.btc).toBe(body.btc.amount);
    // The price times the coins in circulation.
    expect(Math.abs(body.btc.marketCap / (body.btc.amount * body.btc.supply) - 1)).toBeLessThan(
      0.01,
    );
    expect(body.watchlist.length).toBeGreaterThan(0);
    for (const coin of body.watchlist) {
      expect(coin).toEqual({
        title: expect.any(String),
        iso: expect.stringMatching(/^[A-Z]{3,5}$/),
        amount: expect.any(Number),
        trend: { dir: expect.stringMatching(/^(up|down)$/), amount: expect.any(Number) },
        series: expect.any(Array),
      });
      expectPoints(coin.series, CLOCK);
    }
  });

  it('crypto: market cap and volume are figures the original client can show in billions', async () => {
    const body = await get('crypto');
    // The original dashboard's `value / 1000000000 | number:'1.0-2' | currency`, then "B":
    // CurrencyPipe takes the text of the number pipe only while it has no group separator,
    // that is below a thousand billions.
    const numberPipe = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const currencyPipeTakes = (text: string) => !Number.isNaN(Number(text) - parseFloat(text));
    for (const figure of [body.btc.marketCap, body.btc.volume]) {
      expect(figure).toBeGreaterThan(0);
      expect(currencyPipeTakes(numberPipe.format(figure / 1_000_000_000))).toBe(true);
    }
    // What the original sample showed: hundreds of billions and tens of billions.
    expect(body.btc.marketCap).toBeGreaterThanOrEqual(100_000_000_000);
    expect(body.btc.volume).toBeLessThan(body.btc.marketCap);
  });

  it('finance: keeps its fixed limits and states', async () => {
    const body = await get('finance');
    expect(Object.keys(body).sort()).toEqual(
      [
        'accountBalance',
        'budget',
        'previousStatement',
        'currentStatement',
        'recentTransactions',
      ].sort(),
    );
    expect(body.budget).toEqual({
      expenses: expect.any(Number),
      expensesLimit: 20000,
      savings: expect.any(Number),
      savingsGoal: 250000,
      bills: expect.any(Number),
      billsLimit: 1000,
    });
    for (const key of ['previousStatement', 'currentStatement']) {
      expect(body[key]).toEqual({
        status: expect.stringMatching(/^(paid|pending)$/),
        date: expect.stringMatching(ISO_DAY),
        limit: 34500,
        spent: expect.any(Number),
        minimum: expect.any(Number),
      });
    }
    expect(body.previousStatement.status).toBe('paid');
    expect(body.currentStatement.status).toBe('pending');
    expect(body.currentStatement.date > body.previousStatement.date).toBe(true);
    expect(body.accountBalance).toEqual({
      growRate: expect.any(Number),
      ami: expect.any(Number),
      series: expect.any(Array),
    });
    expect(body.accountBalance.series.map((entry: Json) => entry.name)).toEqual([
      'Predicted',
      'Actual',
    ]);
    expectPoints(body.accountBalance.series, ISO_DATE_TIME);
    const statuses = new Set<string>();
    for (const transaction of body.recentTransactions) {
      expect(transaction).toEqual({
        id: expect.any(String),
        transactionId: expect.any(String),
        name: expect.any(String),
        amount: expect.any(Number),
        status: expect.stringMatching(/^(completed|pending)$/),
        date: expect.stringMatching(ISO_DATE_TIME),
      });
      statuses.add(transaction.status);
    }
    expect([...statuses].sort()).toEqual(['completed', 'pending']);
  });

  it('project: issues and tasks by week, schedule, budget and the team', async () => {
    const body = await get('project');
    expect(Object.keys(body).sort()).toEqual(
      [
        'githubIssues',
        'taskDistribution',
        'schedule',
        'budgetDistribution',
        'weeklyExpenses',
        'monthlyExpenses',
        'yearlyExpenses',
        'budgetDetails',
        'teamMembers',
      ].sort(),
    );
    const { githubIssues, taskDistribution } = body;
    expect(githubIssues.labels).toHaveLength(7);
    for (const week of ['this-week', 'last-week']) {
      expect(Object.keys(githubIssues.overview[week]).sort()).toEqual(
        ['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage'].sort(),
      );
      expect(githubIssues.series[week]).toEqual([
        { name: expect.any(String), type: 'line', data: expect.any(Array) },
        { name: expect.any(String), type: 'column', data: expect.any(Array) },
      ]);
      for (const series of githubIssues.series[week]) expect(series.data).toHaveLength(7);
      expect(taskDistribution.overview[week]).toEqual({
        new: expect.any(Number),
        completed: expect.any(Number),
      });
      expect(taskDistribution.series[week]).toHaveLength(taskDistribution.labels.length);
    }
    for (const day of ['today', 'tomorrow']) {
      expect(body.schedule[day].length).toBeGreaterThan(0);
      for (const item of body.schedule[day]) {
        expect(item).toMatchObject({
          title: expect.any(String),
          time: expect.stringMatching(CLOCK),
        });
      }
    }
    expect(body.budgetDistribution.series[0].data).toHaveLength(
      body.budgetDistribution.categories.length,
    );
    for (const key of ['weeklyExpenses', 'monthlyExpenses', 'yearlyExpenses']) {
      expectWeekly(body[key]);
    }
    const { columns, rows } = body.budgetDetails;
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', ...columns].sort());
      expect(row.expensesAmount + row.remainingAmount).toBeCloseTo(row.total, 2);
    }
    for (const member of body.teamMembers) {
      expect(Object.keys(member).sort()).toEqual(
        ['id', 'avatar', 'name', 'email', 'phone', 'title'].sort(),
      );
    }
    // The avatars are served under /api.
    await http().get(body.teamMembers[0].avatar).expect(200);
  });
});

describe('dashboards seeded before their translations', () => {
  it('are answered in English, whatever the language asked for', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    await first.close();
    const seeded = await storedRecords<Json>(dataDir, 'dashboards');
    const old = seeded.map((record) => english(record) as { id: string });
    await replaceStored(dataDir, 'dashboards', old);

    const second = await createTestApp({ dataDir });
    try {
      const token = await signIn(second.app);
      const { body, headers } = await request(second.app.getHttpServer())
        .get(`${URL}/project?lang=es`)
        .set(bearer(token))
        .expect(200);
      expect(headers['content-language']).toBe('es');
      const { id: _id, ...figures } = old.find((record) => record.id === 'project')!;
      expect(body).toEqual(figures);
      expect(body.teamMembers[0].title).toBe('Project Director');
    } finally {
      await second.close();
    }
  });
});
