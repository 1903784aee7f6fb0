import { createStaff, signIn } from './helpers/auth';
import { type Api, apiAs, applicantInput, companyInput, vacancyInput } from './helpers/recruitment';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Summary {
  period: { preset: string; from: string; to: string; previousFrom: string; previousTo: string };
  recruitment?: {
    openVacancies: number;
    applications: { current: number; previous: number };
    funnel: { stage: string; count: number; conversion: number | null }[];
    hires: { current: number; previous: number };
    medianDaysToHire: number | null;
    closingSoon: { id: string; applications: number }[];
  };
  rewards?: {
    pointsAwarded: { current: number; previous: number };
    pointsSpent: { current: number; previous: number };
    pointsByMonth: { month: string; awarded: number; spent: number }[];
    invoicesPending: number;
  };
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the summary board (GET /api/summary)', () => {
  let testApp: TestApp;
  let admin: Api;
  let recruiter: Api;
  let rewards: Api;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    const adminToken = await signIn(testApp.app);
    admin = apiAs(testApp.app, adminToken);
    const staff = (name: string, roles: string[]) =>
      createStaff(
        testApp.app,
        { name, email: `${name}@talento.local`, password: `${name}-clave-1` },
        roles,
        adminToken,
      );
    recruiter = apiAs(testApp.app, (await staff('reclutadora', ['recruiter'])).token);
    rewards = apiAs(testApp.app, (await staff('premios', ['rewards'])).token);
  });
  afterAll(() => testApp.close());

  const summary = async (api: Api, query = '') =>
    (await api.get(`/api/summary${query}`).expect(200)).body as Summary;

  it('changes its recruitment figures when a vacancy opens and an applicant is hired', async () => {
    const before = (await summary(admin)).recruitment!;

    const companyId = (await admin.post('/api/companies').send(companyInput()).expect(201)).body.id;
    const categoryId = (await admin.get('/api/categories?kind=vacancy&size=1').expect(200)).body
      .items[0].id;
    const vacancy = (
      await admin
        .post('/api/vacancies')
        .send(vacancyInput(companyId, categoryId, { status: 'open', closesAt: inDays(1) }))
        .expect(201)
    ).body;
    const applicant = (await admin.post('/api/applicants').send(applicantInput()).expect(201)).body;
    const application = (
      await admin
        .post('/api/applications')
        .send({ vacancyId: vacancy.id, applicantId: applicant.id })
        .expect(201)
    ).body;
    for (const stage of ['screening', 'interview', 'offer', 'hired']) {
      await admin.patch(`/api/applications/${application.id}/stage`).send({ stage }).expect(200);
    }

    const after = (await summary(admin)).recruitment!;
    expect(after.openVacancies).toBe(before.openVacancies + 1);
    expect(after.applications.current).toBe(before.applications.current + 1);
    expect(after.hires.current).toBe(before.hires.current + 1);
    const hired = (figures: typeof after) => figures.funnel.find((s) => s.stage === 'hired')!.count;
    expect(hired(after)).toBe(hired(before) + 1);
    expect(after.medianDaysToHire).not.toBeNull();
    expect(after.closingSoon).toContainEqual(
      expect.objectContaining({ id: vacancy.id, applications: 1 }),
    );
  });

  it('adds the points given in the period to the rewards figures', async () => {
    const before = (await summary(rewards)).rewards!;
    const member = (
      await rewards
        .post('/api/members')
        .send({
          name: 'Ana',
          surname: 'Tablero',
          email: 'ana.tablero@members.test',
          documentId: 'DOC-TAB-1',
          company: 'Acme',
        })
        .expect(201)
    ).body;
    await rewards
      .post(`/api/members/${member.id}/ledger/adjustments`)
      .send({ points: 250, reason: 'Bienvenida' })
      .expect(201);
    const after = (await summary(rewards)).rewards!;
    expect(after.pointsAwarded.current).toBe(before.pointsAwarded.current + 250);
    expect(after.pointsSpent).toEqual(before.pointsSpent);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const month = (figures: typeof after) =>
      figures.pointsByMonth.find((entry) => entry.month === thisMonth)!.awarded;
    expect(month(after)).toBe(month(before) + 250);
  });

  it('shows each role its own programme and admins both', async () => {
    const forRecruiter = await summary(recruiter);
    expect(forRecruiter.recruitment).toBeDefined();
    expect(forRecruiter.rewards).toBeUndefined();
    const forRewards = await summary(rewards);
    expect(forRewards.rewards).toBeDefined();
    expect(forRewards.recruitment).toBeUndefined();
    const forAdmin = await summary(admin);
    expect(forAdmin.recruitment).toBeDefined();
    expect(forAdmin.rewards).toBeDefined();
  });

  it('answers for the period asked, with the one before to compare', async () => {
    const custom = await summary(admin, '?period=custom&from=2020-01-01&to=2020-01-31');
    expect(custom.period).toEqual({
      preset: 'custom',
      from: '2020-01-01',
      to: '2020-01-31',
      previousFrom: '2019-12-01',
      previousTo: '2019-12-31',
    });
    expect(custom.recruitment!.applications).toEqual({ current: 0, previous: 0 });
    expect(custom.rewards!.pointsByMonth).toEqual([{ month: '2020-01', awarded: 0, spent: 0 }]);
    const month = await summary(admin, '?period=last-month');
    expect(month.period.preset).toBe('last-month');
    expect(month.period.from.endsWith('-01')).toBe(true);
  });

  it('refuses a period it cannot read, saying why', async () => {
    const wrong = await admin.get('/api/summary?period=fortnight').expect(400);
    expect(JSON.stringify(wrong.body)).toContain('period must be one of');
    const reversed = await admin
      .get('/api/summary?period=custom&from=2026-02-01&to=2026-01-01')
      .expect(400);
    expect(JSON.stringify(reversed.body)).toContain('to must not be before from');
    await admin.get('/api/summary?period=custom&from=2026-01-01').expect(400);
    await admin.get('/api/summary?colour=red').expect(400);
  });
});
