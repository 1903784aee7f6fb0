import request, { type Response } from 'supertest';
import { ADMIN } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

// supertest connects from the loopback address: here it stands for the reverse proxy.
const PER_IP = 3;
const LIMITS = {
  AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
  AUTH_RATE_LIMIT_PER_EMAIL: '100',
  AUTH_FAILURE_DELAY_MS: '0',
};
const WRONG = { ...ADMIN, password: 'wrong-guess' };
/** A different client address for each attempt, as many clients behind one proxy. */
const client = (n: number) => `203.0.113.${n + 1}`;

/** A wrong password answered as such: counted, not refused. */
function expectWrongPassword(response: Response): void {
  expect(response.body).toMatchObject({ code: 'wrong-credentials' });
}

describe('client addresses behind a reverse proxy', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const signIn = (forwardedFor: string, credentials: { email: string; password: string }) =>
    request(testApp!.app.getHttpServer())
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', forwardedFor)
      .send(credentials);

  it('counts each client apart when the request comes from a trusted proxy', async () => {
    testApp = await createTestApp({ env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' } });
    // Many clients, each under the limit: none is refused, nor is the administrator.
    for (let n = 0; n < PER_IP * 4; n += 1) {
      await signIn(client(n), WRONG).expect(expectWrongPassword);
    }
    await signIn('198.51.100.1', ADMIN).expect(200);
    // One client past the limit is refused; the others are not.
    for (let n = 0; n < PER_IP; n += 1) await signIn('203.0.113.200', WRONG);
    await signIn('203.0.113.200', WRONG).expect(429);
    await signIn('198.51.100.2', ADMIN).expect(200);
  });

  it('takes the address the trusted proxy saw, not one the client put before it', async () => {
    testApp = await createTestApp({ env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' } });
    // A client forges an address; the proxy appends the real one. Only the real one counts.
    for (let n = 0; n < PER_IP; n += 1) {
      await signIn(`${client(n)}, 203.0.113.200`, WRONG).expect(expectWrongPassword);
    }
    await signIn('198.51.100.9, 203.0.113.200', WRONG).expect(429);
  });

  it.each([
    ['another proxy', '10.0.0.0/8'],
    ['no proxy', 'false'],
  ])('ignores forged X-Forwarded-For from a sender that is not trusted (%s)', async (_, trust) => {
    testApp = await createTestApp({ env: { ...LIMITS, TRUST_PROXY: trust } });
    for (let n = 0; n < PER_IP; n += 1) {
      await signIn(client(n), WRONG).expect(expectWrongPassword);
    }
    // Every forged address was the one sender: it is past its limit, whatever it claims.
    await signIn(client(PER_IP), WRONG).expect(429);
    await signIn('198.51.100.1', ADMIN).expect(429);
  });
});
