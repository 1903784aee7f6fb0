import { randomUUID } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { Workbook } from 'exceljs';
import request from 'supertest';
import { MailerService, type OutgoingMail } from '../src/common/mail/mailer.service';
import { ApplicantsRepository } from '../src/modules/applicants/applicants.repository';
import type { Application } from '../src/modules/applications/application.types';
import { ApplicationsRepository } from '../src/modules/applications/applications.repository';
import type { Invoice } from '../src/modules/invoices/invoice.types';
import { InvoicesRepository } from '../src/modules/invoices/invoices.repository';
import { PointsLedgerRepository } from '../src/modules/members/members.repository';
import type { Redemption } from '../src/modules/redemptions/redemption.types';
import { RedemptionsRepository } from '../src/modules/redemptions/redemptions.repository';
import { type Clock, REPORTS_CLOCK } from '../src/modules/reports/report-clock';
import { ReportScheduler } from '../src/modules/reports/report-scheduler';
import { ReportRunsRepository } from '../src/modules/reports/reports.repository';
import { createStaff, signIn } from './helpers/auth';
import { replaceStored, storedRecords } from './helpers/stored';
import {
  type Api,
  apiAs,
  applicantInput,
  companyInput,
  UNKNOWN_ID,
  unique,
  vacancyInput,
} from './helpers/recruitment';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

/** A clock the test moves by hand; its timers fire when the test moves it past them. */
class FakeClock implements Clock {
  private at: number;
  private timers: { due: number; run: () => void }[] = [];

  constructor(iso: string) {
    this.at = Date.parse(iso);
  }

  now(): Date {
    return new Date(this.at);
  }

  setTimer(run: () => void, ms: number): () => void {
    const timer = { due: this.at + ms, run };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((one) => one !== timer);
    };
  }

  /** Sets the time without firing anything (a server that was off meanwhile). */
  set(iso: string): void {
    this.at = Date.parse(iso);
  }

  /** Moves on to `iso`, firing each timer that comes due on the way, at its time. */
  async advanceTo(iso: string, settle: () => Promise<void>): Promise<void> {
    const target = Date.parse(iso);
    for (;;) {
      const next = this.timers
        .filter((timer) => timer.due <= target)
        .sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.timers = this.timers.filter((one) => one !== next);
      this.at = Math.max(this.at, next.due);
      next.run();
      await settle();
    }
    this.at = target;
  }

  pending(): number {
    return this.timers.length;
  }
}

function clockModule(clock: FakeClock) {
  @Global()
  @Module({ providers: [{ provide: REPORTS_CLOCK, useValue: clock }], exports: [REPORTS_CLOCK] })
  class FakeClockModule {}
  return FakeClockModule;
}

