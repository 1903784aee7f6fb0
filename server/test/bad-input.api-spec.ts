import request from 'supertest';
import { createOpenApiDocument } from '../src/app.setup';
import { ADMIN, bearer, signIn } from './helpers/auth';
import { type OpenApiPaths, streamAnswer, streamingOperations } from './helpers/event-stream';
import { createTestApp, type TestApp } from './helpers/test-app';

const TOO_DEEP = {
  statusCode: 400,
  requestId: expect.any(String),
  message: 'The request body is nested deeper than 32 levels',
  error: 'Bad Request',
};

/** `depth` nested arrays around an empty one, as JSON text: `[[...[]...]]`. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('bad input and leaks', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const json = (method: 'post' | 'patch', url: string, body: string) =>
    http()[method](url).set('Content-Type', 'application/json').send(body);

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  describe('deeply nested bodies', () => {
    // 5,000 levels is about 10 KB here: it used to overflow the stack (500).
    const deep = `{"email": ${arrays(5000)}, "password": "x"}`;

    it('a public route answers 400 in the error shape, before validation', async () => {
      const response = await json('post', '/api/auth/sign-in', deep).expect(400);
      expect(response.body).toEqual(TOO_DEEP);
    });

    it('a signed-in route answers 400 before the guard, token or not', async () => {
      const url = '/api/common/user';
      const body = `{"user": ${arrays(5000)}}`;
      expect((await json('patch', url, body).expect(400)).body).toEqual(TOO_DEEP);
      const signedIn = await json('patch', url, body).set(bearer(token)).expect(400);
      expect(signedIn.body).toEqual(TOO_DEEP);
    });

    it('lets 32 levels through to validation and stops at 33', async () => {
      // The body object is level 1, so the email field holds 31 or 32 more.
      const at32 = await json(
        'post',
        '/api/auth/sign-in',
        `{"email": ${arrays(31)}, "password": "x"}`,
      ).expect(400);
      expect(at32.body.fields.email).toContain('email must be a valid email address');
      const at33 = await json(
        'post',
        '/api/auth/sign-in',
        `{"email": ${arrays(32)}, "password": "x"}`,
      ).expect(400);
      expect(at33.body).toEqual(TOO_DEEP);
      // ...and an ordinary body still signs in.
      await json('post', '/api/auth/sign-in', JSON.stringify(ADMIN)).expect(200);
    });

    it('urlencoded bodies are refused: the API reads JSON (and uploads)', async () => {
      const form = `email${'[a]'.repeat(40)}=x&password=x`;
      const refused = await http().post('/api/auth/sign-in').type('form').send(form).expect(415);
      expect(refused.body).toEqual({
        statusCode: 415,
        requestId: expect.any(String),
        message: 'The request body must be JSON (or multipart/form-data for an upload)',
        error: 'Unsupported Media Type',
        code: 'media-type-unsupported',
      });
    });

    it('multipart text fields stay flat: a bracketed name nests nothing', async () => {
      const contact = (await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200))
        .body[0] as { id: string };
      const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
      const upload = (levels: number) =>
        http()
          .post('/api/apps/contacts/avatar')
          .set(bearer(token))
          .field('id', contact.id)
          .field(`x${'[x]'.repeat(levels)}`, 'deep')
          .attach('avatar', gif, { filename: 'a.gif' });
      // The field keeps its literal name, which validation refuses as unknown.
      const deepName = `x${'[x]'.repeat(40)}`;
      const refused = await upload(40).expect(400);
      expect(refused.body.fields).toEqual({
        [deepName]: [`property ${deepName} should not exist`],
      });
    });
  });

  describe('Cache-Control', () => {
    const noStore = (response: request.Response) =>
      expect(response.headers['cache-control']).toBe('no-store');

    it('no-store on signed-in answers and on every kind of error', async () => {
      noStore(await http().get('/api/common/user').set(bearer(token)).expect(200));
      noStore(await http().post('/api/auth/sign-in').send(ADMIN).expect(200));
      noStore(await http().get('/api/common/user').expect(401));
      noStore(await http().get('/api/nothing-here').expect(404));
      noStore(await http().post('/api/auth/sign-in').send({}).expect(400));
      noStore(await json('post', '/api/auth/sign-in', '{"email":').expect(400));
      noStore(await json('post', '/api/auth/sign-in', `{"a": ${arrays(100)}}`).expect(400));
    });

    it('leaves the public API docs cacheable', async () => {
      const asset = await http().get('/api/docs/swagger-ui.css').expect(200);
      expect(asset.headers['cache-control']).not.toContain('no-store');
    });

    it('the public avatar files keep a cacheable header; a missing one is not cached', async () => {
      const contact = (await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200))
        .body[1] as { id: string };
      const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
      const { body } = await http()
        .post('/api/apps/contacts/avatar')
        .set(bearer(token))
        .field('id', contact.id)
        .attach('avatar', gif, { filename: 'a.gif' })
        .expect(200);
      const image = await http().get(body.avatar).expect(200);
      expect(image.headers['cache-control']).toBe('public, max-age=86400, immutable');
      const missing = body.avatar.replace(/[0-9a-f]{8}-/, '00000000-');
      noStore(await http().get(missing).expect(404));
    });
  });
});

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
  let streams: Set<string>;

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
    streams = streamingOperations(paths as OpenApiPaths);
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
    const response = streams.has(key)
      ? await streamAnswer(testApp.app, url, { ...bearer(token), ...headers })
      : await request(testApp.app.getHttpServer())
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
