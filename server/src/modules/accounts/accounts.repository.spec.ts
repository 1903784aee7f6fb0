import type { Account } from './account.types';
import { upgradeAccountProfiles } from './accounts.repository';

describe('upgrading accounts from before the onboarding', () => {
  const old = {
    id: 'a1',
    createdAt: '2025-03-01T00:00:00.000Z',
  } as Omit<Account, 'phone' | 'language' | 'onboardedAt'> as Account;

  it('counts accounts already in use as onboarded, with an empty phone and no language', () => {
    expect(upgradeAccountProfiles([old])).toEqual([
      { ...old, phone: '', language: null, onboardedAt: '2025-03-01T00:00:00.000Z' },
    ]);
  });

  it('leaves upgraded accounts alone (the same array, so nothing is written)', () => {
    const items = [{ ...old, phone: '1', language: 'tr', onboardedAt: null } as Account];
    expect(upgradeAccountProfiles(items)).toBe(items);
  });
});
