import { sql } from 'kysely';
import { StoreService } from '../src/store';
import { signIn } from '../test/helpers/auth';
import { sample, scrape } from '../test/helpers/metrics';
import { apiAs } from '../test/helpers/recruitment';
import { closeConnections } from './helpers/database';
import { serversOnOneDatabase } from './helpers/servers';
import { eventually } from './helpers/wait';

interface Task {
  id: string;
}

/** The Prometheus metrics of a server on PostgreSQL: its pool of connections and its commits. */
const servers = serversOnOneDatabase({ env: { METRICS_PORT: '0', DATABASE_POOL_SIZE: '3' } });

describe('the metrics on PostgreSQL', () => {
  it('reports the pool’s connections: open, idle, waiting and its size', async () => {
    const { app } = await servers.start();
    const idle = await scrape(app);
    expect(sample(idle, 'talento_db_pool_max_connections')).toBe(3);
    const open = sample(idle, 'talento_db_pool_connections')!;
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(3);
    expect(sample(idle, 'talento_db_pool_idle_connections')).toBe(open);
    expect(sample(idle, 'talento_db_pool_waiting_requests')).toBe(0);
    // The write-ahead log is the JSON files'.
    expect(idle).not.toContain('talento_store_journal_bytes');

    // Five queries at once on three connections: three run, two wait.
    const db = app.get(StoreService).database!;
    const busy = Array.from({ length: 5 }, () => sql`select pg_sleep(0.5)`.execute(db));
    await eventually(
      async () => sample(await scrape(app), 'talento_db_pool_waiting_requests') === 2,
    );
    const exhausted = await scrape(app);
    expect(sample(exhausted, 'talento_db_pool_connections')).toBe(3);
    expect(sample(exhausted, 'talento_db_pool_idle_connections')).toBe(0);
    await Promise.all(busy);
    expect(sample(await scrape(app), 'talento_db_pool_waiting_requests')).toBe(0);
  });

  it('times each commit, and counts the connections the database closes', async () => {
    const { app } = await servers.start();
    const api = apiAs(app, await signIn(app));
    const before = await scrape(app);
    const [task] = (await api.get('/api/apps/tasks/all').expect(200)).body as Task[];
    await api
      .patch('/api/apps/tasks/task')
      .send({ id: task.id, task: { title: 'Timed on PostgreSQL' } })
      .expect(200);
    const after = await scrape(app);
    const commits = (text: string) => sample(text, 'talento_store_commit_duration_seconds_count')!;
    expect(commits(after)).toBeGreaterThan(commits(before));
    const changes = (text: string) => sample(text, 'talento_store_committed_changes_total')!;
    expect(changes(after)).toBeGreaterThan(changes(before));
    // No fsync of ours: the database makes its commits durable.
    expect(sample(after, 'talento_store_fsync_duration_seconds_count')).toBe(0);

    expect(sample(after, 'talento_db_pool_errors_total')).toBe(0);
    await sql`select 'metrics marker' as marker`.execute(app.get(StoreService).database!);
    await eventually(async () => (await closeConnections(servers.url, 'metrics marker')) > 0);
    await eventually(async () => sample(await scrape(app), 'talento_db_pool_errors_total') === 1);
  });
});
