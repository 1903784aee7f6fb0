import { readdir } from 'node:fs/promises';
import request from 'supertest';
import { ADMIN, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('auth rate limits', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeEach(async () => {
    testApp = await createTestApp({
      env: {
        AUTH_RATE_LIMIT_PER_IP: '6',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_WINDOW_SECONDS: '120',
      },
    });
  });
  afterEach(() => testApp.close());

  it('limits attempts per e-mail with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await http()
        .post('/api/auth/sign-in')
        .send({ ...ADMIN, password: 'wrong-guess' })
        .expect(401);
    }
    const blocked = await http().post('/api/auth/sign-in').send(ADMIN).expect(429);
    expect(blocked.body).toEqual({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
      error: 'Too Many Requests',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    // Another address from the same client is still allowed.
    await http()
      .post('/api/auth/forgot-password')
      .send({ email: 'other@talento.local' })
      .expect(200);
  });

  it('limits attempts per client IP across e-mails', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await http()
        .post('/api/auth/forgot-password')
        .send({ email: `person${attempt}@talento.local` })
        .expect(200);
    }
    const blocked = await http()
      .post('/api/auth/forgot-password')
      .send({ email: 'late@talento.local' })
      .expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit signed-in API calls', async () => {
    const token = await signIn(testApp.app);
    for (let call = 0; call < 10; call += 1) {
      await http().get('/api/common/user').set('Authorization', `Bearer ${token}`).expect(200);
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
