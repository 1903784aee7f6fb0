import type { Change } from '../../store';
import { PasswordResetService } from './password-reset.service';
import type { PasswordReset, PasswordResetsRepository } from './password-resets.repository';

const DAY = 86_400_000;
/** The clock of these tests: nothing here reads today's date. */
const NOW = new Date('2031-03-10T12:00:00.000Z');
const expiredDaysAgo = (days: number, ms = 0) =>
  new Date(NOW.getTime() - days * DAY - ms).toISOString();

const reset = (id: string, expiresAt: string, usedAt: string | null = null): PasswordReset => ({
  id,
  accountId: 'account',
  tokenHash: id,
  createdAt: expiresAt,
  expiresAt,
  usedAt,
});

function serviceOver(items: PasswordReset[]) {
  const state = { items: items as readonly PasswordReset[], mutations: 0 };
  const resets = {
    mutate: <R>(change: Change<PasswordReset, R>) => {
      state.mutations += 1;
      const { items: next, result } = change(state.items);
      state.items = next;
      return Promise.resolve(result);
    },
  } as unknown as PasswordResetsRepository;
  const none = {} as never;
  return { service: new PasswordResetService(resets, none, none, none, none, none, none), state };
}

describe('PasswordResetService.prune', () => {
  afterEach(() => jest.useRealTimers());

  it('removes tokens, used or not, that expired more than 30 days ago', async () => {
    const { service, state } = serviceOver([
      reset('live', new Date(NOW.getTime() + 60_000).toISOString()),
      reset('boundary', expiredDaysAgo(30)),
      reset('stale', expiredDaysAgo(30, 1)),
      reset('used', expiredDaysAgo(45), expiredDaysAgo(45, 60_000)),
    ]);
    expect(await service.prune(NOW)).toBe(2);
    expect(state.items.map((item) => item.id)).toEqual(['live', 'boundary']);
  });

  it('writes nothing when no token is stale', async () => {
    const items = [reset('a', expiredDaysAgo(1))];
    const { service, state } = serviceOver(items);
    expect(await service.prune(NOW)).toBe(0);
    expect(state.items).toBe(items);
  });

  it('prunes at start and then once a day until it stops', async () => {
    jest.useFakeTimers({ now: NOW });
    const { service, state } = serviceOver([reset('a', expiredDaysAgo(29))]);
    await service.onApplicationBootstrap();
    expect(state.items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2 * DAY);
    expect(state.mutations).toBe(3);
    expect(state.items).toEqual([]);
    service.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(2 * DAY);
    expect(state.mutations).toBe(3);
  });
});
