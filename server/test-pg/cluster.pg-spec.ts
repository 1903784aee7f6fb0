import { randomUUID } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import request, { type Response } from 'supertest';
import { type Clock, REPORTS_CLOCK } from '../src/modules/reports/report-clock';
import { INTERRUPTED_MESSAGE, runLease } from '../src/modules/reports/report-runner';
import { ReportScheduler } from '../src/modules/reports/report-scheduler';
import { ReportRunsRepository } from '../src/modules/reports/reports.repository';
import type { ReportRun } from '../src/modules/reports/reports.types';
import { CLUSTER_TIMINGS, ClusterService, type ClusterTimings } from '../src/store';
import { ADMIN, bearer, signIn } from '../test/helpers/auth';
import type { TestApp } from '../test/helpers/test-app';
import { query, whileDatabaseIsDown } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';
import { eventually } from './helpers/wait';

/**
 * Short leases, so a dead server's run is found within the test; not too short: B starts in
 * the same process, and its start keeps A's heartbeat waiting a while.
 */
const TIMINGS: ClusterTimings = { leaseMs: 3000, heartbeatMs: 250 };
const WINDOW_SECONDS = 120;
const ATTACKER = '203.0.113.6';
const OWNER = '198.51.100.1';

/** The reports' clock, shared by both servers; timers never fire (the test ticks). */
class StillClock implements Clock {
  at = Date.parse('2026-06-01T07:00:00.000Z');
  now(): Date {
    return new Date(this.at);
  }
  setTimer(): () => void {
    return () => undefined;
  }
}

const clock = new StillClock();

@Global()
@Module({
  providers: [
    { provide: REPORTS_CLOCK, useValue: clock },
    { provide: CLUSTER_TIMINGS, useValue: TIMINGS },
  ],
  exports: [REPORTS_CLOCK, CLUSTER_TIMINGS],
})
class ClusterTestModule {}

/**
 * Servers on the shared database (both sign the same tokens); a server's report run ends
 * before it closes.
 */
const servers = serversOnOneDatabase({
  env: {
    JWT_SECRET: 'a-test-only-secret-shared-by-both-servers',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_EMAIL: '3',
    AUTH_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    AUTH_FAILURE_DELAY_MS: '0',
  },
  imports: [ClusterTestModule],
  beforeClose: (app) => app.app.get(ReportScheduler, { strict: false }).idle(),
});
const server = servers.start;

/** The report runs as the database holds them (whatever a server keeps in memory). */
async function storedRuns(): Promise<ReportRun[]> {
  const rows = await query<{ data: ReportRun }>(
    servers.url,
    "select data from store_records where collection = 'report-runs'",
  );
  return rows.map((row) => row.data);
}

async function runById(id: string): Promise<ReportRun | undefined> {
  return (await storedRuns()).find((run) => run.id === id);
}

const DB_NOW_MS = 'floor(extract(epoch from now()) * 1000)::bigint';

/**
 * Sets the lease of a run to end `ms` from the database's now (taken for `owner` when no
 * server holds it); answers that end, in the database's milliseconds.
 */
async function endLease(runId: string, ms: number, owner = 'nobody'): Promise<number> {
  const [row] = await query<{ expires_at: string }>(
    servers.url,
    `insert into store_leases (name, owner, expires_at) values ($1, $2, ${DB_NOW_MS} + $3)
     on conflict (name) do update set expires_at = excluded.expires_at
     returning expires_at`,
    [runLease(runId), owner, ms],
  );
  return Number(row.expires_at);
}

/** A run's lease end and the database's now, in milliseconds; undefined without a lease. */
async function leaseOf(runId: string): Promise<{ expiresAt: number; now: number } | undefined> {
  const [row] = await query<{ expires_at: string; now: string }>(
    servers.url,
    `select expires_at, ${DB_NOW_MS} as now from store_leases where name = $1`,
    [runLease(runId)],
  );
  return row && { expiresAt: Number(row.expires_at), now: Number(row.now) };
}

function running(reportId: string): ReportRun {
  return {
    id: randomUUID(),
    reportId,
    trigger: 'schedule',
    status: 'running',
    startedAt: clock.now().toISOString(),
    finishedAt: null,
    period: null,
    fileId: null,
    fileName: null,
    mailedTo: [],
    error: null,
  };
}

function expectTooManyAttempts(response: Response): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.body).toEqual({
    statusCode: 429,
    requestId: expect.any(String),
    message: `Too many attempts. Try again in ${retryAfter} seconds.`,
    error: 'Too Many Requests',
    code: 'too-many-attempts',
  });
}

