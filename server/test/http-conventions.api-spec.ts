import { AsyncResource } from 'node:async_hooks';
import { type AddressInfo, connect, type Server } from 'node:net';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { packageVersion } from '../src/common/package-version';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { WIDGET_SEED, WidgetsModule } from './helpers/widgets.module';
import { storedText } from './helpers/stored';
import { StoreService } from '../src/store';

describe('HTTP conventions', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const widgetsFile = () => storedText(testApp.dataDir, 'widgets');

  beforeAll(async () => {
    testApp = await createTestApp({ imports: [WidgetsModule], env: { BODY_LIMIT: '10kb' } });
  });
  afterAll(() => testApp.close());

  /** The app on a port of its own, for raw sockets: listening from the first call on. */
  const listeningPort = async () => {
    const server = testApp.app.getHttpServer();
    if (!server.listening) await testApp.app.listen(0, '127.0.0.1');
    return (server.address() as AddressInfo).port;
  };

  it('reports health with the version and the store status, without a token', async () => {
    const response = await http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      version: packageVersion(),
      uptimeSeconds: expect.any(Number),
      store: {
        status: 'ok',
        collections: expect.any(Number),
        writable: true,
        storageFull: false,
      },
      ledger: { status: 'ok', mismatchedMembers: 0 },
    });
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.body.store.collections).toBeGreaterThanOrEqual(4);
  });

  it("binds the interceptors' async context without Node 20's deprecated wrappers", () => {
    // createApp makes AsyncResource.bind the lean one (common/http/lean-async-bind).
    expect(Object.keys(AsyncResource.bind(() => undefined))).toEqual([]);
  });

  it('answers liveness without asking the store anything', async () => {
    const store = testApp.app.get(StoreService);
    const asked = (['status', 'hasRoom', 'pendingMigrations', 'sync'] as const).map((method) =>
      jest.spyOn(store, method),
    );
    try {
      const response = await http().get('/api/health/live').expect(200);
      expect(response.body).toEqual({ live: true });
      for (const spy of asked) expect(spy).not.toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('answers readiness 200 while the store takes writes, asking it each time', async () => {
    const store = testApp.app.get(StoreService);
    const hasRoom = jest.spyOn(store, 'hasRoom');
    const pending = jest.spyOn(store, 'pendingMigrations');
    try {
      expect((await http().get('/api/health/ready').expect(200)).body).toEqual({ ready: true });
      expect(hasRoom).toHaveBeenCalledTimes(1);
      expect(pending).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it.each([
    ['get', '/api/nothing-here'],
    ['post', '/api/nothing/here/either'],
    ['delete', '/api/health'],
    ['get', '/api'],
  ] as const)('answers %s %s with 404 NOT FOUND in the error shape', async (method, path) => {
    const response = await http()[method](path).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: 'NOT FOUND',
      error: 'Not Found',
      requestId: response.headers['x-request-id'],
    });
  });

  it('keeps the message of a 404 raised by a handler for an unknown id', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    const response = await http().get(`/api/test-widgets/${id}`).expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      requestId: expect.any(String),
      message: `Widget ${id} not found`,
      error: 'Not Found',
    });
  });

  it('refuses a malformed id parameter with 400', async () => {
    const response = await http().get('/api/test-widgets/not-a-uuid').expect(400);
    expect(response.body.message).toMatch(/uuid/i);
  });

  it('writes a valid body to disk before answering', async () => {
    const response = await http()
      .post('/api/test-widgets')
      .send({ name: 'Cog', size: 2 })
      .expect(201);
    const stored = JSON.parse(await widgetsFile()) as { id: string }[];
    expect(stored.map((widget) => widget.id)).toContain(response.body.id);
  });

  describe('bad input gets a 4xx in the error shape and changes no file', () => {
    let before: string;
    beforeEach(async () => {
      before = await widgetsFile();
    });
    afterEach(async () => {
      expect(await widgetsFile()).toBe(before);
      // ...and the server keeps serving.
      await http().get('/api/health').expect(200);
    });

    it('unknown fields', async () => {
      const response = await http()
        .post('/api/test-widgets')
        .send({ name: 'Cog', size: 2, colour: 'red' })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'property colour should not exist',
        error: 'Bad Request',
        fields: { colour: ['property colour should not exist'] },
      });
    });

    it('wrong types, naming every field', async () => {
      const response = await http()
        .post('/api/test-widgets')
        .send({ name: 42, size: 'big' })
        .expect(400);
      expect(Object.keys(response.body.fields).sort()).toEqual(['name', 'size']);
      expect(response.body.message).toContain('name must be a string');
      expect(response.body.message).toContain('size must be an integer number');
    });

    it('nested fields, with the whole path', async () => {
      const response = await http()
        .post('/api/test-widgets')
        .send({ name: 'Cog', size: 2, parts: [{ label: 'ok' }, { label: 7 }] })
        .expect(400);
      expect(response.body.fields).toEqual({ 'parts.1.label': ['parts.1.label must be a string'] });
    });

    it('malformed JSON', async () => {
      const response = await http()
        .post('/api/test-widgets')
        .set('Content-Type', 'application/json')
        .send('{"name": "Cog",')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'The request body is not valid JSON',
        error: 'Bad Request',
      });
    });

    it.each(['__proto__', 'constructor'])('JSON holding a %s key', async (key) => {
      const response = await http()
        .post('/api/test-widgets')
        .set('Content-Type', 'application/json')
        .send(`{"name": "Cog", "size": 1, "${key}": {"prototype": {"admin": true}}}`)
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        requestId: expect.any(String),
        message: 'The request body holds a __proto__ or constructor key, which no operation takes',
        error: 'Bad Request',
      });
    });

    it('an oversized body', async () => {
      const response = await http()
        .post('/api/test-widgets')
        .send({ name: 'x'.repeat(20 * 1024), size: 1 })
        .expect(413);
      expect(response.body).toEqual({
        statusCode: 413,
        requestId: expect.any(String),
        message: 'The request body is larger than the limit of 10240 bytes',
        error: 'Payload Too Large',
      });
    });

    it('an unexpected failure: 500 without internals', async () => {
      const response = await http().post('/api/test-widgets/explode').expect(500);
      expect(response.body).toEqual({
        statusCode: 500,
        requestId: expect.any(String),
        message: 'Internal server error',
        error: 'Internal Server Error',
      });
      expect(JSON.stringify(response.body)).not.toContain('secret');
    });
  });

  it('loses nothing under 200 concurrent writes over HTTP', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        http()
          .post('/api/test-widgets')
          .send({ name: `Widget ${index}`, size: (index % 10) + 1 }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const stored = JSON.parse(await widgetsFile()) as { id: string; name: string }[];
    expect(stored.length).toBeGreaterThanOrEqual(WIDGET_SEED.length + 200);
    const ids = new Set(stored.map((widget) => widget.id));
    for (const response of responses) expect(ids.has(response.body.id)).toBe(true);
  });

  it('tags every answer with a request id, keeping a sane incoming one', async () => {
    const generated = await http().get('/api/health').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await http().get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await http()
      .get('/api/health')
      .set('X-Request-Id', 'bad id <script>')
      .expect(200);
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('names the request in every error body, as its X-Request-Id header does', async () => {
    const invalid = await http().post('/api/test-widgets').send({ name: 42 }).expect(400);
    expect(invalid.body.fields).toBeDefined();
    expect(invalid.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalid.body.requestId).toBe(invalid.headers['x-request-id']);

    const unknownRoute = await http().get('/api/nothing-here').expect(404);
    expect(unknownRoute.body.requestId).toBe(unknownRoute.headers['x-request-id']);
    expect(unknownRoute.body.requestId).not.toBe(invalid.body.requestId);

    // A caller's own id comes back in the body, so it can match its logs with ours.
    const traced = await http()
      .post('/api/test-widgets')
      .set('X-Request-Id', 'trace-400')
      .send({ name: 42 })
      .expect(400);
    expect(traced.body).toMatchObject({ statusCode: 400, requestId: 'trace-400' });
    const tracedUnknown = await http()
      .delete('/api/health')
      .set('X-Request-Id', 'trace-404')
      .expect(404);
    expect(tracedUnknown.body).toEqual({
      statusCode: 404,
      message: 'NOT FOUND',
      error: 'Not Found',
      requestId: 'trace-404',
    });
    // Fastify's own refusals (here malformed JSON) too.
    const malformed = await http()
      .post('/api/test-widgets')
      .set('X-Request-Id', 'trace-json')
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(malformed.body.requestId).toBe('trace-json');
  });

  it('answers a request refused before routing in the error shape, with a request id', async () => {
    // Node's HTTP parser refuses these before Fastify reads them: a raw socket sends them.
    const port = await listeningPort();
    const malformed = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: talento\r\nNot a header line\r\n\r\n',
    );
    const oversized = await rawExchange(
      port,
      `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: talento\r\n\r\n`,
    );
    for (const [answer, status, reason] of [
      [malformed, 400, 'Bad Request'],
      [oversized, 431, 'Request Header Fields Too Large'],
    ] as const) {
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} ${reason}\r\n`));
      expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
      const parsed = JSON.parse(body) as Record<string, unknown>;
      expect(parsed).toEqual({
        statusCode: status,
        message: expect.stringMatching(/^The request/),
        error: reason,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(head).toContain(`\r\nX-Request-Id: ${parsed.requestId as string}\r\n`);
    }
  });

  it('answers a path with a malformed percent-encoding in the error shape, with its headers', async () => {
    const response = await http()
      .get('/api/test-widgets/%ZZ')
      .set('X-Request-Id', 'trace-bad-url')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(/^The request’s path is not valid/),
      error: 'Bad Request',
      requestId: 'trace-bad-url',
    });
    expect(response.headers).toMatchObject({
      'x-request-id': 'trace-bad-url',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('logs no error when a client closes the connection halfway through a body', async () => {
    const port = await listeningPort();
    const server = testApp.app.getHttpServer();
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      // A tab closed during an upload: the body stops short of its Content-Length.
      await new Promise<void>((closed) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            'POST /api/test-widgets HTTP/1.1\r\nHost: talento\r\n' +
              'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
            () => setTimeout(() => socket.destroy(), 50),
          ),
        );
        socket.on('close', () => closed());
      });
      // The server sees the connection close, then fails the request's body: a moment on.
      await waitFor(async () => (await connectionCount(server)) === 0);
      await new Promise((settled) => setTimeout(settled, 200));
      expect(errors).not.toHaveBeenCalled();
      await http().get('/api/health/live').expect(200);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('reads repeated slashes as one, as a client joining a base URL ending in / sends them', async () => {
    const response = await http().get('//api//health').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('answers a bare true as JSON', async () => {
    const response = await http()
      .post('/api/auth/forgot-password')
      .send({ email: 'nobody@example.com' })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).toBe('true');
  });

  it('sends security headers', async () => {
    const response = await http().get('/api/health').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(policy).toContain("frame-src 'self' blob:");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  describe('request bodies as outside clients send them', () => {
    let token: string;
    beforeAll(async () => {
      token = await signIn(testApp.app);
    });

    const NEEDS_A_BODY = '/api/test-widgets';
    const withoutContentType = () => http().post(NEEDS_A_BODY);
    // Many clients send `Content-Type: application/json` on every request, body or not.
    const emptyBodies = [
      ['no body', () => http().post(NEEDS_A_BODY).set('Content-Type', 'application/json')],
      [
        'Content-Length: 0',
        () =>
          http()
            .post(NEEDS_A_BODY)
            .set('Content-Type', 'application/json')
            .set('Content-Length', '0'),
      ],
      [
        'a body of only whitespace',
        () => http().post(NEEDS_A_BODY).set('Content-Type', 'application/json').send(' \r\n\t '),
      ],
    ] as const;

    it.each(emptyBodies)(
      'JSON with %s is no body: a route that needs one names what is missing',
      async (_form, send) => {
        const bare = await withoutContentType().expect(400);
        const response = await send().expect(400);
        // The same answer, but for the id of each request.
        expect(response.body).toEqual({
          ...bare.body,
          requestId: response.headers['x-request-id'],
        });
        expect(Object.keys(response.body.fields).sort()).toEqual(['name', 'size']);
      },
    );

    it('body-less operations answer with the JSON type as without it', async () => {
      const json = { 'Content-Type': 'application/json', ...bearer(token) };
      const contact = await http().post('/api/apps/contacts/contact').set(json).expect(201);
      await http()
        .delete('/api/apps/contacts/contact')
        .query({ id: contact.body.id })
        .set(json)
        .expect(200, 'true');
      await http().post('/api/apps/ecommerce/inventory/product').set(json).expect(201);
      await http().get('/api/common/notifications/mark-all-as-read').set(json).expect(200);
    });

    describe('a body the operation cannot read answers 415 and changes nothing', () => {
      let contact: { id: string; name: string };
      const update = { name: 'Renamed by the test' };
      const read = async () =>
        (
          await http()
            .get('/api/apps/contacts/contact')
            .query({ id: contact.id })
            .set(bearer(token))
            .expect(200)
        ).body as { name: string };

      beforeAll(async () => {
        contact = (await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200))
          .body[0];
      });
      afterEach(async () => expect((await read()).name).toBe(contact.name));

      it('multipart/form-data to an operation that takes no file', async () => {
        const response = await http()
          .patch('/api/apps/contacts/contact')
          .set(bearer(token))
          .field('id', contact.id)
          .field('name', update.name)
          .expect(415);
        expect(response.body).toEqual({
          statusCode: 415,
          requestId: expect.any(String),
          message:
            'This operation takes a JSON body, not multipart/form-data: only uploads are sent as forms',
          error: 'Unsupported Media Type',
          code: 'media-type-unsupported',
        });
      });

      it('JSON sent as text/plain, to a change and to a creation', async () => {
        const text = JSON.stringify({ id: contact.id, contact: update });
        const refused = {
          statusCode: 415,
          requestId: expect.any(String),
          message:
            'This operation takes a JSON body (Content-Type: application/json), not text/plain',
          error: 'Unsupported Media Type',
          code: 'media-type-unsupported',
        };
        for (const [method, url] of [
          ['patch', '/api/apps/contacts/contact'],
          ['post', '/api/companies'],
        ] as const) {
          const response = await http()
            [method](url)
            .set(bearer(token))
            .set('Content-Type', 'text/plain')
            .send(text)
            .expect(415);
          expect(response.body).toEqual(refused);
        }
      });

      it.each(['utf-16', 'UTF-16LE', 'iso-8859-1'])('JSON in charset %s', async (charset) => {
        const text = JSON.stringify({ id: contact.id, contact: update });
        const encoding = charset === 'iso-8859-1' ? 'latin1' : 'utf16le';
        const response = await http()
          .patch('/api/apps/contacts/contact')
          .set(bearer(token))
          .set('Content-Type', `application/json; charset=${charset}`)
          // The bytes as they are: superagent writes a Buffer unchanged.
          .serialize((body: Buffer) => body as unknown as string)
          .send(Buffer.from(text, encoding))
          .expect(415);
        expect(response.body).toEqual({
          statusCode: 415,
          requestId: expect.any(String),
          message: `The request body must be UTF-8: charset "${charset}" is not supported`,
          error: 'Unsupported Media Type',
          code: 'media-type-unsupported',
        });
      });
    });

    it.each([
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'Application/JSON; Charset="Utf-8"',
    ])('takes JSON sent as %s', async (type) => {
      const contact = (await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200))
        .body[1] as { id: string };
      const name = `Named as ${type}`;
      const response = await http()
        .patch('/api/apps/contacts/contact')
        .set(bearer(token))
        .set('Content-Type', type)
        .send(JSON.stringify({ id: contact.id, contact: { name } }))
        .expect(200);
      expect(response.body.name).toBe(name);
    });
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await http().get('/api/docs-json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.body.paths['/api/health'].get).toBeDefined();
    expect(document.body.components.schemas.ErrorResponseDto).toBeDefined();
    const ui = await http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});

/** Sends `text` as it is on a new connection; resolves with all the server answered. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', fail);
    socket.on('close', () => done(answer));
  });
}

function connectionCount(server: Server): Promise<number> {
  return new Promise((done, fail) =>
    server.getConnections((error, count) => (error ? fail(error) : done(count))),
  );
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((next) => setTimeout(next, 20));
}
