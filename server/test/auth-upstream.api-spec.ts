import request from 'supertest';
import { ADMIN, bearer, signIn } from './helpers/auth';
import { FakeUpstream } from './helpers/fake-upstream';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedRecords } from './helpers/stored';

describe('sign-in through the upstream platform (UPSTREAM_API_URL)', () => {
  const upstream = new FakeUpstream();
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const person = { email: 'ana.torres@cliente.com', password: 'upstream-secret' };
  const upstreamUser = {
    _id: 'u-7781',
    name: 'Ana',
    surname: 'Torres',
    email: 'Ana.Torres@cliente.com',
    avatar: 'https://cdn.example.com/ana.png',
    empresa: 'Cliente SA',
    token: 'upstream-token',
    ctaid: 'CTA-42',
  };

  beforeAll(async () => {
    const url = await upstream.start();
    testApp = await createTestApp({
      env: {
        UPSTREAM_API_URL: url,
        UPSTREAM_CTA_ID: 'CTA-42',
        UPSTREAM_TIMEOUT_MS: '1000',
        AUTH_RATE_LIMIT_PER_IP: '1000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await upstream.stop();
  });
  beforeEach(() => {
    upstream.calls.length = 0;
  });

  it('takes a person new to this console as a sign-up that waits for approval', async () => {
    upstream.reply = { status: 200, body: { user: upstreamUser } };
    const refused = await http().post('/api/auth/sign-in').send(person).expect(403);
    expect(refused.body.code).toBe('account-pending');
    const admin = await signIn(testApp.app);
    const pending = await http().get('/api/accounts?state=pending').set(bearer(admin)).expect(200);
    const copy = pending.body.items.find(
      (account: { email: string }) => account.email === 'ana.torres@cliente.com',
    );
    expect(copy).toMatchObject({ source: 'upstream', roles: [] });
    await http()
      .post(`/api/accounts/${copy.id}/approve`)
      .set(bearer(admin))
      .send({ roles: ['recruiter'] })
      .expect(200);
  });

  it('maps the upstream user, keeps a local copy without password and issues a local token', async () => {
    upstream.reply = { status: 200, body: { user: upstreamUser } };
    upstream.calls.length = 0;
    const response = await http().post('/api/auth/sign-in').send(person).expect(200);
    expect(upstream.calls).toEqual([
      {
        path: '/user/login-plat',
        body: {
          username: person.email,
          password: person.password,
          ctaID: 'CTA-42',
          token: '',
          device: '',
        },
      },
    ]);
    expect(response.body.user).toMatchObject({
      name: 'Ana',
      surname: 'Torres',
      email: 'ana.torres@cliente.com',
      avatar: upstreamUser.avatar,
      empresa: 'Cliente SA',
      ctaid: 'CTA-42',
    });
    await http()
      .get('/api/common/user')
      .set('Authorization', `Bearer ${response.body.accessToken}`)
      .expect(200);
    const accounts = await storedRecords<{ email: string }>(testApp.dataDir, 'accounts');
    const copy = accounts.find(
      (account: { email: string }) => account.email === 'ana.torres@cliente.com',
    );
    expect(copy).toMatchObject({ source: 'upstream', passwordHash: null });
    expect(JSON.stringify(accounts)).not.toContain(person.password);
  });

  it('unlocks through POST /login', async () => {
    upstream.reply = { status: 200, body: upstreamUser };
    await http().post('/api/auth/unlock-session').send(person).expect(200);
    expect(upstream.calls.map((call) => call.path)).toEqual(['/login']);
  });

  it.each([
    ['a 401', { status: 401, body: { message: 'bad' } }],
    ['a 404 false', { status: 404, body: false }],
    ['a 200 false', { status: 200, body: false }],
  ])('turns %s refusal into the 404 of a wrong password', async (_case, reply) => {
    upstream.reply = reply;
    const response = await http().post('/api/auth/sign-in').send(person).expect(404);
    expect(response.body).toMatchObject({
      message: 'Wrong email or password',
      code: 'wrong-credentials',
    });
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'boom' } }],
    ['a malformed answer', { status: 200, body: '<html>maintenance</html>' }],
    ['an answer that is no user', { status: 200, body: { ok: true } }],
    ['a dropped connection', 'close' as const],
  ])('turns %s into 502 with a clear message', async (_case, reply) => {
    upstream.reply = reply;
    const response = await http().post('/api/auth/sign-in').send(person).expect(502);
    expect(response.body).toEqual({
      statusCode: 502,
      requestId: expect.any(String),
      message: 'The sign-in service is not available right now. Try again in a moment.',
      error: 'Bad Gateway',
      code: 'sign-in-unavailable',
    });
  });

  it('still signs local accounts in locally', async () => {
    upstream.reply = { status: 500, body: {} };
    await http().post('/api/auth/sign-in').send(ADMIN).expect(200);
    expect(upstream.calls).toHaveLength(0);
  });
});
