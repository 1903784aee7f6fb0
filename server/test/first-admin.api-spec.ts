import { rm } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { ADMIN, bearer } from './helpers/auth';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

const NOTICE = /one-time password (\S+) \(shown only this once/;

describe('the first administrator in production', () => {
  let warnings: jest.SpyInstance;
  let testApp: TestApp | undefined;
  let dataDir: string;

  beforeEach(async () => {
    // What the server logs; the log itself is silent in tests.
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    dataDir = await makeTempDir();
  });
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
    warnings.mockRestore();
    await rm(dataDir, { recursive: true, force: true });
  });

  const http = () => request(testApp!.app.getHttpServer());
  const notices = () =>
    warnings.mock.calls.map(([message]) => String(message)).filter((line) => NOTICE.test(line));
  const start = async (env: Record<string, string> = {}) => {
    testApp = await createTestApp({ dataDir, env: { NODE_ENV: 'production', ...env } });
  };
  const restart = async (env: Record<string, string> = {}) => {
    await testApp!.app.close();
    testApp = undefined;
    warnings.mockClear();
    await start(env);
  };

  it('prints a generated password once, and the account must change it before anything else', async () => {
    await start();
    expect(notices()).toHaveLength(1);
    const password = NOTICE.exec(notices()[0])![1];
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(notices()[0]).toContain(ADMIN.email);

    // The README's well-known password does not open this installation.
    await http().post('/api/auth/sign-in').send(ADMIN).expect(expectRefusedSignIn);
    const signedIn = await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password })
      .expect(200);
    expect(signedIn.body.user.passwordChangeRequired).toBe(true);
    const auth = bearer(signedIn.body.accessToken as string);

    // Everything else waits for the new password.
    for (const url of ['/api/accounts', '/api/common/navigation']) {
      const refused = await http().get(url).set(auth).expect(403);
      expect(refused.body).toMatchObject({ code: 'password-change-required' });
    }
    const me = await http().get('/api/common/user').set(auth).expect(200);
    expect(me.body.passwordChangeRequired).toBe(true);

    // Wrong, unchanged or too short: refused with the reason, the flag stays.
    const change = (body: object) => http().post('/api/common/user/password').set(auth).send(body);
    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'Mine-At-Last-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'current-password-wrong' });
    const same = await change({ currentPassword: password, newPassword: password });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ code: 'password-unchanged' });
    await change({ currentPassword: password, newPassword: 'short' }).expect(400);
    await change({ currentPassword: password }).expect(400);
    await http().get('/api/accounts').set(auth).expect(403);

    const changed = await change({ currentPassword: password, newPassword: 'Mine-At-Last-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.passwordChangeRequired).toBe(false);
    await http().get('/api/accounts').set(auth).expect(200);

    await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password })
      .expect(expectRefusedSignIn);
    const again = await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password: 'Mine-At-Last-1' })
      .expect(200);
    expect(again.body.user.passwordChangeRequired).toBe(false);

    // A later start over the same data has no password to print.
    await restart();
    expect(notices()).toEqual([]);
    await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password: 'Mine-At-Last-1' })
      .expect(200);
  });

  it('signs out while the change is pending', async () => {
    await start();
    const password = NOTICE.exec(notices()[0])![1];
    const signedIn = await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password })
      .expect(200);
    const auth = bearer(signedIn.body.accessToken as string);
    await http().post('/api/auth/sign-out').set(auth).expect(200);
    await http().get('/api/common/user').set(auth).expect(401);
  });

  it('takes an ADMIN_PASSWORD the operator chose, with no notice and no forced change', async () => {
    await start({ ADMIN_PASSWORD: 'Chosen-By-The-Operator' });
    expect(notices()).toEqual([]);
    const signedIn = await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password: 'Chosen-By-The-Operator' })
      .expect(200);
    expect(signedIn.body.user.passwordChangeRequired).toBe(false);
    await http()
      .get('/api/accounts')
      .set(bearer(signedIn.body.accessToken as string))
      .expect(200);
  });

  it('refuses to start with the well-known password as ADMIN_PASSWORD', async () => {
    await expect(start({ ADMIN_PASSWORD: ADMIN.password })).rejects.toThrow(
      'ADMIN_PASSWORD must not be the well-known default in production',
    );
  });
});

/** A sign-in with a wrong password: refused, whatever status the wrong-credentials case has. */
function expectRefusedSignIn(response: request.Response): void {
  expect(response.body).toMatchObject({ code: 'wrong-credentials' });
}
