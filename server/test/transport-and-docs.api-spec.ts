import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * What a browser or an API consumer meets first: the app opened over plain HTTP by any
 * host name (as after `docker run -p 3000:3000` from another machine), over HTTPS through
 * a proxy, and the API's own document under each API_DOCS setting.
 */
describe('HTTPS-only headers', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function start(env: Record<string, string> = {}) {
    const testApp = await createTestApp({ env });
    apps.push(testApp);
    return () => request(testApp.app.getHttpServer());
  }

  const upgrades = (policy: string | undefined) =>
    (policy ?? '').split(';').some((directive) => directive.trim() === 'upgrade-insecure-requests');

  it('leaves a page opened over plain HTTP by a host name on plain HTTP', async () => {
    const http = await start();
    for (const path of ['/', '/api/health', '/sign-in']) {
      const response = await http().get(path).set('Host', 'app.test:3000');
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(upgrades(policy)).toBe(false);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // Ignored by browsers on such an origin, and reported by Chromium as an error...
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      // ...or as a warning.
      expect(response.headers['origin-agent-cluster']).toBeUndefined();
    }
  });

  it('asks for HTTPS when the request came over HTTPS through a trusted proxy', async () => {
    const http = await start({ TRUST_PROXY: 'true' });
    const response = await http()
      .get('/api/health')
      .set('Host', 'talento.example')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(upgrades(response.headers['content-security-policy'])).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
  });

  it('does not believe X-Forwarded-Proto from a sender it does not trust', async () => {
    const http = await start();
    const response = await http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(upgrades(response.headers['content-security-policy'])).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('asks for HTTPS on every answer when the operator says the product is HTTPS only', async () => {
    const http = await start({ HTTPS_ONLY: 'true' });
    const response = await http().get('/api/health').set('Host', 'app.test').expect(200);
    expect(upgrades(response.headers['content-security-policy'])).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('API_DOCS', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function start(env: Record<string, string>) {
    const testApp = await createTestApp({ env });
    apps.push(testApp);
    return testApp;
  }

  it('serves the document and Swagger UI to anyone when public, cacheable', async () => {
    const { app } = await start({ API_DOCS: 'public' });
    const http = () => request(app.getHttpServer());
    const document = await http().get('/api/docs-json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.headers['cache-control']).not.toBe('no-store');
    expect((await http().get('/api/docs').expect(200)).text).toContain('swagger');
  });

  it('describes every error answer as the JSON error body, whatever its success is', async () => {
    const { app } = await start({ API_DOCS: 'public' });
    const document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200))
      .body as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const errorTypes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.entries(operation.responses ?? {})
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => [
            `${method.toUpperCase()} ${path} ${status}`,
            Object.keys(response.content ?? { 'application/json': {} }),
          ]),
      ),
    );
    expect(errorTypes.length).toBeGreaterThan(100);
    // A client generated from the document reads an error as the server sends it.
    expect(errorTypes.filter(([, types]) => String(types) !== 'application/json')).toEqual([]);
  });

  it('serves the document only to a caller with a live token when signed-in', async () => {
    const { app } = await start({ API_DOCS: 'signed-in' });
    const http = () => request(app.getHttpServer());
    const refused = await http().get('/api/docs-json').expect(401);
    expect(refused.body).toEqual({
      statusCode: 401,
      requestId: refused.headers['x-request-id'],
      message: 'Invalid token',
      error: 'Unauthorized',
      code: 'session-invalid',
    });
    expect(refused.text).not.toContain('openapi');
    await http().get('/api/docs-json').set('Authorization', 'Bearer a.b.c').expect(401);

    const token = await signIn(app);
    const document = await http().get('/api/docs-json').set(bearer(token)).expect(200);
    expect(document.body.paths['/api/health']).toBeDefined();
    expect(document.headers['cache-control']).toBe('no-store');

    // No page: a browser opening it sends no token, and the page would embed the document.
    for (const path of ['/api/docs', '/api/docs/swagger-ui-init.js']) {
      const page = await http().get(path).set(bearer(token));
      expect(page.status).toBe(404);
      expect(page.text).not.toContain('/api/health');
    }
  });

  it('serves neither when off', async () => {
    const { app } = await start({ API_DOCS: 'off' });
    const http = () => request(app.getHttpServer());
    const token = await signIn(app);
    for (const path of ['/api/docs', '/api/docs-json', '/api/docs/swagger-ui-init.js']) {
      await http().get(path).set(bearer(token)).expect(404);
    }
  });

  it('keeps the document for signed-in callers by default in production', async () => {
    const { app } = await start({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'A-Production-Password-2026',
    });
    const http = () => request(app.getHttpServer());
    await http().get('/api/docs-json').expect(401);
    await http().get('/api/docs').expect(404);
  });
});
