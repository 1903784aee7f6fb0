import { readdir } from 'node:fs/promises';
import request, { type Response } from 'supertest';
import { MailerService } from '../src/common/mail/mailer.service';
import { ADMIN, afterAnswers, bearer, createStaff, signIn } from './helpers/auth';
import { moveClockOn, useMovableClock } from './helpers/clock';
import { createTestApp, type TestApp } from './helpers/test-app';

type PasswordRoute = 'sign-in' | 'unlock-session';

const WRONG = { ...ADMIN, password: 'wrong-guess' };
const WINDOW_SECONDS = 120;
// X-Forwarded-For stands for different clients.
const ATTACKER = '203.0.113.6';
const OWNER = '198.51.100.1';

// Every window below ends when a test moves the clock on past it.
useMovableClock();
afterAll(() => jest.useRealTimers());

/** The 429 body and a Retry-After within the window that the message repeats. */
function expectTooManyAttempts(response: Response, windowSeconds = WINDOW_SECONDS): void {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.body).toEqual({
    statusCode: 429,
    requestId: expect.any(String),
    message: `Too many attempts. Try again in ${retryAfter} seconds.`,
    error: 'Too Many Requests',
    code: 'too-many-attempts',
  });
}

describe('auth rate limits', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const attempt = (
    route: PasswordRoute,
    ip: string,
    credentials: { email: string; password: string },
  ) => http().post(`/api/auth/${route}`).set('X-Forwarded-For', ip).send(credentials);

  async function failTimes(times: number, route: PasswordRoute, ip: string, email = ADMIN.email) {
    for (let count = 0; count < times; count += 1) {
      await attempt(route, ip, { ...WRONG, email }).expect(404);
    }
  }

  // One application: each test starts once the mails of the one before have gone, past
  // every window it opened (the counts, the address's mails), as on a fresh start.
  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_IP: '6',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
        // Delays have their own suite below.
        AUTH_FAILURE_DELAY_MS: '0',
        // Above the (e-mail, IP) limit: one client alone cannot use up an address's mails.
        AUTH_MAIL_LIMIT_PER_EMAIL: '4',
      },
    });
  });
  beforeEach(async () => {
    await afterAnswers(testApp.app);
    moveClockOn(WINDOW_SECONDS * 1000 + 1000);
  });
  afterAll(() => testApp.close());

  const forgot = (ip: string, email: string) =>
    http().post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });

  describe.each<PasswordRoute>(['sign-in', 'unlock-session'])('%s', (route) => {
    it("locks nothing for the owner on another IP after an attacker's failures", async () => {
      await failTimes(3, route, ATTACKER);
      expectTooManyAttempts(await attempt(route, ATTACKER, WRONG));
      await attempt(route, OWNER, ADMIN).expect(200);
    });

    it('refuses an (e-mail, IP) pair past its failures, even the right password', async () => {
      await failTimes(3, route, ATTACKER);
      expectTooManyAttempts(await attempt(route, ATTACKER, ADMIN));
      // Only that pair: the same IP may still try another e-mail, the owner may sign in.
      await attempt(route, ATTACKER, { ...WRONG, email: 'someone@talento.local' }).expect(404);
      await attempt(route, OWNER, ADMIN).expect(200);
    });

    it('refuses an IP past its failures across e-mails', async () => {
      for (let person = 0; person < 6; person += 1) {
        await failTimes(1, route, ATTACKER, `person${person}@talento.local`);
      }
      expectTooManyAttempts(await attempt(route, ATTACKER, WRONG));
      expectTooManyAttempts(await attempt(route, ATTACKER, ADMIN));
      await attempt(route, OWNER, ADMIN).expect(200);
    });

    it("resets the pair's count on success", async () => {
      await failTimes(2, route, OWNER);
      await attempt(route, OWNER, ADMIN).expect(200);
      await failTimes(3, route, OWNER);
      expectTooManyAttempts(await attempt(route, OWNER, ADMIN));
    });

    it('lets more successes in a row through than any limit', async () => {
      for (let count = 0; count < 11; count += 1) {
        await attempt(route, OWNER, ADMIN).expect(200);
      }
    });

    it('does not count invalid input', async () => {
      for (let count = 0; count < 7; count += 1) {
        await attempt(route, OWNER, { ...ADMIN, password: '' }).expect(400);
      }
      await attempt(route, OWNER, ADMIN).expect(200);
    });
  });

  it('counts sign-in and unlock failures together', async () => {
    await failTimes(2, 'sign-in', ATTACKER);
    await failTimes(1, 'unlock-session', ATTACKER);
    expectTooManyAttempts(await attempt('sign-in', ATTACKER, ADMIN));
    expectTooManyAttempts(await attempt('unlock-session', ATTACKER, ADMIN));
  });

  it('limits forgot-password per (e-mail, client IP), with the same 429', async () => {
    for (let count = 0; count < 3; count += 1) {
      await forgot(ATTACKER, ADMIN.email).expect(200);
    }
    expectTooManyAttempts(await forgot(ATTACKER, ADMIN.email));
    // Another address from the same client is still allowed.
    await forgot(ATTACKER, 'other@talento.local').expect(200);
  });

  it("never lets one client's forgot-password requests block the owner's", async () => {
    const sent = jest.spyOn(testApp.app.get(MailerService), 'send');
    const statuses: number[] = [];
    for (let count = 0; count < 12; count += 1) {
      statuses.push((await forgot(ATTACKER, ADMIN.email)).status);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(429)]);
    // The owner, from another address: answered as anyone is, and the link is mailed.
    const owner = await forgot(OWNER, ADMIN.email);
    const stranger = await forgot(OWNER, 'nobody@talento.local');
    await afterAnswers(testApp.app);
    const mails = sent.mock.calls.map(([mail]) => mail.to);
    sent.mockRestore();
    for (const answer of [owner, stranger]) {
      expect([answer.status, answer.headers['content-type'], answer.text]).toEqual([
        200,
        'application/json; charset=utf-8',
        'true',
      ]);
    }
    expect(mails).toEqual(Array<string>(4).fill(ADMIN.email));
  });

  it("limits sign-up per (e-mail, client IP), never the address's owner elsewhere", async () => {
    const person = {
      name: 'Sofía Vega',
      email: 'sofia.vega@talento.local',
      password: 'un-buen-secreto',
      company: 'Talento',
      agreements: true,
    };
    const signUp = (ip: string) =>
      http().post('/api/auth/sign-up').set('X-Forwarded-For', ip).send(person);
    // The first creates the account; the next two are answered the same.
    for (let count = 0; count < 3; count += 1) await signUp(ATTACKER).expect(200, 'true');
    expectTooManyAttempts(await signUp(ATTACKER));
    await signUp(OWNER).expect(200, 'true');
  });

  it('limits forgot-password per client IP across e-mails', async () => {
    for (let person = 0; person < 6; person += 1) {
      await http()
        .post('/api/auth/forgot-password')
        .send({ email: `person${person}@talento.local` })
        .expect(200);
    }
    expectTooManyAttempts(
      await http().post('/api/auth/forgot-password').send({ email: 'late@talento.local' }),
    );
  });

  it('does not limit signed-in API calls', async () => {
    const token = await signIn(testApp.app);
    for (let call = 0; call < 10; call += 1) {
      await http().get('/api/common/user').set('Authorization', `Bearer ${token}`).expect(200);
    }
  });
});