const SPRING = { period: 'custom', from: '2019-03-01', to: '2019-04-30' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Supertest collects a binary answer into a Buffer with this parser. */
function binary(response: request.Response, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return (workbook.worksheets[0].getSheetValues().slice(1) as unknown[][]).map((row) =>
    row.slice(1),
  );
}

describe('reports', () => {
  const clock = new FakeClock('2026-05-17T15:30:00.000Z'); // a Sunday
  let testApp: TestApp;
  let admin: Api;
  let recruiter: Api;
  let rewards: Api;
  let recruiterId: string;
  const repo = <T>(type: new (...args: never[]) => T): T =>
    testApp.app.get(type as never, { strict: false }) as T;

  const ids = {} as Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000' },
      imports: [clockModule(clock)],
    });
    const adminToken = await signIn(testApp.app);
    admin = apiAs(testApp.app, adminToken);
    const staff = async (role: string) =>
      createStaff(
        testApp.app,
        { name: role, email: `${role}.${unique()}@reports.test`, password: `${role}-password-1` },
        [role],
        adminToken,
      );
    const recruiterAccount = await staff('recruiter');
    recruiterId = recruiterAccount.id;
    recruiter = apiAs(testApp.app, recruiterAccount.token);
    rewards = apiAs(testApp.app, (await staff('rewards')).token);
    await knownRecords();
  });
  afterAll(async () => {
    await repo(ReportScheduler).idle();
    await testApp.close();
  });

  /**
   * The known data set, in March and April 2019 (the sample data is recent): two
   * companies, two categories, three vacancies, applicants from three sources, their
   * applications, redemptions, points and invoices.
   */
  async function knownRecords(): Promise<void> {
    for (const [key, name] of [
      ['acme', 'Acme Reportes'],
      ['globex', 'Globex Reportes'],
    ]) {
      ids[key] = (
        await admin.post('/api/companies').send(companyInput({ name })).expect(201)
      ).body.id;
    }
    for (const [key, name] of [
      ['it', 'Informática Reportes'],
      ['sales', 'Ventas Reportes'],
    ]) {
      ids[key] = (
        await admin.post('/api/categories').send({ name, kind: 'vacancy' }).expect(201)
      ).body.id;
    }
    const vacancy = async (key: string, title: string, company: string, category: string) => {
      const body = (
        await admin
          .post('/api/vacancies')
          .send(vacancyInput(ids[company], ids[category], { title }))
          .expect(201)
      ).body as { id: string; code: string };
      ids[key] = body.id;
      ids[`${key}Code`] = body.code;
    };
    await vacancy('developer', 'Desarrolladora', 'acme', 'it');
    await vacancy('tester', 'Probador', 'acme', 'it');
    await vacancy('seller', 'Vendedor', 'globex', 'sales');

    const applicants = repo(ApplicantsRepository);
    const people: [string, string, string][] = [
      ['ana', 'website', '2019-03-02T10:00:00.000Z'],
      ['bea', 'website', '2019-04-20T10:00:00.000Z'],
      ['carla', 'referral', '2019-03-31T23:59:59.999Z'],
      ['dora', 'linkedin', '2019-02-28T23:59:59.999Z'],
      ['eva', 'event', '2019-05-01T00:00:00.000Z'],
    ];
    for (const [key, source, createdAt] of people) {
      const body = (
        await admin
          .post('/api/applicants')
          .send(applicantInput({ firstName: key, source }))
          .expect(201)
      ).body as { id: string };
      ids[key] = body.id;
      await applicants.update(body.id, { createdAt });
    }

    const applications = repo(ApplicationsRepository);
    const apply = (
      vacancy: string,
      person: string,
      createdAt: string,
      steps: [Application['stage'], string][] = [],
    ) => {
      const history = [
        { stage: 'applied' as const, at: createdAt, by: 'test' },
        ...steps.map(([stage, at]) => ({ stage, at, by: 'test' })),
      ];
      return applications.insert({
        id: randomUUID(),
        vacancyId: ids[vacancy],
        applicantId: ids[person],
        stage: history[history.length - 1].stage,
        rating: 0,
        history,
        createdAt,
        updatedAt: createdAt,
      });
    };
    // Applied in February, hired in March: a hire of the period after 10 days.
    await apply('developer', 'dora', '2019-02-25T09:00:00.000Z', [
      ['hired', '2019-03-07T09:00:00.000Z'],
    ]);
    await apply('developer', 'ana', '2019-03-03T00:00:00.000Z', [
      ['interview', '2019-03-05T00:00:00.000Z'],
      ['hired', '2019-03-07T12:00:00.000Z'],
    ]);
    await apply('developer', 'carla', '2019-04-01T00:00:00.000Z', [
      ['screening', '2019-04-02T00:00:00.000Z'],
    ]);
    await apply('tester', 'bea', '2019-04-21T00:00:00.000Z', [
      ['hired', '2019-04-22T00:00:00.000Z'],
      ['rejected', '2019-04-23T00:00:00.000Z'],
    ]);
    await apply('seller', 'bea', '2019-04-20T12:00:00.000Z', [
      ['offer', '2019-04-24T12:00:00.000Z'],
      ['hired', '2019-04-27T12:00:00.000Z'],
    ]);
    await apply('seller', 'eva', '2019-05-01T00:00:00.000Z', [
      ['hired', '2019-05-02T00:00:00.000Z'],
    ]);

    const redemption = (points: number, status: Redemption['status'], createdAt: string) =>
      repo(RedemptionsRepository).insert({
        id: randomUUID(),
        memberId: randomUUID(),
        rewardId: randomUUID(),
        points,
        status,
        notes: '',
        cancelReason: null,
        history: [{ status: 'pending', at: createdAt, by: null }],
        completedAt: null,
        createdAt,
        updatedAt: createdAt,
      });
    await redemption(100, 'delivered', '2019-03-10T00:00:00.000Z');
    await redemption(250, 'pending', '2019-04-05T00:00:00.000Z');
    await redemption(400, 'cancelled', '2019-04-06T00:00:00.000Z');
    await redemption(999, 'approved', '2019-05-06T00:00:00.000Z');

    const entry = (
      delta: number,
      reason: 'trivia' | 'invoice' | 'refund' | 'adjustment',
      at: string,
    ) =>
      repo(PointsLedgerRepository).insert({
        id: randomUUID(),
        memberId: randomUUID(),
        delta,
        reason,
        refId: null,
        note: null,
        byAccountId: null,
        at,
      });
    await entry(40, 'trivia', '2019-03-11T00:00:00.000Z');
    await entry(60, 'invoice', '2019-04-12T00:00:00.000Z');
    await entry(400, 'refund', '2019-04-13T00:00:00.000Z');
    await entry(-20, 'adjustment', '2019-04-14T00:00:00.000Z');

    const invoice = (status: Invoice['status'], pointsAwarded: number | null, createdAt: string) =>
      repo(InvoicesRepository).insert({
        id: randomUUID(),
        memberId: randomUUID(),
        number: `R-${unique()}`,
        vendor: 'Proveedor Reportes',
        amount: 100,
        currency: 'MXN',
        issuedAt: createdAt.slice(0, 10),
        file: null,
        status,
        pointsAwarded,
        rejectionReason: status === 'rejected' ? 'Ilegible' : null,
        reviewedBy: null,
        reviewedAt: null,
        createdAt,
        updatedAt: createdAt,
      });
    await invoice('pending', null, '2019-03-01T00:00:00.000Z');
    await invoice('approved', 10, '2019-03-20T00:00:00.000Z');
    await invoice('approved', 15, '2019-04-30T23:00:00.000Z');
    await invoice('rejected', null, '2019-04-02T00:00:00.000Z');
    await invoice('approved', 50, '2019-05-01T00:00:00.000Z');
  }

  const figures = (api: Api, kind: string, query: Record<string, string> = SPRING) =>
    api.get(`/api/reports/figures/${kind}`).query(query);

  describe('figures of the known data set', () => {
    it('applicants per vacancy', async () => {
      const body = (await figures(admin, 'applicants-per-vacancy').expect(200)).body;
      expect(body.period).toEqual({ preset: 'custom', from: '2019-03-01', to: '2019-04-30' });
      expect(body.columns.map((column: { key: string }) => column.key)).toEqual([
        'code',
        'vacancy',
        'company',
        'applicants',
        'hired',
      ]);
      expect(body.rows).toEqual([
        { id: ids.developer, cells: [ids.developerCode, 'Desarrolladora', 'Acme Reportes', 2, 1] },
        { id: ids.tester, cells: [ids.testerCode, 'Probador', 'Acme Reportes', 1, 0] },
        { id: ids.seller, cells: [ids.sellerCode, 'Vendedor', 'Globex Reportes', 1, 1] },
      ]);
      expect(body.totals).toEqual([null, null, null, 4, 2]);
      expect(body.chart).toEqual({
        kind: 'bar',
        horizontal: true,
        labelColumn: 1,
        valueColumns: [3],
      });
    });

    it('applicants per stage', async () => {
      const body = (await figures(recruiter, 'applicants-per-stage').expect(200)).body;
      expect(body.rows.map((row: { cells: unknown[] }) => row.cells)).toEqual([
        ['applied', 0],
        ['screening', 1],
        ['interview', 0],
        ['offer', 0],
        ['hired', 2],
        ['rejected', 1],
      ]);
      expect(body.totals).toEqual([null, 4]);
    });

    it('applicants per source', async () => {
      const body = (await figures(recruiter, 'applicants-per-source').expect(200)).body;
      expect(body.rows.map((row: { cells: unknown[] }) => row.cells)).toEqual([
        ['website', 2],
        ['referral', 1],
        ['linkedin', 0],
        ['job-board', 0],
        ['agency', 0],
        ['event', 0],
        ['other', 0],
      ]);
      expect(body.totals).toEqual([null, 3]);
    });

    it('hires per company', async () => {
      const body = (await figures(recruiter, 'hires-per-company').expect(200)).body;
      expect(body.rows).toEqual([
        { id: ids.acme, cells: ['Acme Reportes', 2, 1] },
        { id: ids.globex, cells: ['Globex Reportes', 1, 1] },
      ]);
      expect(body.totals).toEqual([null, 3, 2]);
    });

    it('time to hire per category', async () => {
      const body = (await figures(recruiter, 'time-to-hire-per-category').expect(200)).body;
      // IT: 10 and 4.5 days; sales: 7 days.
      expect(body.rows).toEqual([
        { id: ids.it, cells: ['Informática Reportes', 2, 7.3, 7.3] },
        { id: ids.sales, cells: ['Ventas Reportes', 1, 7, 7] },
      ]);
      expect(body.totals).toEqual([null, 3, 7.2, 7]);
    });

    it('redemptions and points per month', async () => {
      const body = (await figures(rewards, 'redemptions-per-month').expect(200)).body;
      expect(body.rows).toEqual([
        { id: '2019-03', cells: ['2019-03', 1, 100, 40] },
        { id: '2019-04', cells: ['2019-04', 1, 250, 60] },
      ]);
      expect(body.totals).toEqual([null, 2, 350, 100]);
    });

    it('invoices per status', async () => {
      const body = (await figures(rewards, 'invoices-per-status').expect(200)).body;
      expect(body.rows.map((row: { cells: unknown[] }) => row.cells)).toEqual([
        ['pending', 1, 0],
        ['approved', 2, 25],
        ['rejected', 1, 0],
      ]);
      expect(body.totals).toEqual([null, 4, 25]);
    });

    it('resolves presets at the server’s clock, in UTC days', async () => {
      const body = (
        await figures(admin, 'applicants-per-stage', { period: 'last-month' }).expect(200)
      ).body;
      expect(body.period).toEqual({ preset: 'last-month', from: '2026-04-01', to: '2026-04-30' });
      const month = (await figures(admin, 'invoices-per-status', {}).expect(200)).body;
      expect(month.period).toEqual({ preset: 'this-month', from: '2026-05-01', to: '2026-05-17' });
    });

    it('explains a bad kind or period', async () => {
      const kind = await figures(admin, 'applicants-per-planet').expect(400);
      expect(kind.body.fields.kind).toBeDefined();
      const period = await figures(admin, 'applicants-per-stage', {
        period: 'custom',
        from: '2019-04-01',
        to: '2019-03-01',
      }).expect(400);
      expect(period.body.fields.to).toEqual(['to must not be before from']);
    });

    it('shows each role only its reports (admins all)', async () => {
      const refused = await figures(recruiter, 'redemptions-per-month').expect(403);
      expect(refused.body.code).toBe('role-required');
      expect((await figures(rewards, 'hires-per-company').expect(403)).body.code).toBe(
        'role-required',
      );
      await figures(admin, 'redemptions-per-month').expect(200);
      await figures(admin, 'hires-per-company').expect(200);
    });
  });

  describe('export', () => {
    it('writes CSV with a good file name, in the language asked', async () => {
      const response = await admin
        .get('/api/reports/figures/invoices-per-status/export')
        .query({ ...SPRING, format: 'csv', lang: 'es' })
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="invoices-per-status_2019-03-01_2019-04-30.csv"; ' +
          "filename*=UTF-8''invoices-per-status_2019-03-01_2019-04-30.csv",
      );
      expect(response.text).toBe(
        '\uFEFFEstado,Facturas,Puntos otorgados\r\n' +
          'Pendiente,1,0\r\nAprobada,2,25\r\nRechazada,1,0\r\nTotal,4,25\r\n',
      );
    });

    it('writes XLSX holding the table’s rows', async () => {
      const response = await admin
        .get('/api/reports/figures/applicants-per-vacancy/export')
        .query({ ...SPRING, format: 'xlsx' })
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toContain(
        'filename="applicants-per-vacancy_2019-03-01_2019-04-30.xlsx"',
      );
      expect(await readXlsx(response.body as Buffer)).toEqual([
        ['Code', 'Vacancy', 'Company', 'Applicants', 'Hired'],
        [ids.developerCode, 'Desarrolladora', 'Acme Reportes', 2, 1],
        [ids.testerCode, 'Probador', 'Acme Reportes', 1, 0],
        [ids.sellerCode, 'Vendedor', 'Globex Reportes', 1, 1],
        ['Total', '', '', 4, 2],
      ]);
    });

    it('refuses an unknown format and a kind outside the role', async () => {
      const format = await admin
        .get('/api/reports/figures/applicants-per-stage/export')
        .query({ format: 'pdf' })
        .expect(400);
      expect(format.body.fields.format).toEqual(['format must be csv or xlsx']);
      await rewards
        .get('/api/reports/figures/applicants-per-stage/export')
        .query({ format: 'csv' })
        .expect(403);
    });
  });

  describe('saved reports', () => {
    const weekly = (overrides: Record<string, unknown> = {}) => ({
      name: 'Etapas de la semana',
      kind: 'applicants-per-stage',
      filters: SPRING,
      schedule: { frequency: 'weekly', time: '08:00', weekday: 1 },
      recipients: ['Jefa@Example.com'],
      ...overrides,
    });

    it('saves a report with its next run from the schedule (UTC)', async () => {
      const saved = (await recruiter.post('/api/reports/saved').send(weekly()).expect(201)).body;
      expect(saved).toMatchObject({
        ownerId: recruiterId,
        name: 'Etapas de la semana',
        kind: 'applicants-per-stage',
        filters: { period: 'custom', from: '2019-03-01', to: '2019-04-30' },
        schedule: { frequency: 'weekly', time: '08:00', weekday: 1, dayOfMonth: null },
        format: 'xlsx',
        language: 'en',
        recipients: ['jefa@example.com'],
        active: true,
        // Sunday 17 May 2026, 15:30: the next Monday at 08:00.
        nextRunAt: '2026-05-18T08:00:00.000Z',
        lastRun: null,
      });
      expect((await recruiter.get(`/api/reports/saved/${saved.id}`).expect(200)).body).toEqual(
        saved,
      );
    });

    it('checks the schedule, the recipients and the fields', async () => {
      const bad = async (body: object, field: string) => {
        const response = await recruiter.post('/api/reports/saved').send(body).expect(400);
        expect(Object.keys(response.body.fields)).toContain(field);
      };
      await bad(weekly({ schedule: { frequency: 'weekly', time: '08:00' } }), 'schedule.weekday');
      await bad(
        weekly({ schedule: { frequency: 'monthly', time: '08:00', dayOfMonth: 32 } }),
        'schedule.dayOfMonth',
      );
      await bad(weekly({ schedule: { frequency: 'daily', time: '25:00' } }), 'schedule.time');
      await bad(weekly({ recipients: ['not-an-address'] }), 'recipients');
      await bad(weekly({ filters: { period: 'custom', from: '2019-03-01' } }), 'filters.to');
      await bad(weekly({ name: '  ' }), 'name');
      await bad(weekly({ colour: 'red' }), 'colour');
      const other = await recruiter
        .post('/api/reports/saved')
        .send(weekly({ kind: 'invoices-per-status' }))
        .expect(403);
      expect(other.body.code).toBe('role-required');
    });

    it('lists only the caller’s own; an administrator may ask for everyone’s', async () => {
      const mine = (
        await rewards
          .post('/api/reports/saved')
          .send(weekly({ name: 'Facturas', kind: 'invoices-per-status' }))
          .expect(201)
      ).body;
      const names = (api: Api, query = '') =>
        api
          .get(`/api/reports/saved${query}`)
          .expect(200)
          .then((response) => response.body.map((report: { name: string }) => report.name));
      expect(await names(rewards)).toEqual(['Facturas']);
      expect(await names(recruiter)).not.toContain('Facturas');
      expect(await names(admin)).toEqual([]);
      expect(await names(admin, '?all=true')).toEqual(
        expect.arrayContaining(['Facturas', 'Etapas de la semana']),
      );
      expect((await recruiter.get('/api/reports/saved?all=true').expect(403)).body.code).toBe(
        'role-required',
      );
      await recruiter.get(`/api/reports/saved/${mine.id}`).expect(404);
      await recruiter.patch(`/api/reports/saved/${mine.id}`).send({ name: 'x' }).expect(404);
      await recruiter.post(`/api/reports/saved/${mine.id}/run`).expect(404);
      await recruiter.delete(`/api/reports/saved/${mine.id}`).expect(404);
      await admin.get(`/api/reports/saved/${mine.id}`).expect(200);
    });

    it('changes only what a patch names; a new schedule or a pause moves the next run', async () => {
      const saved = (
        await recruiter
          .post('/api/reports/saved')
          .send(weekly({ name: 'Cambios' }))
          .expect(201)
      ).body;
      const renamed = (
        await recruiter
          .patch(`/api/reports/saved/${saved.id}`)
          .send({ name: 'Cambiado' })
          .expect(200)
      ).body;
      expect({ ...renamed, updatedAt: saved.updatedAt }).toEqual({
        ...saved,
        name: 'Cambiado',
        version: expect.any(String),
      });
      const monthly = (
        await recruiter
          .patch(`/api/reports/saved/${saved.id}`)
          .send({ schedule: { frequency: 'monthly', time: '06:30', dayOfMonth: 31 } })
          .expect(200)
      ).body;
      expect(monthly.schedule).toEqual({
        frequency: 'monthly',
        time: '06:30',
        weekday: null,
        dayOfMonth: 31,
      });
      expect(monthly.nextRunAt).toBe('2026-05-31T06:30:00.000Z');
      const paused = (
        await recruiter.patch(`/api/reports/saved/${saved.id}`).send({ active: false }).expect(200)
      ).body;
      expect(paused.nextRunAt).toBeNull();
      const resumed = (
        await recruiter.patch(`/api/reports/saved/${saved.id}`).send({ active: true }).expect(200)
      ).body;
      expect(resumed.nextRunAt).toBe('2026-05-31T06:30:00.000Z');
      await recruiter.patch(`/api/reports/saved/${saved.id}`).send({ name: null }).expect(400);
      await recruiter.patch(`/api/reports/saved/${UNKNOWN_ID}`).send({ name: 'x' }).expect(404);
    });

    it('runs now into the file manager’s Reports folder, with a history and the file', async () => {
      const saved = (
        await recruiter
          .post('/api/reports/saved')
          .send(weekly({ name: 'Al momento' }))
          .expect(201)
      ).body;
      const run = (await recruiter.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
      expect(run).toMatchObject({
        reportId: saved.id,
        trigger: 'manual',
        status: 'succeeded',
        startedAt: '2026-05-17T15:30:00.000Z',
        finishedAt: '2026-05-17T15:30:00.000Z',
        period: { preset: 'custom', from: '2019-03-01', to: '2019-04-30' },
        fileName: 'Al momento 2026-05-17 1530.xlsx',
        // No SMTP_URL: nothing mailed, the file is in the file manager all the same.
        mailedTo: [],
        error: null,
      });
      const root = (await recruiter.get('/api/apps/file-manager').expect(200)).body;
      const folder = root.folders.find((one: { name: string }) => one.name === 'Reports');
      expect(folder).toBeDefined();
      const inside = (
        await recruiter.get('/api/apps/file-manager').query({ folderId: folder.id }).expect(200)
      ).body;
      expect(inside.files).toContainEqual(
        expect.objectContaining({ id: run.fileId, name: run.fileName, type: 'XLS' }),
      );

      // A second run the same minute: the same folder, a name of its own.
      const again = (await recruiter.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
      expect(again.fileName).toBe('Al momento 2026-05-17 1530 (2).xlsx');
      const after = (await recruiter.get('/api/apps/file-manager').expect(200)).body;
      expect(after.folders.filter((one: { name: string }) => one.name === 'Reports')).toHaveLength(
        1,
      );

      const runs = (await recruiter.get(`/api/reports/saved/${saved.id}/runs`).expect(200)).body;
      expect(runs.map((one: { id: string }) => one.id).sort()).toEqual([run.id, again.id].sort());
      expect(
        (await recruiter.get(`/api/reports/saved/${saved.id}`).expect(200)).body.lastRun,
      ).not.toBeNull();

      const file = await recruiter
        .get(`/api/reports/saved/${saved.id}/runs/${run.id}/file`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(file.headers['content-disposition']).toContain('attachment;');
      expect(await readXlsx(file.body as Buffer)).toEqual([
        ['Stage', 'Applications'],
        ['Applied', 0],
        ['Screening', 1],
        ['Interview', 0],
        ['Offer', 0],
        ['Hired', 2],
        ['Rejected', 1],
        ['Total', 4],
      ]);

      // Deleted in the file manager: the history says the file is gone.
      await recruiter.delete('/api/apps/file-manager/item').query({ id: run.fileId }).expect(200);
      const gone = await recruiter
        .get(`/api/reports/saved/${saved.id}/runs/${run.id}/file`)
        .expect(404);
      expect(gone.body.code).toBe('file-missing');
      await recruiter.get(`/api/reports/saved/${saved.id}/runs/${UNKNOWN_ID}/file`).expect(404);
    });

    it('records a failed run in the history instead of failing', async () => {
      const person = await createStaff(
        testApp.app,
        { name: 'Pierde', email: `pierde.${unique()}@reports.test`, password: 'pierde-clave-1' },
        ['recruiter'],
      );
      const loser = apiAs(testApp.app, person.token);
      const saved = (
        await loser
          .post('/api/reports/saved')
          .send(weekly({ name: 'Sin rol' }))
          .expect(201)
      ).body;
      await admin
        .put(`/api/accounts/${person.id}/roles`)
        .send({ roles: ['rewards'] })
        .expect(200);
      const run = (await admin.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
      expect(run).toMatchObject({
        status: 'failed',
        fileId: null,
        error: 'The report’s owner no longer holds the recruiter role',
      });
      const file = await admin
        .get(`/api/reports/saved/${saved.id}/runs/${run.id}/file`)
        .expect(404);
      expect(file.body.code).toBe('file-missing');
    });

    it('deletes a report with its history; its files stay', async () => {
      const saved = (
        await recruiter
          .post('/api/reports/saved')
          .send(weekly({ name: 'Borrable' }))
          .expect(201)
      ).body;
      const run = (await recruiter.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
      const removed = (await recruiter.delete(`/api/reports/saved/${saved.id}`).expect(200)).body;
      expect(removed.id).toBe(saved.id);
      await recruiter.get(`/api/reports/saved/${saved.id}`).expect(404);
      await recruiter.get(`/api/reports/saved/${saved.id}/runs`).expect(404);
      expect(
        repo(ReportRunsRepository)
          .list()
          .some((one) => one.reportId === saved.id),
      ).toBe(false);
      await recruiter.get('/api/apps/file-manager/item').query({ id: run.fileId }).expect(200);
    });

    it('shows a run’s file in the file manager only to those who may read its figures', async () => {
      const saved = (
        await recruiter
          .post('/api/reports/saved')
          .send(weekly({ name: 'Vacantes del mes', kind: 'applicants-per-vacancy' }))
          .expect(201)
      ).body;
      const run = (await recruiter.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
      const reportsFolder = async (api: Api) => {
        const root = (await api.get('/api/apps/file-manager?folderId=null').expect(200)).body;
        return root.folders.find((one: { name: string }) => one.name === 'Reports');
      };
      const filesIn = async (api: Api, folderId: string) =>
        (await api.get(`/api/apps/file-manager?folderId=${folderId}`).expect(200)).body.files;

      // An account with only the rewards role may not read recruitment figures...
      await figures(rewards, 'applicants-per-vacancy').expect(403);
      // ...so the folder holds nothing of them for it: not listed, not counted, not found.
      const seen = await reportsFolder(rewards);
      const listed = await filesIn(rewards, seen.id);
      expect(listed.map((one: { id: string }) => one.id)).not.toContain(run.fileId);
      expect(listed.map((one: { name: string }) => one.name)).not.toContain(run.fileName);
      const counted = (await rewards.get(`/api/apps/file-manager/item?id=${seen.id}`).expect(200))
        .body;
      expect(counted.contents).toBe(`${listed.length} ${listed.length === 1 ? 'file' : 'files'}`);
      const search = await rewards.post('/api/common/search').send({ query: 'Vacantes' });
      expect(JSON.stringify(search.body)).not.toContain('Vacantes del mes');
      for (const attempt of [
        rewards.get(`/api/apps/file-manager/download?id=${run.fileId}`),
        rewards.get(`/api/apps/file-manager/item?id=${run.fileId}`),
        rewards
          .patch('/api/apps/file-manager/item')
          .send({ id: run.fileId, item: { name: 'mine.xlsx' } }),
        rewards.delete(`/api/apps/file-manager/item?id=${run.fileId}`),
        rewards.delete(`/api/apps/file-manager/item?id=${seen.id}&recursive=true`),
      ]) {
        const refused = await attempt;
        // An unknown id's answer, or, for the folder, the answer for one not empty.
        expect([404, 409]).toContain(refused.status);
        expect(JSON.stringify(refused.body)).not.toContain(run.fileName);
      }
      const unknown = await rewards.get(`/api/apps/file-manager/download?id=${UNKNOWN_ID}`);
      const hidden = await rewards.get(`/api/apps/file-manager/download?id=${run.fileId}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe(unknown.body.code);

      // The recruiter and an administrator still list and download it.
      for (const reader of [recruiter, admin]) {
        const folder = await reportsFolder(reader);
        expect(await filesIn(reader, folder.id)).toContainEqual(
          expect.objectContaining({ id: run.fileId, name: run.fileName }),
        );
        const file = await reader
          .get(`/api/apps/file-manager/download?id=${run.fileId}`)
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect((await readXlsx(file.body as Buffer))[0]).toEqual(expect.any(Array));
      }
      await recruiter.get(`/api/reports/saved/${saved.id}/runs/${run.id}/file`).expect(200);
    });
  });
});

describe('report files written before they were marked', () => {
  let dataDir: string;
  let testApp: TestApp | undefined;
  const person = (role: string) => ({
    name: role,
    email: `${role}@marks.test`,
    password: `${role}-password-1`,
  });
  const credentials = (role: string) => {
    const { email, password } = person(role);
    return { email, password };
  };
  const start = async () => {
    testApp = await createTestApp({ dataDir, env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    return testApp.app;
  };
  const namesInReports = async (api: Api) => {
    const root = (await api.get('/api/apps/file-manager?folderId=null').expect(200)).body;
    const folder = root.folders.find((one: { name: string }) => one.name === 'Reports');
    const inside = (await api.get(`/api/apps/file-manager?folderId=${folder.id}`).expect(200)).body;
    return inside.files.map((one: { name: string }) => one.name).sort();
  };

  afterAll(async () => {
    await testApp?.close();
  });

  it('marks them on start: the report’s role, or administrators when no run names them', async () => {
    dataDir = await makeTempDir('talento-report-marks-');
    let app = await start();
    const adminToken = await signIn(app);
    await createStaff(app, person('recruiter'), ['recruiter'], adminToken);
    await createStaff(app, person('rewards'), ['rewards'], adminToken);
    let recruiter = apiAs(app, await signIn(app, credentials('recruiter')));
    const report = (name: string) =>
      recruiter
        .post('/api/reports/saved')
        .send({
          name,
          kind: 'applicants-per-vacancy',
          filters: { period: 'this-month' },
          schedule: { frequency: 'daily', time: '07:00' },
        })
        .expect(201);
    const kept = (await report('Vacantes')).body;
    const keptRun = (await recruiter.post(`/api/reports/saved/${kept.id}/run`).expect(200)).body;
    const dropped = (await report('Borrado')).body;
    const orphan = (await recruiter.post(`/api/reports/saved/${dropped.id}/run`).expect(200)).body;
    await recruiter.delete(`/api/reports/saved/${dropped.id}`).expect(200);
    await testApp!.close();
    testApp = undefined;

    // As an older version left them: no marks.
    const items = await storedRecords<{ id: string; readableBy?: string[] }>(
      dataDir,
      'file-manager-items',
    );
    expect(items.filter((one) => one.readableBy)).toHaveLength(2);
    await replaceStored(
      dataDir,
      'file-manager-items',
      items.map(({ readableBy: _mark, ...item }) => item),
    );

    app = await start();
    const rewards = apiAs(app, await signIn(app, credentials('rewards')));
    recruiter = apiAs(app, await signIn(app, credentials('recruiter')));
    const admin = apiAs(app, await signIn(app));
    expect(await namesInReports(rewards)).toEqual([]);
    await rewards.get(`/api/apps/file-manager/download?id=${keptRun.fileId}`).expect(404);
    expect(await namesInReports(recruiter)).toEqual([keptRun.fileName]);
    expect(await namesInReports(admin)).toEqual([keptRun.fileName, orphan.fileName].sort());
  });
});

describe('the schedule, on a fake clock', () => {
  const clock = new FakeClock('2026-06-01T07:00:00.000Z'); // a Monday
  let dataDir: string;
  let testApp: TestApp;
  let api: Api;

  const start = async () => {
    testApp = await createTestApp({
      dataDir,
      env: { AUTH_RATE_LIMIT_PER_IP: '1000' },
      imports: [clockModule(clock)],
    });
    api = apiAs(testApp.app, await signIn(testApp.app));
  };
  const scheduler = () => testApp.app.get(ReportScheduler, { strict: false });
  const settle = () => scheduler().idle();
  const runsOf = async (id: string) =>
    (await api.get(`/api/reports/saved/${id}/runs`).expect(200)).body as {
      trigger: string;
      status: string;
      startedAt: string;
      error: string | null;
    }[];

  beforeAll(async () => {
    dataDir = await makeTempDir('talento-reports-');
    await start();
  });
  afterAll(async () => {
    await settle();
    await testApp.close();
  });

  let weeklyId: string;

  it('runs a weekly report when its time comes, then waits a week', async () => {
    const saved = (
      await api
        .post('/api/reports/saved')
        .send({
          name: 'Lunes',
          kind: 'hires-per-company',
          filters: { period: 'last-month' },
          schedule: { frequency: 'weekly', time: '08:00', weekday: 1 },
        })
        .expect(201)
    ).body;
    weeklyId = saved.id;
    expect(saved.nextRunAt).toBe('2026-06-01T08:00:00.000Z');
    await clock.advanceTo('2026-06-01T07:59:00.000Z', settle);
    expect(await runsOf(weeklyId)).toEqual([]);
    await clock.advanceTo('2026-06-01T08:00:30.000Z', settle);
    const runs = await runsOf(weeklyId);
    expect(runs).toEqual([
      expect.objectContaining({
        trigger: 'schedule',
        status: 'succeeded',
        startedAt: '2026-06-01T08:00:00.000Z',
        period: { preset: 'last-month', from: '2026-05-01', to: '2026-05-31' },
      }),
    ]);
    const after = (await api.get(`/api/reports/saved/${weeklyId}`).expect(200)).body;
    expect(after.nextRunAt).toBe('2026-06-08T08:00:00.000Z');
    expect(clock.pending()).toBe(1);
  });

  it('runs the reports missed while the server was down once at the next start', async () => {
    await settle();
    await testApp.close();
    // Down for four Mondays (8, 15, 22 and 29 June).
    clock.set('2026-06-30T12:00:00.000Z');
    await start();
    await settle();
    const runs = await runsOf(weeklyId);
    expect(runs.map((run) => [run.trigger, run.status, run.startedAt])).toEqual([
      ['schedule', 'succeeded', '2026-06-30T12:00:00.000Z'],
      ['schedule', 'succeeded', '2026-06-01T08:00:00.000Z'],
    ]);
    const after = (await api.get(`/api/reports/saved/${weeklyId}`).expect(200)).body;
    expect(after.nextRunAt).toBe('2026-07-06T08:00:00.000Z');
  });

  it('marks a run cut short by a stop as failed at the next start', async () => {
    await repo().insert({
      id: randomUUID(),
      reportId: weeklyId,
      trigger: 'schedule',
      status: 'running',
      startedAt: '2026-06-30T12:30:00.000Z',
      finishedAt: null,
      period: null,
      fileId: null,
      fileName: null,
      mailedTo: [],
      error: null,
    });
    await testApp.close();
    await start();
    await settle();
    const runs = await runsOf(weeklyId);
    expect(runs[0]).toMatchObject({
      status: 'failed',
      error: 'The server stopped before the run finished',
    });
    expect(runs).toHaveLength(3);
  });

  it('records a failing scheduled run and goes on with the others', async () => {
    const person = await createStaff(
      testApp.app,
      { name: 'Falla', email: `falla.${unique()}@reports.test`, password: 'falla-clave-1' },
      ['recruiter'],
    );
    const owner = apiAs(testApp.app, person.token);
    const daily = { frequency: 'daily', time: '13:00' };
    const failing = (
      await owner
        .post('/api/reports/saved')
        .send({
          name: 'Fallará',
          kind: 'applicants-per-stage',
          filters: { period: 'this-month' },
          schedule: daily,
        })
        .expect(201)
    ).body;
    const working = (
      await api
        .post('/api/reports/saved')
        .send({
          name: 'Funciona',
          kind: 'applicants-per-stage',
          filters: { period: 'this-month' },
          schedule: daily,
        })
        .expect(201)
    ).body;
    await api.post(`/api/accounts/${person.id}/deactivate`).expect(200);
    await clock.advanceTo('2026-06-30T13:00:00.000Z', settle);
    expect((await runsOf(failing.id)).map((run) => [run.status, run.error])).toEqual([
      ['failed', 'The report’s owner is no longer an active account'],
    ]);
    expect((await runsOf(working.id)).map((run) => run.status)).toEqual(['succeeded']);
    const next = (await api.get(`/api/reports/saved/${failing.id}`).expect(200)).body;
    expect(next.nextRunAt).toBe('2026-07-01T13:00:00.000Z');
    await api.get('/api/health').expect(200);
  });

  const repo = () => testApp.app.get(ReportRunsRepository, { strict: false });
});

describe('delivery by e-mail, with SMTP_URL set', () => {
  let testApp: TestApp;
  let api: Api;
  let sent: OutgoingMail[];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000', SMTP_URL: 'smtp://127.0.0.1:9' },
      imports: [clockModule(new FakeClock('2026-05-17T15:30:00.000Z'))],
    });
    api = apiAs(testApp.app, await signIn(testApp.app));
    sent = [];
    jest
      .spyOn(testApp.app.get(MailerService, { strict: false }), 'send')
      .mockImplementation(async (mail) => {
        sent.push(mail);
      });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await testApp.app.get(ReportScheduler, { strict: false }).idle();
    await testApp.close();
  });

  it('mails each run’s file to the recipients, in the report’s language', async () => {
    const saved = (
      await api
        .post('/api/reports/saved')
        .send({
          name: 'Facturas del mes',
          kind: 'invoices-per-status',
          filters: { period: 'last-month' },
          schedule: { frequency: 'daily', time: '07:00' },
          format: 'csv',
          language: 'es',
          recipients: ['jefa@example.com', 'conta@example.com'],
        })
        .expect(201)
    ).body;
    const run = (await api.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
    expect(run).toMatchObject({
      status: 'succeeded',
      fileName: 'Facturas del mes 2026-05-17 1530.csv',
      mailedTo: ['jefa@example.com', 'conta@example.com'],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'jefa@example.com, conta@example.com',
      subject: 'Reporte: Facturas del mes',
      text: expect.stringContaining('2026-04-01 – 2026-04-30'),
    });
    const attachment = sent[0].attachments![0];
    expect(attachment).toMatchObject({
      filename: 'Facturas del mes 2026-05-17 1530.csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(attachment.content.toString('utf8')).toMatch(
      /^\uFEFFEstado,Facturas,Puntos otorgados\r\n/,
    );
  });

  it('sends nothing for a report without recipients', async () => {
    const saved = (
      await api
        .post('/api/reports/saved')
        .send({
          name: 'Sin correo',
          kind: 'applicants-per-stage',
          filters: { period: 'this-month' },
          schedule: { frequency: 'daily', time: '07:00' },
        })
        .expect(201)
    ).body;
    const before = sent.length;
    const run = (await api.post(`/api/reports/saved/${saved.id}/run`).expect(200)).body;
    expect(run.mailedTo).toEqual([]);
    expect(sent).toHaveLength(before);
  });
});
