import request from 'supertest';
import { createOpenApiDocument } from '../src/app.setup';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
const JSON_TYPE = { 'Content-Type': 'application/json' };
/** The kind of 400 that refuses a request for its empty body, in any wording. */
const EMPTY_BODY = /\bbody\b.*\bempty\b|\bempty\b.*\bbody\b/i;

interface Operation {
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  url: string;
}

interface Answer {
  status: number;
  message?: string;
}

/**
 * Many HTTP clients (API consoles, generated SDKs, `fetch` wrappers) send
 * `Content-Type: application/json` on every request, GET and body-less POST and DELETE
 * included. Every operation of the OpenAPI document, called as the administrator with no
 * body, must answer such a client as it answers one that sends no Content-Type: never a
 * 5xx, never a 400 for the empty body.
 */
describe('a client that sends Content-Type: application/json on every request', () => {
  let testApp: TestApp;
  let adminToken: string;
  let operations: Operation[];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: {
        // Two calls per operation, signing in included, from one address.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        PUBLIC_RATE_LIMIT_PER_IP: '1000',
        PUBLIC_APPLY_LIMIT_PER_IP: '1000',
      },
    });
    adminToken = await signIn(testApp.app);
    const { paths } = createOpenApiDocument(testApp.app);
    operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method as Operation['method'],
        url: path.replace(/\{[^}]+\}/g, DUMMY_ID),
      })),
    );
  });
  afterAll(() => testApp.close());

  /** One call with no body; `headers` on top of the administrator's token. */
  async function call(
    { key, method, url }: Operation,
    headers: Record<string, string>,
  ): Promise<Answer> {
    // Signing out ends the session the walk goes on with: that call gets a session of its own.
    const token = key === 'POST /api/auth/sign-out' ? await signIn(testApp.app) : adminToken;
    const response = await request(testApp.app.getHttpServer())
      [method](url)
      .set({ ...bearer(token), ...headers });
    const body = response.body as { message?: unknown } | undefined;
    return {
      status: response.status,
      ...(typeof body?.message === 'string' ? { message: body.message } : {}),
    };
  }

  it('lists the operations of the OpenAPI document', () => {
    // The walk below proves nothing over an empty or partial list.
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map((operation) => operation.key)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/apps/contacts/contact',
        'DELETE /api/apps/contacts/contact',
        'GET /api/common/notifications/mark-all-as-read',
        'POST /api/apps/file-manager/upload',
      ]),
    );
  });

  it('answers every operation without a body as when no Content-Type is sent', async () => {
    const differences: { route: string; bare: Answer; json: Answer }[] = [];
    for (const operation of operations) {
      const bare = await call(operation, {});
      const json = await call(operation, JSON_TYPE);
      const broken = (answer: Answer) =>
        answer.status >= 500 || (answer.status === 400 && EMPTY_BODY.test(answer.message ?? ''));
      if (bare.status !== json.status || broken(bare) || broken(json)) {
        differences.push({ route: operation.key, bare, json });
      }
    }
    expect(differences).toEqual([]);
  });
});