describe('changing one’s own password counts wrong current passwords', () => {
  const WINDOW = 3;
  const NEW_PASSWORD = 'Brand-New-Secret-1';
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeEach(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_IP: '6',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_WINDOW_SECONDS: String(WINDOW),
        AUTH_FAILURE_DELAY_MS: '0',
      },
    });
  });
  afterEach(() => testApp.close());

  /** Signs in from `ip` as a browser there would, answering the access token. */
  async function signInFrom(ip: string, credentials = ADMIN): Promise<string> {
    const response = await http()
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', ip)
      .send(credentials)
      .expect(200);
    return response.body.accessToken as string;
  }

  const change = (token: string, ip: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
    http()
      .post('/api/common/user/password')
      .set(bearer(token))
      .set('X-Forwarded-For', ip)
      .send({ currentPassword, newPassword });

  async function guessWrong(times: number, token: string, ip: string): Promise<void> {
    for (let count = 0; count < times; count += 1) {
      const response = await change(token, ip, `wrong-guess-${count}`).expect(400);
      expect(response.body.code).toBe('current-password-wrong');
    }
  }

  it('refuses past the limit, even the right password, until the window is over', async () => {
    const token = await signInFrom(ATTACKER);
    await guessWrong(3, token, ATTACKER);
    expectTooManyAttempts(await change(token, ATTACKER, ADMIN.password), WINDOW);
    expectTooManyAttempts(await change(token, ATTACKER, 'another-guess'), WINDOW);

    moveClockOn(WINDOW * 1000 + 200);
    const changed = await change(token, ATTACKER, ADMIN.password).expect(200);
    expect(changed.body.email).toBe(ADMIN.email);
    await signIn(testApp.app, { email: ADMIN.email, password: NEW_PASSWORD });
  });

  it('counts with sign-in, per account and client: others are unaffected', async () => {
    const other = { name: 'Otra Persona', email: 'otra@talento.local', password: 'otra-clave-1' };
    const { token: otherToken } = await createStaff(testApp.app, other);
    const token = await signInFrom(ATTACKER);
    await guessWrong(3, token, ATTACKER);
    // The same (e-mail, IP) pair on sign-in is spent too.
    expectTooManyAttempts(
      await http().post('/api/auth/sign-in').set('X-Forwarded-For', ATTACKER).send(ADMIN),
      WINDOW,
    );
    // Another account from the same client, and the owner from elsewhere, go on.
    await change(otherToken, ATTACKER, other.password).expect(200);
    const ownerToken = await signInFrom(OWNER);
    await change(ownerToken, OWNER, ADMIN.password).expect(200);
  });

  it('starts the count afresh after the right password', async () => {
    const token = await signInFrom(OWNER);
    await guessWrong(2, token, OWNER);
    await change(token, OWNER, ADMIN.password).expect(200);
    await guessWrong(3, token, OWNER);
    expectTooManyAttempts(await change(token, OWNER, NEW_PASSWORD, 'Yet-Another-Secret-2'), WINDOW);
  });

  it('does not count refusals that are not a wrong current password', async () => {
    const token = await signInFrom(OWNER);
    for (let count = 0; count < 4; count += 1) {
      // Invalid input, and a new password equal to the current one.
      await change(token, OWNER, ADMIN.password, 'short').expect(400);
      const same = await change(token, OWNER, ADMIN.password, ADMIN.password).expect(400);
      expect(same.body.code).toBe('password-unchanged');
    }
    await change(token, OWNER, ADMIN.password).expect(200);
  });
});

