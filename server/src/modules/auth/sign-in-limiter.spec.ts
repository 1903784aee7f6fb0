import {
  type Admission,
  memoryCounters,
  type SignInLimits,
  SignInLimiter,
} from './sign-in-limiter';

const LIMITS: SignInLimits = {
  perEmailAndIp: 3,
  perIp: 5,
  windowMs: 60_000,
  slowAfter: 3,
  delayMs: 100,
  maxDelayMs: 400,
  maxTrackedKeys: 1000,
};

describe('SignInLimiter', () => {
  let now: number;
  const limiter = (limits: Partial<SignInLimits> = {}) =>
    new SignInLimiter(
      { ...LIMITS, ...limits },
      memoryCounters(() => now),
    );
  const victim = { email: 'Ana@Talento.local', ip: '10.0.0.1' };
  const attacker = { email: 'ana@talento.local', ip: '10.6.6.6' };

  /** An admitted attempt that turns out to be a wrong password. */
  async function fail(limits: SignInLimiter, client = attacker): Promise<Admission> {
    const admission = await await limits.admit(client);
    if (admission.admitted) await limits.recordFailure(client);
    return admission;
  }

  beforeEach(() => {
    now = 0;
  });

  it('refuses an (e-mail, IP) pair past its failures, until the window ends', async () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      now = attempt * 1000;
      expect((await fail(limits)).admitted).toBe(true);
    }
    // The window started with the first failure, two seconds ago.
    expect(await limits.admit(attacker)).toEqual({ admitted: false, retryAfterSeconds: 58 });
    now = 30_500;
    expect(await limits.admit(attacker)).toEqual({ admitted: false, retryAfterSeconds: 30 });
    // The e-mail is matched whatever its case; the owner on another IP is let in.
    expect((await limits.admit({ ...attacker, email: 'ANA@talento.local ' })).admitted).toBe(false);
    expect((await limits.admit(victim)).admitted).toBe(true);
    now = 60_000;
    expect((await limits.admit(attacker)).admitted).toBe(true);
  });

  it('refuses an IP past its failures across e-mails', async () => {
    const limits = limiter();
    for (let person = 0; person < 5; person += 1) {
      expect((await fail(limits, { email: `p${person}@x.local`, ip: attacker.ip })).admitted).toBe(
        true,
      );
    }
    expect((await limits.admit({ email: 'new@x.local', ip: attacker.ip })).admitted).toBe(false);
    expect((await limits.admit({ email: 'new@x.local', ip: '10.0.0.9' })).admitted).toBe(true);
  });

  it('counts an attempt while it runs, so parallel guesses cannot pass the limit', async () => {
    const limits = limiter();
    const admissions = await Promise.all(Array.from({ length: 10 }, () => limits.admit(attacker)));
    const admitted = admissions.map((admission) => admission.admitted);
    expect(admitted.filter(Boolean)).toHaveLength(3);
  });

  it('forgets released attempts and starts a pair afresh on success', async () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await limits.admit(attacker)).admitted).toBe(true);
      await limits.release(attacker);
    }
    await fail(limits);
    await fail(limits);
    expect((await limits.admit(attacker)).admitted).toBe(true);
    await limits.recordSuccess(attacker);
    await fail(limits);
    await fail(limits);
    expect((await fail(limits)).admitted).toBe(true);
    expect((await limits.admit(attacker)).admitted).toBe(false);
  });

  it('lets successes through however many there are', async () => {
    const limits = limiter();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(await limits.admit(victim)).toEqual({ admitted: true, delayMs: 0 });
      await limits.recordSuccess(victim);
    }
  });

  it('delays, never refuses, an e-mail past its failures from all IPs: doubling, capped', async () => {
    const limits = limiter();
    const delays: (number | 'refused')[] = [];
    for (let index = 0; index < 6; index += 1) {
      const admission = await fail(limits, { ...attacker, ip: `10.6.6.${index}` });
      delays.push(admission.admitted ? admission.delayMs : 'refused');
    }
    expect(delays).toEqual([0, 0, 0, 100, 200, 400]);
    expect(await limits.admit(victim)).toEqual({ admitted: true, delayMs: 400 });
    now = 60_000;
    expect(await limits.admit(victim)).toEqual({ admitted: true, delayMs: 0 });
  });

  it('does not delay with a zero delay', async () => {
    const limits = limiter({ delayMs: 0 });
    for (let index = 0; index < 6; index += 1)
      await fail(limits, { ...attacker, ip: `10.6.6.${index}` });
    expect(await limits.admit(victim)).toEqual({ admitted: true, delayMs: 0 });
  });

  it('keeps bounded memory under a spray of e-mails, forgetting the oldest counts', async () => {
    const limits = limiter({ maxTrackedKeys: 2 });
    await fail(limits);
    await fail(limits);
    await fail(limits);
    expect((await limits.admit(attacker)).admitted).toBe(false);
    await fail(limits, { email: 'b@x.local', ip: '10.0.0.2' });
    await fail(limits, { email: 'c@x.local', ip: '10.0.0.3' });
    expect((await limits.admit(attacker)).admitted).toBe(true);
  });
});