// The tests run in order: the first starts server A, then B, and the others use both.
describe('several servers on one database behave as one', () => {
  let a: TestApp;
  let b: TestApp;

  it("leaves a live server's run alone, and fails a dead server's once its lease expired", async () => {
    a = await server();
    const runsOnA = a.app.get(ReportRunsRepository, { strict: false });
    const clusterA = a.app.get(ClusterService, { strict: false });
    // A runs a report (held until `finish`), renewing its lease every heartbeat.
    const live = running('report-live');
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    const holding = clusterA.hold(runLease(live.id), async () => {
      await runsOnA.insert(live);
      await held;
    });
    await eventually(async () => (await runById(live.id)) !== undefined);
    // A server that died mid-run: its lease still stands (for now). The lease comes first,
    // so that no sweep of A's ever sees the run without one.
    const dead = running('report-dead');
    const leaseEnds = (ms: number) => endLease(dead.id, ms, 'a-server-that-died');
    await leaseEnds(60_000);
    await runsOnA.insert(dead);
    // A stop long ago: no lease at all.
    const stopped = running('report-stopped');
    await runsOnA.insert(stopped);

    b = await server();

    // At B's start: only the run without a lease was cut short.
    expect(await runById(stopped.id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_MESSAGE,
    });
    expect((await runById(dead.id))?.status).toBe('running');
    expect((await runById(live.id))?.status).toBe('running');
    // Then the lease runs out (the dead server renews nothing): a sweep finds it...
    await leaseEnds(300);
    await eventually(async () => (await runById(dead.id))?.status === 'failed');
    expect(await runById(dead.id)).toMatchObject({ error: INTERRUPTED_MESSAGE });
    // ...while A, alive, keeps renewing its own: its term is cut short here, and once the
    // database's clock has passed that end and A's heartbeat has moved it on, a sweep
    // still leaves A's run alone.
    const firstTermEnd = await endLease(live.id, TIMINGS.leaseMs / 2);
    await eventually(async () => {
      const lease = await leaseOf(live.id);
      return lease !== undefined && lease.now > firstTermEnd && lease.expiresAt > firstTermEnd;
    });
    await b.app.get(ReportScheduler, { strict: false }).sweep();
    expect((await runById(live.id))?.status).toBe('running');
    finish();
    await holding;
  });

  it('runs a report due on both servers at the same time once', async () => {
    const token = await signIn(a.app);
    const saved = (
      await request(a.app.getHttpServer())
        .post('/api/reports/saved')
        .set(bearer(token))
        .send({
          name: 'Una vez',
          kind: 'hires-per-company',
          filters: { period: 'last-month' },
          schedule: { frequency: 'daily', time: '08:00' },
        })
        .expect(201)
    ).body as { id: string; nextRunAt: string };
    expect(saved.nextRunAt).toBe('2026-06-01T08:00:00.000Z');

    clock.at = Date.parse('2026-06-01T08:00:05.000Z');
    const schedulers = [a, b].map((one) => one.app.get(ReportScheduler, { strict: false }));
    await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
    await Promise.all(schedulers.map((scheduler) => scheduler.idle()));

    const runs = (await storedRuns()).filter((run) => run.reportId === saved.id);
    expect(runs.map((run) => [run.trigger, run.status])).toEqual([['schedule', 'succeeded']]);
    const onB = await request(b.app.getHttpServer())
      .get(`/api/reports/saved/${saved.id}`)
      .set(bearer(token))
      .expect(200);
    expect(onB.body.nextRunAt).toBe('2026-06-02T08:00:00.000Z');
  });

  it('runs a job once between the servers, and not again within its period', async () => {
    const [onA, onB] = [a, b].map((one) => one.app.get(ClusterService, { strict: false }));
    let runs = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = async () => {
      runs += 1;
      await released;
    };
    const day = 24 * 60 * 60 * 1000;
    const both = [onA.runOnce('test-job', day, job), onB.runOnce('test-job', day, job)];
    // The job is held until released: the server that did not get it answers meanwhile.
    await expect(Promise.race(both)).resolves.toBe(false);
    release();
    const ran = await Promise.all(both);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    await expect(onB.runOnce('test-job', day, job)).resolves.toBe(false);
    // With no period, only a run under way elsewhere is skipped.
    await expect(onB.runOnce('test-job', 0, job)).resolves.toBe(true);
    expect(runs).toBe(2);
  });

  it('adds up the sign-in failures made on either server toward the lock-out', async () => {
    const wrong = { ...ADMIN, password: 'wrong-guess' };
    const attempt = (on: TestApp, ip: string, body: typeof ADMIN) =>
      request(on.app.getHttpServer())
        .post('/api/auth/sign-in')
        .set('X-Forwarded-For', ip)
        .send(body);
    await attempt(a, ATTACKER, wrong).expect(404);
    await attempt(b, ATTACKER, wrong).expect(404);
    await attempt(a, ATTACKER, wrong).expect(404);
    // The fourth, on either server, is refused: three failures were counted in all.
    expectTooManyAttempts(await attempt(b, ATTACKER, wrong));
    expectTooManyAttempts(await attempt(a, ATTACKER, ADMIN));
    // The owner, on another IP, is let in.
    await attempt(b, OWNER, ADMIN).expect(200);
  });

  it('adds up the throttled auth requests (forgot-password) made on either server', async () => {
    const email = `someone.${randomUUID()}@talento.local`;
    const forgot = (on: TestApp) =>
      request(on.app.getHttpServer()).post('/api/auth/forgot-password').send({ email });
    await forgot(a).expect(200);
    await forgot(b).expect(200);
    await forgot(a).expect(200);
    expectTooManyAttempts(await forgot(b));
    expectTooManyAttempts(await forgot(a));
  });

  it('answers 503 store-unavailable while the database refuses connections, then 200 again', async () => {
    const token = await signIn(a.app);
    await whileDatabaseIsDown(servers.url, async () => {
      for (const one of [a, b]) {
        const answer = await request(one.app.getHttpServer())
          .get('/api/common/user')
          .set(bearer(token))
          .expect(503);
        expect(answer.body).toEqual({
          statusCode: 503,
          requestId: expect.any(String),
          error: 'Service Unavailable',
          code: 'store-unavailable',
          message: 'The database is not answering right now; try again in a moment',
        });
      }
      // Signing in (throttled, counted in the database) answers the same.
      const signingIn = await request(b.app.getHttpServer())
        .post('/api/auth/sign-in')
        .set('X-Forwarded-For', OWNER)
        .send(ADMIN)
        .expect(503);
      expect(signingIn.body.code).toBe('store-unavailable');
    });
    for (const one of [a, b]) {
      await request(one.app.getHttpServer()).get('/api/common/user').set(bearer(token)).expect(200);
    }
  });
});
