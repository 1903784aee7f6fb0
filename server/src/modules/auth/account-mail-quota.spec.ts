import { AccountMailQuota } from './account-mail-quota';
import { memoryCounters } from './sign-in-limiter';

describe('AccountMailQuota', () => {
  let now: number;
  const quota = () =>
    new AccountMailQuota(
      memoryCounters(() => now)('emails', { windowMs: 60_000, maxTrackedKeys: 100 }),
      2,
    );

  beforeEach(() => {
    now = 0;
  });

  it('allows the quota per address within the window, whatever the case, then again after it', async () => {
    const mails = quota();
    expect(await mails.allows('ana@talento.local')).toBe(true);
    expect(await mails.allows(' ANA@talento.local')).toBe(true);
    expect(await mails.allows('ana@talento.local')).toBe(false);
    // Another address has its own quota.
    expect(await mails.allows('luis@talento.local')).toBe(true);
    now = 60_000;
    expect(await mails.allows('ana@talento.local')).toBe(true);
  });
});