describe('auth delays under failures for one e-mail from many IPs', () => {
  const DELAY_MS = 400;
  const MAX_DELAY_MS = 800;
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_IP: '100',
        AUTH_RATE_LIMIT_PER_EMAIL: '2',
        AUTH_FAILURE_DELAY_MS: String(DELAY_MS),
        AUTH_FAILURE_DELAY_MAX_MS: String(MAX_DELAY_MS),
      },
    });
  });
  afterAll(() => testApp.close());

  const signInFrom = (ip: string, credentials: { email: string; password: string }) =>
    request(testApp.app.getHttpServer())
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', ip)
      .send(credentials);

  /**
   * Milliseconds an invalid sign-in for the e-mail takes from a clean IP: the delay comes
   * before validation, and without a password check the delay is nearly all of it.
   */
  async function delayProbe(ip: string): Promise<number> {
    const started = performance.now();
    await signInFrom(ip, { ...ADMIN, password: '' }).expect(400);
    return performance.now() - started;
  }

  it('grows the delay, yet lets the right password in from a clean IP', async () => {
    await signInFrom('203.0.113.1', WRONG).expect(404);
    await signInFrom('203.0.113.2', WRONG).expect(404);
    expect(await delayProbe('192.0.2.1')).toBeGreaterThanOrEqual(DELAY_MS);
    await signInFrom('203.0.113.3', WRONG).expect(404);
    expect(await delayProbe('192.0.2.2')).toBeGreaterThanOrEqual(2 * DELAY_MS);
    await signInFrom('203.0.113.4', WRONG).expect(404);
    await signInFrom('198.51.100.1', ADMIN).expect(200);
  });
});

