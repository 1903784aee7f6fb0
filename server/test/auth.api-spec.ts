import { createHmac } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { MailerService } from '../src/common/mail/mailer.service';
import { AccountsService } from '../src/modules/accounts/accounts.service';
import { PasswordResetService } from '../src/modules/auth/password-reset.service';
import { ADMIN, afterAnswers, bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { everythingStored, storedRecords, storedText } from './helpers/stored';
import { storedSecret } from './helpers/stored-files';
import { ON_POSTGRES } from './helpers/test-store';

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function decode(token: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
  };
}

/** Signs a token by hand, to try what an attacker could send. */
function forge(header: object, payload: object, secret: string, algorithm = 'sha256'): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = createHmac(algorithm, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** What a wrong e-mail or password answers, on sign-in and unlock alike. */
const WRONG_CREDENTIALS_BODY = {
  statusCode: 404,
  requestId: expect.any(String),
  message: 'Wrong email or password',
  error: 'Not Found',
  code: 'wrong-credentials',
};

describe('auth: sign-in, tokens and sessions', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const secret = async () => (await storedSecret(testApp.dataDir, 'jwt-secret')) ?? '';

  beforeAll(async () => {
    // Rate limits have their own suite; here they would only get in the way.
    testApp = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
    });
  });
  afterAll(() => testApp.close());

  describe('sign-in', () => {
    it('answers the user, a one-day HS256 token naming account and session', async () => {
      const response = await http().post('/api/auth/sign-in').send(ADMIN).expect(200);
      expect(response.body).toEqual({
        user: {
          id: expect.any(String),
          name: expect.any(String),
          surname: expect.any(String),
          email: ADMIN.email,
          avatar: null,
          empresa: expect.any(String),
          ctaid: '',
          status: expect.any(String),
          roles: ['admin'],
          phone: '',
          language: null,
          // The installation's first administrator needs no onboarding.
          onboarded: true,
          // Outside production its password is the README's, not a one-time one.
          passwordChangeRequired: false,
        },
        accessToken: expect.any(String),
        tokenType: 'bearer',
      });
      const { header, payload } = decode(response.body.accessToken);
      expect(header.alg).toBe('HS256');
      expect(payload.sub).toBe(response.body.user.id);
      expect(payload.sid).toEqual(expect.any(String));
      expect(payload.exp).toBe((payload.iat as number) + 24 * 60 * 60);
    });

    it('accepts the e-mail in any case', async () => {
      await http()
        .post('/api/auth/sign-in')
        .send({ ...ADMIN, email: ADMIN.email.toUpperCase() })
        .expect(200);
    });

    it.each([
      ['a wrong password', { email: ADMIN.email, password: 'not-the-password' }],
      ['an unknown e-mail', { email: 'nobody@talento.local', password: 'whatever-it-is' }],
    ])('refuses %s with 404 and one message', async (_case, credentials) => {
      // 404, not 401: the original client signs out and reloads on any 401.
      const response = await http().post('/api/auth/sign-in').send(credentials).expect(404);
      expect(response.body).toEqual(WRONG_CREDENTIALS_BODY);
    });

    it('validates the body and names the fields', async () => {
      const response = await http()
        .post('/api/auth/sign-in')
        .send({ email: 'not-an-email', remember: true })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'password', 'remember']);
    });

    it('never stores or answers a password', async () => {
      const accounts = await storedText(testApp.dataDir, 'accounts');
      expect(await everythingStored(testApp.dataDir)).not.toContain(ADMIN.password);
      expect(accounts).toMatch(/"passwordHash": "scrypt\$\d+\$8\$1\$/);
    });
  });

  describe('the global guard', () => {
    it('lets a live token through', async () => {
      const token = await signIn(testApp.app);
      const response = await http().get('/api/common/user').set(bearer(token)).expect(200);
      expect(response.body.email).toBe(ADMIN.email);
      expect(response.body.passwordHash).toBeUndefined();
    });

    it('keeps the JWT secret in DATA_DIR with mode 0600 (on PostgreSQL, in the database)', async () => {
      expect((await secret()).length).toBeGreaterThanOrEqual(43);
      const file = stat(join(testApp.dataDir, 'jwt-secret'));
      if (ON_POSTGRES) await expect(file).rejects.toThrow(/ENOENT/);
      else expect((await file).mode & 0o777).toBe(0o600);
    });

    const refused = async (headers: Record<string, string>) => {
      const response = await http().get('/api/common/user').set(headers).expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        requestId: expect.any(String),
        message: 'Invalid token',
        error: 'Unauthorized',
        code: 'session-invalid',
      });
      // How to authenticate, as HTTP asks of every 401; whether the token sent was refused.
      expect(response.headers['www-authenticate']).toBe(
        headers.Authorization === undefined ? 'Bearer' : 'Bearer error="invalid_token"',
      );
    };

    it('refuses a missing token', () => refused({}));
    it('refuses a malformed header', () => refused({ Authorization: 'Token abc' }));

    it('refuses a tampered token', async () => {
      const token = await signIn(testApp.app);
      const [header, payload, signature] = token.split('.');
      const changed = base64url({ ...decode(token).payload, sub: 'someone-else' });
      await refused(bearer(`${header}.${changed}.${signature}`));
      expect(payload).not.toBe(changed);
    });

    it('refuses alg none', async () => {
      const { payload } = decode(await signIn(testApp.app));
      await refused(bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`));
    });

    it('refuses another algorithm, even with the right secret', async () => {
      const { payload } = decode(await signIn(testApp.app));
      await refused(bearer(forge({ alg: 'HS512', typ: 'JWT' }, payload, await secret(), 'sha512')));
    });

    it('refuses an expired token', async () => {
      const { payload } = decode(await signIn(testApp.app));
      const past = Math.floor(Date.now() / 1000) - 2 * 86400;
      await refused(
        bearer(
          forge(
            { alg: 'HS256', typ: 'JWT' },
            { ...payload, iat: past, exp: past + 86400 },
            await secret(),
          ),
        ),
      );
    });

    it.each(['exp', 'iat'])(
      'refuses a well-signed token of a live session without %s',
      async (claim) => {
        const { payload } = decode(await signIn(testApp.app));
        const { [claim]: _dropped, ...rest } = payload;
        await refused(bearer(forge({ alg: 'HS256', typ: 'JWT' }, rest, await secret())));
      },
    );

    it('accepts a token forged with the real secret only while its session lives (sanity check)', async () => {
      const { payload } = decode(await signIn(testApp.app));
      const token = forge({ alg: 'HS256', typ: 'JWT' }, payload, await secret());
      await http().get('/api/common/user').set(bearer(token)).expect(200);
    });
  });

  describe('token renewal', () => {
    it.each(['sign-in-with-token', 'refresh-access-token'])(
      '%s answers a new token for the same session',
      async (path) => {
        const token = await signIn(testApp.app);
        const response = await http()
          .post(`/api/auth/${path}`)
          .send({ accessToken: token })
          .expect(200);
        expect(response.body.user.email).toBe(ADMIN.email);
        expect(response.body.tokenType).toBe('bearer');
        expect(decode(response.body.accessToken).payload.sid).toBe(decode(token).payload.sid);
        await http().get('/api/common/user').set(bearer(response.body.accessToken)).expect(200);
      },
    );

    it.each(['sign-in-with-token', 'refresh-access-token'])(
      '%s refuses a bad token with Invalid token',
      async (path) => {
        const { payload } = decode(await signIn(testApp.app));
        const bad = forge({ alg: 'HS256', typ: 'JWT' }, payload, 'x'.repeat(43));
        const response = await http()
          .post(`/api/auth/${path}`)
          .send({ accessToken: bad })
          .expect(401);
        expect(response.body.message).toBe('Invalid token');
        for (const malformed of ['nonsense', 'not-a-token', '']) {
          const refused = await http()
            .post(`/api/auth/${path}`)
            .send({ accessToken: malformed })
            .expect(401);
          expect(refused.body).toEqual({
            statusCode: 401,
            requestId: expect.any(String),
            message: 'Invalid token',
            error: 'Unauthorized',
            code: 'session-invalid',
          });
        }
        // Only a missing or non-string token is a malformed request.
        await http().post(`/api/auth/${path}`).send({}).expect(400);
        await http().post(`/api/auth/${path}`).send({ accessToken: 42 }).expect(400);
      },
    );

    it.each([
      ['sign-in-with-token', 'exp'],
      ['sign-in-with-token', 'iat'],
      ['refresh-access-token', 'exp'],
      ['refresh-access-token', 'iat'],
    ])('%s refuses a well-signed token without %s', async (path, claim) => {
      const { payload } = decode(await signIn(testApp.app));
      const { [claim]: _dropped, ...rest } = payload;
      const token = forge({ alg: 'HS256', typ: 'JWT' }, rest, await secret());
      const response = await http().post(`/api/auth/${path}`).send({ accessToken: token });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid token');
    });
  });

  describe('sessions', () => {
    it('sign-out revokes the session: its token is refused at once', async () => {
      const token = await signIn(testApp.app);
      await http().post('/api/auth/sign-out').set(bearer(token)).expect(200, 'true');
      await http().get('/api/common/user').set(bearer(token)).expect(401);
      await http().post('/api/auth/sign-in-with-token').send({ accessToken: token }).expect(401);
    });

    it('lists live sessions and revokes another one', async () => {
      const mine = await signIn(testApp.app);
      const other = await signIn(testApp.app);
      const otherId = decode(other).payload.sid;
      const list = await http().get('/api/sessions').set(bearer(mine)).expect(200);
      const ids = list.body.map((session: { id: string }) => session.id);
      expect(ids).toContain(otherId);
      const current = list.body.find((session: { current: boolean }) => session.current);
      expect(current.id).toBe(decode(mine).payload.sid);
      expect(current).toMatchObject({ accountEmail: ADMIN.email, ip: expect.any(String) });

      await http().delete(`/api/sessions/${otherId}`).set(bearer(mine)).expect(200, 'true');
      await http().get('/api/common/user').set(bearer(other)).expect(401);
      const after = await http().get('/api/sessions').set(bearer(mine)).expect(200);
      expect(after.body.map((session: { id: string }) => session.id)).not.toContain(otherId);
      await http().delete(`/api/sessions/${otherId}`).set(bearer(mine)).expect(404);
      await http().delete('/api/sessions/not-a-uuid').set(bearer(mine)).expect(400);
    });

    it('unlock-session starts a new session with the password', async () => {
      const response = await http().post('/api/auth/unlock-session').send(ADMIN).expect(200);
      await http().get('/api/common/user').set(bearer(response.body.accessToken)).expect(200);
    });

    it.each([
      ['a wrong password', { email: ADMIN.email, password: 'nope-nope' }],
      ['an unknown e-mail', { email: 'nobody@talento.local', password: 'nope-nope' }],
    ])('unlock-session refuses %s with the same 404 as sign-in', async (_case, credentials) => {
      // The locked screen still holds its token: a 401 would sign the person out.
      const token = await signIn(testApp.app);
      const response = await http()
        .post('/api/auth/unlock-session')
        .set(bearer(token))
        .send(credentials)
        .expect(404);
      expect(response.body).toEqual(WRONG_CREDENTIALS_BODY);
    });
  });

  describe('the signed-in account', () => {
    it('changes name, avatar and status, and keeps them', async () => {
      const token = await signIn(testApp.app);
      const response = await http()
        .patch('/api/common/user')
        .set(bearer(token))
        .send({ status: 'busy', name: 'Lucía María', avatar: '/images/avatars/lucia.jpg' })
        .expect(200);
      expect(response.body).toMatchObject({
        status: 'busy',
        name: 'Lucía María',
        avatar: '/images/avatars/lucia.jpg',
      });
      const stored = await storedRecords(testApp.dataDir, 'accounts');
      expect(stored[0]).toMatchObject({ status: 'busy', name: 'Lucía María' });
    });

    it.each([
      [{ status: 'sleeping' }, 'status'],
      [{ avatar: 'javascript:alert(1)' }, 'avatar'],
      [{ role: 'admin' }, 'role'],
      [{ name: '' }, 'name'],
    ])('refuses %p', async (body, field) => {
      const token = await signIn(testApp.app);
      const response = await http()
        .patch('/api/common/user')
        .set(bearer(token))
        .send(body)
        .expect(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    });
  });

  it('ignores the fields the original client echoes back, such as the e-mail', async () => {
    const token = await signIn(testApp.app);
    const { body } = await http()
      .patch('/api/common/user')
      .set(bearer(token))
      .send({ email: 'new@talento.local', roles: ['admin', 'rewards'] })
      .expect(200);
    expect(body).toMatchObject({ email: ADMIN.email, roles: ['admin'] });
  });

  describe('sign-up', () => {
    const newcomer = {
      name: 'Mateo Rojas',
      email: 'mateo.rojas@talento.local',
      password: 'un-buen-secreto',
      company: 'Talento',
      agreements: true,
    };

    it('creates an account that waits for approval before it can sign in', async () => {
      await http().post('/api/auth/sign-up').send(newcomer).expect(200, 'true');
      const refused = await http()
        .post('/api/auth/sign-in')
        .send({ email: newcomer.email, password: newcomer.password })
        .expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        requestId: expect.any(String),
        message: 'This account is awaiting approval by an administrator',
        error: 'Forbidden',
        code: 'account-pending',
      });
    });

    it('answers a taken e-mail as a new one, and tells its owner by mail', async () => {
      const sent = jest.spyOn(testApp.app.get(MailerService), 'send');
      const fresh = await http()
        .post('/api/auth/sign-up')
        .send({ ...newcomer, email: 'someone.new@talento.local' });
      const taken = await http()
        .post('/api/auth/sign-up')
        .send({ ...newcomer, email: ADMIN.email.toUpperCase(), password: 'an-attackers-pick' });
      await afterAnswers(testApp.app);
      const mails = sent.mock.calls.map(([mail]) => mail);
      sent.mockRestore();
      expect([taken.status, taken.headers['content-type'], taken.text]).toEqual([
        fresh.status,
        fresh.headers['content-type'],
        fresh.text,
      ]);
      expect(taken.status).toBe(200);
      expect(taken.text).toBe('true');
      // Only the owner of the taken address hears of it, with the ways in.
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe(ADMIN.email);
      expect(mails[0].subject).toMatch(/tried to sign up/);
      expect(mails[0].text).toContain('/sign-in');
      expect(mails[0].text).toContain('/forgot-password');
      // Nothing changed: one account with the address, and its password still works.
      const accounts = await storedRecords(testApp.dataDir, 'accounts');
      expect(accounts.filter((account) => account.email === ADMIN.email)).toHaveLength(1);
      await signIn(testApp.app);
    });

    it('refuses unaccepted agreements and short passwords', async () => {
      const response = await http()
        .post('/api/auth/sign-up')
        .send({ ...newcomer, email: 'other@talento.local', agreements: false, password: 'short' })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['agreements', 'password']);
    });
  });

  describe('password reset', () => {
    const person = { email: 'reset.me@talento.local', password: 'first-password' };

    beforeAll(async () => {
      await createStaff(testApp.app, { name: 'Reset Me', ...person });
    });

    function captureMail() {
      return jest.spyOn(testApp.app.get(MailerService), 'send');
    }

    it('answers true for an unknown e-mail and sends nothing', async () => {
      const sent = captureMail();
      await http()
        .post('/api/auth/forgot-password')
        .send({ email: 'ghost@talento.local' })
        .expect(200, 'true');
      await afterAnswers(testApp.app);
      expect(sent).not.toHaveBeenCalled();
      sent.mockRestore();
    });

    it('sends a single-use link that sets a new password and ends the sessions', async () => {
      const oldToken = await signIn(testApp.app, person);
      const sent = captureMail();
      await http()
        .post('/api/auth/forgot-password')
        .send({ email: person.email })
        .expect(200, 'true');
      await afterAnswers(testApp.app);
      expect(sent).toHaveBeenCalledTimes(1);
      const text = sent.mock.calls[0][0].text;
      sent.mockRestore();
      const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
      expect(token).toBeDefined();
      const stored = await everythingStored(testApp.dataDir);
      expect(stored).not.toContain(token);

      await http()
        .post('/api/auth/reset-password')
        .send({ token, password: 'second-password' })
        .expect(200, 'true');
      await http().get('/api/common/user').set(bearer(oldToken)).expect(401);
      await signIn(testApp.app, { email: person.email, password: 'second-password' });
      await http().post('/api/auth/sign-in').send(person).expect(404);

      const reused = await http()
        .post('/api/auth/reset-password')
        .send({ token, password: 'third-password' })
        .expect(400);
      expect(reused.body.fields.token).toEqual([
        'This reset link is invalid, expired or already used',
      ]);
    });

    /** Asks for a link as the forgot-password page does; answers the token the mail holds. */
    async function requestLink(email: string): Promise<string> {
      const sent = captureMail();
      await http().post('/api/auth/forgot-password').send({ email }).expect(200, 'true');
      await afterAnswers(testApp.app);
      const text = sent.mock.calls.at(-1)?.[0].text ?? '';
      sent.mockRestore();
      const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
      if (!token) throw new Error(`no reset link was mailed to ${email}`);
      return token;
    }

    const resetWith = (token: string, password: string) =>
      http().post('/api/auth/reset-password').send({ token, password });

    async function expectDeadLink(token: string) {
      const refused = await resetWith(token, 'never-this-one').expect(400);
      expect(refused.body).toMatchObject({
        code: 'reset-link-invalid',
        fields: { token: ['This reset link is invalid, expired or already used'] },
      });
    }

    it('voids every other link of the account once one is used', async () => {
      const owner = { email: 'two.links@talento.local', password: 'first-password' };
      await createStaff(testApp.app, { name: 'Two Links', ...owner });
      const first = await requestLink(owner.email);
      const second = await requestLink(owner.email);
      await resetWith(second, 'from-the-second').expect(200, 'true');
      await expectDeadLink(first);
      await signIn(testApp.app, { email: owner.email, password: 'from-the-second' });
      await http()
        .post('/api/auth/sign-in')
        .send({ email: owner.email, password: 'never-this-one' })
        .expect(404);
    });

    it('voids the links when the password changes any other way', async () => {
      const owner = { email: 'changed.elsewhere@talento.local', password: 'first-password' };
      const { id } = await createStaff(testApp.app, { name: 'Changed Elsewhere', ...owner });
      const link = await requestLink(owner.email);
      // The one path every password change takes (a profile change, an administrator's reset).
      await testApp.app.get(AccountsService).setPassword(id, 'changed-elsewhere');
      await expectDeadLink(link);
      await signIn(testApp.app, { email: owner.email, password: 'changed-elsewhere' });
      // A link asked for after the change works as usual.
      await resetWith(await requestLink(owner.email), 'from-a-new-link').expect(200, 'true');
    });

    it('removes reset tokens 30 days after they expire', async () => {
      await http().post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
      const resets = testApp.app.get(PasswordResetService);
      const stored = () => storedRecords(testApp.dataDir, 'password-resets');
      expect((await stored()).length).toBeGreaterThan(0);
      expect(await resets.prune(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
      expect(await resets.prune(new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThan(0);
      expect(await stored()).toEqual([]);
    });
  });
});
