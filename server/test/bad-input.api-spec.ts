import request from 'supertest';
import { ADMIN, bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

const TOO_DEEP = {
  statusCode: 400,
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
