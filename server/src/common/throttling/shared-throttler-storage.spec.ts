import type { ClusterService, SharedCounters } from '../../store';
import { SharedThrottlerStorage } from './shared-throttler-storage';

const cluster = (counters?: SharedCounters) => ({ counters }) as unknown as ClusterService;

describe('SharedThrottlerStorage', () => {
  it('counts in memory when no counters are shared (the JSON files), as the library does', async () => {
    const storage = new SharedThrottlerStorage(cluster(), 'test');
    const hit = () => storage.increment('k', 60_000, 2, 60_000, 'ip');
    expect((await hit()).isBlocked).toBe(false);
    expect((await hit()).isBlocked).toBe(false);
    const blocked = await hit();
    expect(blocked).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    storage.onApplicationShutdown();
  });

  it('asks the shared counters otherwise, under a key of its scope, in seconds', async () => {
    const throttle = jest.fn<ReturnType<SharedCounters['throttle']>, unknown[]>(() =>
      Promise.resolve({ hits: 4, msToExpire: 1500, blocked: true, msToUnblock: 59_001 }),
    );
    const storage = new SharedThrottlerStorage(
      cluster({ throttle } as unknown as SharedCounters),
      'public',
    );
    await expect(storage.increment('public:1.2.3.4', 60_000, 3, 60_000, 'public')).resolves.toEqual(
      { totalHits: 4, timeToExpire: 2, isBlocked: true, timeToBlockExpire: 60 },
    );
    expect(throttle).toHaveBeenCalledWith(
      'throttle:public:public:public:1.2.3.4',
      60_000,
      3,
      60_000,
    );
  });
});
