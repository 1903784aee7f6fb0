import { ClusterService } from './cluster';
import type { StoreService } from './store.service';

/** The JSON files: one process owns the data folder. */
const jsonStore = { shared: false, database: undefined } as unknown as StoreService;

describe('ClusterService on the JSON files', () => {
  const cluster = new ClusterService(jsonStore);

  it('has no shared counters: the throttles count in memory', () => {
    expect(cluster.shared).toBe(false);
    expect(cluster.counters).toBeUndefined();
  });

  it('runs held work and jobs each time, and holds nothing for another server', async () => {
    await expect(cluster.hold('report-run:1', () => Promise.resolve('done'))).resolves.toBe('done');
    const job = jest.fn(() => Promise.resolve());
    await expect(cluster.runOnce('prune', 1000, job)).resolves.toBe(true);
    await expect(cluster.runOnce('prune', 1000, job)).resolves.toBe(true);
    expect(job).toHaveBeenCalledTimes(2);
    await expect(cluster.held(['report-run:1'])).resolves.toEqual(new Set());
  });

  it('passes a failure of the work on', async () => {
    await expect(cluster.hold('x', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
  });
});
