import type { AppConfigService } from '../../config/config';
import type { Change } from '../../store';
import type { ActivitiesRepository } from './activities.repository';
import { ActivitiesService, isPastRetention } from './activities.service';
import type { Activity } from './activity.types';

const DAY = 86_400_000;
/** The clock of these tests: nothing here reads today's date. */
const NOW = new Date('2031-03-10T12:00:00.000Z');
const daysBefore = (days: number, ms = 0) =>
  new Date(NOW.getTime() - days * DAY - ms).toISOString();

const activity = (id: string, date: string): Activity => ({
  id,
  icon: 'heroicons_outline:bolt',
  image: null,
  description: id,
  date,
  extraContent: null,
  linkedContent: null,
  link: null,
  useRouter: true,
  applicantId: null,
  vacancyId: null,
  accountId: null,
});

describe('isPastRetention', () => {
  it('keeps an activity exactly the retention old and drops one a millisecond older', () => {
    expect(isPastRetention({ date: daysBefore(180) }, 180, NOW)).toBe(false);
    expect(isPastRetention({ date: daysBefore(180, 1) }, 180, NOW)).toBe(true);
    expect(isPastRetention({ date: daysBefore(179) }, 180, NOW)).toBe(false);
    expect(isPastRetention({ date: NOW.toISOString() }, 180, NOW)).toBe(false);
    expect(isPastRetention({ date: daysBefore(1, 1) }, 1, NOW)).toBe(true);
  });
});

describe('ActivitiesService.prune', () => {
  /** A repository over an in-memory list that counts its commits. */
  function serviceOver(items: Activity[], retentionDays = 180) {
    const state = { items: items as readonly Activity[], commits: 0, mutations: 0 };
    const repository = {
      mutate: <R>(change: Change<Activity, R>) => {
        state.mutations += 1;
        const { items: next, result } = change(state.items);
        if (next !== state.items) state.commits += 1;
        state.items = next;
        return Promise.resolve(result);
      },
    } as unknown as ActivitiesRepository;
    const config = { values: { activityRetentionDays: retentionDays } } as AppConfigService;
    return { service: new ActivitiesService(repository, config), state };
  }

  afterEach(() => jest.useRealTimers());

  it('removes, in one change, every activity older than the configured days', async () => {
    const { service, state } = serviceOver([
      activity('new', daysBefore(0)),
      activity('boundary', daysBefore(180)),
      activity('old', daysBefore(180, 1)),
      activity('older', daysBefore(400)),
    ]);
    expect(await service.prune(NOW)).toBe(2);
    expect(state.items.map((item) => item.id)).toEqual(['new', 'boundary']);
    expect(state.commits).toBe(1);
  });

  it('follows ACTIVITY_RETENTION_DAYS', async () => {
    const { service, state } = serviceOver(
      [activity('a', daysBefore(29)), activity('b', daysBefore(31))],
      30,
    );
    expect(await service.prune(NOW)).toBe(1);
    expect(state.items.map((item) => item.id)).toEqual(['a']);
  });

  it('writes nothing when nothing is past the retention', async () => {
    const items = [activity('a', daysBefore(10)), activity('b', daysBefore(180))];
    const { service, state } = serviceOver(items);
    expect(await service.prune(NOW)).toBe(0);
    expect(state.items).toBe(items);
    expect(state.commits).toBe(0);
  });

  it('prunes at start and then once a day until it stops', async () => {
    jest.useFakeTimers({ now: NOW });
    const { service, state } = serviceOver([activity('a', daysBefore(100))]);
    await service.onApplicationBootstrap();
    expect(state.mutations).toBe(1);
    // 81 days later the activity is 181 days old: the daily prune removes it.
    for (let day = 1; day <= 81; day++) await jest.advanceTimersByTimeAsync(DAY);
    expect(state.mutations).toBe(82);
    expect(state.items).toEqual([]);
    service.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3 * DAY);
    expect(state.mutations).toBe(82);
  });
});
