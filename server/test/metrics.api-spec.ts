import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { MetricsService } from '../src/common/metrics/metrics.service';
import { ScrapeListener } from '../src/common/metrics/scrape-listener';
import { QUIET_STORE_OBSERVER, StoreService } from '../src/store';
import { signIn } from './helpers/auth';
import { EventStreamReader } from './helpers/event-stream';
import { metricsUrl, sample, scrape } from './helpers/metrics';
import { apiAs, type Api, UNKNOWN_ID } from './helpers/recruitment';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { itJsonOnly } from './helpers/test-store';

interface Task {
  id: string;
  title: string;
}

/** Fastify's routes with the names of their hooks (the metrics' is `recordRequest`). */
const routeHooks = ({ app }: TestApp) =>
  app.getHttpAdapter().getInstance().printRoutes({ includeHooks: true, commonPrefix: false });

describe('the Prometheus metrics (METRICS_PORT)', () => {
  let testApp: TestApp;
  let api: Api;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { METRICS_PORT: '0' } });
    api = apiAs(testApp.app, await signIn(testApp.app));
  });
  afterAll(() => testApp.close());

  const metrics = () => scrape(testApp.app);
  const vacancyId = async () =>
    ((await api.get('/api/vacancies').expect(200)).body as { items: { id: string }[] }).items[0].id;
  const renameFirstTask = async (title: string) => {
    const [task] = (await api.get('/api/apps/tasks/all').expect(200)).body as Task[];
    await api.patch('/api/apps/tasks/task').send({ id: task.id, task: { title } }).expect(200);
  };

  it('listens on 127.0.0.1 by default and answers in the Prometheus text format', async () => {
    expect(testApp.app.get(MetricsService).address()?.address).toBe('127.0.0.1');
    const response = await fetch(metricsUrl(testApp.app));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    // The process and the event loop (prom-client's defaults).
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toContain('# TYPE talento_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE talento_store_commit_duration_seconds histogram');

    const other = await fetch(metricsUrl(testApp.app).replace('/metrics', '/api/health'));
    expect(other.status).toBe(404);
    const post = await fetch(metricsUrl(testApp.app), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('counts a request under its route template and status, never its URL', async () => {
    const route = { method: 'GET', route: '/api/vacancies/:id' };
    const before = await metrics();
    const id = await vacancyId();
    await api.get(`/api/vacancies/${id}`).expect(200);
    await api.get(`/api/vacancies/${UNKNOWN_ID}`).expect(404);
    await request(testApp.app.getHttpServer()).get(`/api/no-such-route/${id}`).expect(404);
    const after = await metrics();

    const count = (text: string, status: string) =>
      sample(text, 'talento_http_requests_total', { ...route, status }) ?? 0;
    expect(count(after, '200') - count(before, '200')).toBe(1);
    expect(count(after, '404') - count(before, '404')).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(sample(after, 'talento_http_requests_total', unmatched)).toBeGreaterThanOrEqual(1);
    // The latency histogram of the route: every answer of it, whatever its status.
    const timed = (text: string) =>
      sample(text, 'talento_http_request_duration_seconds_count', route) ?? 0;
    expect(timed(after) - timed(before)).toBe(2);
    expect(
      sample(after, 'talento_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBe(timed(after));
    expect(sample(after, 'talento_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    // No id becomes a series.
    expect(after).not.toContain(id);
    expect(after).not.toContain(UNKNOWN_ID);
  });

  it('times the store’s commits after a write', async () => {
    const before = await metrics();
    await renameFirstTask('Counted by the metrics');
    const after = await metrics();

    const commits = (text: string) => sample(text, 'talento_store_commit_duration_seconds_count')!;
    expect(commits(after)).toBeGreaterThan(commits(before));
    const changes = (text: string) => sample(text, 'talento_store_committed_changes_total')!;
    expect(changes(after)).toBeGreaterThan(changes(before));
    expect(sample(after, 'talento_store_commit_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sample(after, 'talento_store_commit_failures_total')).toBe(0);
  });

  itJsonOnly(
    'the write-ahead log is the JSON files’',
    'times the fsyncs, and follows the log’s size and its compactions',
    async () => {
      const before = await metrics();
      await renameFirstTask('Written to the log');
      const written = await metrics();
      const fsyncs = (text: string) => sample(text, 'talento_store_fsync_duration_seconds_count')!;
      expect(fsyncs(written)).toBeGreaterThan(fsyncs(before));
      const logBytes = (text: string) => sample(text, 'talento_store_journal_bytes')!;
      expect(logBytes(written)).toBeGreaterThan(logBytes(before));
      expect(sample(written, 'talento_store_write_queue_length')).toBe(0);

      await testApp.app.get(StoreService).compact();
      const compacted = await metrics();
      expect(logBytes(compacted)).toBe(0);
      const done = (text: string) =>
        sample(text, 'talento_store_compactions_total', { outcome: 'done' }) ?? 0;
      expect(done(compacted)).toBe(done(written) + 1);
      expect(sample(compacted, 'talento_store_compaction_duration_seconds_count')).toBe(
        done(compacted),
      );
      // The pool's figures are PostgreSQL's.
      expect(compacted).not.toContain('talento_db_pool_connections');
    },
  );

  it('counts the live event streams open, and each stream once it closes', async () => {
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = testApp.app.getHttpServer().address() as AddressInfo;
    const stream = { method: 'GET', route: '/api/events' };
    const answered = (text: string) =>
      sample(text, 'talento_http_requests_total', { ...stream, status: '200' }) ?? 0;
    const timed = (text: string) =>
      sample(text, 'talento_http_request_duration_seconds_count', stream) ?? 0;
    const before = await metrics();
    expect(sample(before, 'talento_live_streams_open')).toBe(0);

    const reader = await EventStreamReader.open(port, await signIn(testApp.app));
    await reader.until(() => reader.comments.includes('connected'), 'the stream to open');
    const open = await metrics();
    expect(sample(open, 'talento_live_streams_open')).toBe(1);
    // Still open: not answered yet.
    expect(answered(open)).toBe(answered(before));

    reader.close();
    let closed = await metrics();
    for (let tries = 0; answered(closed) === answered(before) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      closed = await metrics();
    }
    expect(answered(closed) - answered(before)).toBe(1);
    expect(timed(closed) - timed(before)).toBe(1);
    expect(sample(closed, 'talento_live_streams_open')).toBe(0);
  });

  it('has no listener, no hook and no observer when METRICS_PORT is unset', async () => {
    const listen = jest.spyOn(ScrapeListener, 'listen');
    try {
      const plain = await createTestApp();
      try {
        expect(listen).not.toHaveBeenCalled();
        const service = plain.app.get(MetricsService);
        expect(service.enabled).toBe(false);
        expect(service.address()).toBeUndefined();
        expect(service.storeObserver).toBe(QUIET_STORE_OBSERVER);
        expect(routeHooks(plain)).not.toContain('recordRequest');
      } finally {
        await plain.close();
      }

      // The same start with METRICS_PORT listens, and stops listening with the app.
      const measured = await createTestApp({ env: { METRICS_PORT: '0' } });
      expect(listen).toHaveBeenCalledTimes(1);
      expect(listen).toHaveBeenCalledWith(expect.anything(), 0, '127.0.0.1');
      expect(routeHooks(measured)).toContain('recordRequest');
      const url = metricsUrl(measured.app);
      await scrape(measured.app);
      await measured.close();
      await expect(fetch(url)).rejects.toThrow();
    } finally {
      listen.mockRestore();
    }
  });

  it('counts the web’s files under one route, whatever their names', async () => {
    const webDir = await makeTempDir('talento-web-');
    const assets = ['index-3f9a1c2b.js', 'index-77d0e4aa.css', 'tablero-0b1c2d3e.js'];
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    for (const name of assets) await writeFile(join(webDir, 'assets', name), `/* ${name} */`);
    const withWeb = await createTestApp({ env: { METRICS_PORT: '0', WEB_DIST_DIR: webDir } });
    try {
      const http = () => request(withWeb.app.getHttpServer());
      for (const name of assets) await http().get(`/assets/${name}`).expect(200);
      await http().head(`/assets/${assets[0]}`).expect(200);
      await http().get('/').expect(200);
      await http().get('/apps/tablero').expect(200);
      await http().get('/mantenimiento/empresas').expect(200);
      const text = await scrape(withWeb.app);

      const count = (labels: Record<string, string>) =>
        sample(text, 'talento_http_requests_total', { ...labels, status: '200' });
      // The files, `/` (index.html) among them, as one series; the deep links as another.
      expect(count({ method: 'GET', route: 'web-file' })).toBe(assets.length + 1);
      expect(count({ method: 'HEAD', route: 'web-file' })).toBe(1);
      expect(count({ method: 'GET', route: '/*' })).toBe(2);
      for (const name of [...assets, 'tablero', 'empresas']) expect(text).not.toContain(name);
      const routes = new Set(text.match(/(?<=route=")[^"]*/g));
      expect([...routes].sort()).toEqual(['/*', 'web-file']);
    } finally {
      await withWeb.close();
      await rm(webDir, { recursive: true, force: true });
    }
  });

  it('refuses to start when METRICS_PORT is taken, naming the setting', async () => {
    const taken = String(testApp.app.get(MetricsService).address()!.port);
    await expect(createTestApp({ env: { METRICS_PORT: taken } })).rejects.toThrow(
      /The metrics could not listen on 127\.0\.0\.1:\d+ \(METRICS_HOST, METRICS_PORT\): .*EADDRINUSE/,
    );
  });
});