describe('account mails per address (reset links, sign-up notices)', () => {
  const WINDOW_SECONDS = 3;
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        TRUST_PROXY: 'true',
        AUTH_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
        AUTH_MAIL_LIMIT_PER_EMAIL: '2',
      },
    });
  });
  afterAll(() => testApp.close());

  /** The answer, once the mail it leads to (if any) has gone too: mails go in order. */
  async function post(path: string, ip: string, body: object): Promise<Response> {
    const response = await request(testApp.app.getHttpServer())
      .post(`/api/auth/${path}`)
      .set('X-Forwarded-For', ip)
      .send(body);
    await afterAnswers(testApp.app);
    return response;
  }
  const answered = (response: Response) => [
    response.status,
    response.headers['content-type'],
    response.text,
  ];

  it('holds mail back past the quota, answering the same, and mails again after the window', async () => {
    const sent = jest.spyOn(testApp.app.get(MailerService), 'send');
    try {
      // Each from another client, so no request limit applies: only the address's quota.
      const mailed = await post('forgot-password', '203.0.113.1', { email: ADMIN.email });
      const notice = await post('sign-up', '203.0.113.2', {
        name: 'Someone Else',
        email: ADMIN.email,
        password: 'not-the-owner',
        company: 'Talento',
        agreements: true,
      });
      const heldBack = await post('forgot-password', '203.0.113.3', { email: ADMIN.email });
      const unknown = await post('forgot-password', '203.0.113.4', {
        email: 'nobody@talento.local',
      });
      expect(sent.mock.calls.map(([mail]) => mail.subject)).toEqual([
        'Reset your Talento Admin password',
        'Someone tried to sign up to Talento Admin with your address',
      ]);
      expect(answered(notice)).toEqual([200, 'application/json; charset=utf-8', 'true']);
      for (const answer of [heldBack, unknown]) expect(answered(answer)).toEqual(answered(mailed));

      moveClockOn(WINDOW_SECONDS * 1000 + 200);
      const again = await post('forgot-password', '203.0.113.5', { email: ADMIN.email });
      expect(answered(again)).toEqual(answered(mailed));
      expect(sent).toHaveBeenCalledTimes(3);
      expect(sent.mock.calls[2][0]).toMatchObject({ to: ADMIN.email });
    } finally {
      sent.mockRestore();
    }
  });
});

describe('JWT_SECRET from the environment', () => {
  it('signs with it and writes no secret file', async () => {
    const testApp = await createTestApp({ env: { JWT_SECRET: 's'.repeat(40) } });
    try {
      const token = await signIn(testApp.app);
      await request(testApp.app.getHttpServer())
        .get('/api/common/user')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(await readdir(testApp.dataDir)).not.toContain('jwt-secret');
    } finally {
      await testApp.close();
    }
  });

  it('refuses a short one at start-up', async () => {
    await expect(createTestApp({ env: { JWT_SECRET: 'short' } })).rejects.toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
  });
});
