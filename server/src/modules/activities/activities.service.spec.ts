import type { AppConfigService } from '../../config/config';
import type { Change } from '../../store';
import type { AccountsService } from '../accounts/accounts.service';
import type { ActivitiesRepository, ActivityImages } from './activities.repository';
import { ActivitiesService, cursorOf, isPastRetention, newestFirst } from './activities.service';
import type { ActivityKind } from './activity-kinds';
import type { Activity } from './activity.types';

const DAY = 86_400_000;
/** The clock of these tests: nothing here reads today's date. */
const NOW = new Date('2031-03-10T12:00:00.000Z');
const daysBefore = (days: number, ms = 0) =>
  new Date(NOW.getTime() - days * DAY - ms).toISOString();

const activity = (id: string, date: string, kind: ActivityKind = 'applicant'): Activity => ({
  id,
  kind,
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
  accountId: kind === 'posted' ? 'author' : null,
  ...(kind === 'posted' ? { image: `/api/pages/activities/images/${id}.png` } : {}),
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
    const state = {
      items: items as readonly Activity[],
      commits: 0,
      mutations: 0,
      removedFiles: [] as string[],
    };
    const repository = {
      list: () => state.items,
      mutate: <R>(change: Change<Activity, R>) => {
        state.mutations += 1;
        const { items: next, result, removeFiles = [] } = change(state.items);
        if (next !== state.items) state.commits += 1;
        state.removedFiles.push(...removeFiles);
        state.items = next;
        return Promise.resolve(result);
      },
    } as unknown as ActivitiesRepository;
    const config = { values: { activityRetentionDays: retentionDays } } as AppConfigService;
    const images = {
      storedPaths: (url: string | null) => (url ? [`files/activity-images/${url}`] : []),
    } as unknown as ActivityImages;
    const accounts = { get: () => undefined } as unknown as AccountsService;
    return { service: new ActivitiesService(repository, config, images, accounts), state };
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

  it('removes the images of the posted activities it prunes, in the same change', async () => {
    const { service, state } = serviceOver([
      activity('kept', daysBefore(1), 'posted'),
      activity('gone', daysBefore(200), 'posted'),
      activity('event', daysBefore(200)),
    ]);
    expect(await service.prune(NOW)).toBe(2);
    expect(state.removedFiles).toEqual([
      'files/activity-images//api/pages/activities/images/gone.png',
    ]);
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

describe('the feed (api/pages/activities)', () => {
  const at = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
  const items = [
    activity('c', at(5), 'pipeline'),
    activity('a', at(1), 'applicant'),
    activity('p', at(3), 'posted'),
    activity('r', at(2), 'redemption'),
    activity('b', at(5), 'vacancy'),
    activity('t', at(4), 'trivia'),
  ];
  const service = new ActivitiesService(
    { list: () => items } as unknown as ActivitiesRepository,
    { values: { activityRetentionDays: 180 } } as AppConfigService,
    { storedPaths: () => [] } as unknown as ActivityImages,
    { get: () => undefined } as unknown as AccountsService,
  );
  const admin = { accountId: 'admin', roles: ['admin'] as const };
  const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

  it('orders newest first, the larger id first within one instant', () => {
    expect([...items].sort(newestFirst).map((item) => item.id)).toEqual([
      'a',
      'r',
      'p',
      't',
      'c',
      'b',
    ]);
  });

  it('pages with the cursor of the last activity, and says when there is no more', () => {
    const first = service.feed(admin, { limit: 4 });
    expect(ids(first)).toEqual(['a', 'r', 'p', 't']);
    expect(first.nextCursor).toBe(cursorOf(items[5]!));
    const second = service.feed(admin, { limit: 4, before: first.nextCursor! });
    expect(ids(second)).toEqual(['c', 'b']);
    expect(second.nextCursor).toBeNull();
    // Between two activities of one instant, the cursor still splits them.
    expect(ids(service.feed(admin, { before: cursorOf(items[0]!) }))).toEqual(['b']);
  });

  it('filters by a kind or a group of kinds', () => {
    expect(ids(service.feed(admin, { kind: 'recruitment' }))).toEqual(['a', 'c', 'b']);
    expect(ids(service.feed(admin, { kind: 'rewards' }))).toEqual(['r', 't']);
    expect(ids(service.feed(admin, { kind: 'posted' }))).toEqual(['p']);
    expect(ids(service.feed(admin, { kind: 'vacancy' }))).toEqual(['b']);
  });

  it('shows each role its programme and what staff posted', () => {
    const recruiter = { accountId: 'x', roles: ['recruiter'] as const };
    const rewards = { accountId: 'y', roles: ['rewards'] as const };
    expect(ids(service.feed(recruiter, {}))).toEqual(['a', 'p', 'c', 'b']);
    expect(ids(service.feed(rewards, {}))).toEqual(['r', 'p', 't']);
    expect(ids(service.feed(rewards, { kind: 'recruitment' }))).toEqual([]);
    expect(ids(service.feed({ accountId: 'z', roles: [] }, {}))).toEqual([]);
  });

  it('lets the author and administrators delete a posted activity, nobody any other', () => {
    const author = { accountId: 'author', roles: ['rewards'] as const };
    const other = { accountId: 'other', roles: ['rewards', 'recruiter'] as const };
    const canDelete = (reader: typeof author | typeof other | typeof admin) =>
      Object.fromEntries(service.feed(reader, {}).items.map((item) => [item.id, item.canDelete]));
    expect(canDelete(author)).toEqual({ r: false, p: true, t: false });
    expect(Object.values(canDelete(other)).filter(Boolean)).toEqual([]);
    expect(canDelete(admin)).toMatchObject({ p: true, a: false, r: false });
  });
});
