import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { type OpenApiPaths, streamingOperations } from './helpers/event-stream';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { replaceStored, storedText } from './helpers/stored';

const IMAGES_DIR = join(__dirname, '..', '..', 'data', 'images');
const IMMUTABLE = 'public, max-age=86400, immutable';
/** Fields that hold an image URL (or a list of them) in API answers. */
const IMAGE_KEYS = new Set([
  'avatar',
  'accountAvatar',
  'image',
  'images',
  'thumbnail',
  'logo',
  'background',
  'media',
]);
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp)(\?.*)?$/i;

/** Every string under an image key, and every site path that names an image file. */
function imageUrls(value: unknown, key = '', found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (IMAGE_KEYS.has(key) || (value.startsWith('/') && IMAGE_FILE.test(value))) {
      if (value !== '') found.add(value);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) imageUrls(item, key, found);
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) imageUrls(item, name, found);
  }
  return found;
}

describe('sample images under /api/images', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
  });
  afterAll(() => testApp.close());

  it('serves an image without a token, with its type and a long-lived public cache', async () => {
    const response = await http()
      .get('/api/images/avatars/female-01.svg')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toEqual(await readFile(join(IMAGES_DIR, 'avatars', 'female-01.svg')));
  });

  it('answers 404 in the one error body, not cached, for an unknown image', async () => {
    for (const url of [
      '/api/images/avatars/nobody.svg',
      '/api/images/nowhere/female-01.svg',
      '/api/images/avatars/FEMALE-01.svg',
      '/api/images/avatars',
    ]) {
      const response = await http().get(url).expect(404);
      expect({ url, body: response.body }).toEqual({
        url,
        body: {
          statusCode: 404,
          requestId: expect.any(String),
          message: expect.any(String),
          error: 'Not Found',
          // A path no route takes answers NOT FOUND without a code; a missing image has one.
          ...(response.body.message === 'NOT FOUND' ? {} : { code: 'file-missing' }),
        },
      });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    '/api/images/avatars/..%2f..%2f..%2fpackage.json',
    '/api/images/avatars/..%2F..%2Fseed%2Fcommon%2Fmessages.json',
    '/api/images/..%2f..%2f..%2fserver/tsconfig.build.json',
    '/api/images/..%2fseed/messages.json',
    '/api/images/avatars/%2e%2e%2f%2e%2e%2fREADME.md',
    '/api/images/avatars/..%5c..%5c..%5cpackage.json',
    '/api/images/avatars/female-01.svg%00.txt',
    '/api/images/%2e%2e/%2e%2e/package.json',
    '/api/images/../../package.json',
    '/api/images/avatars/%252e%252e%252fpackage.json',
  ])('refuses the traversal attempt %s', async (url) => {
    const response = await http().get(url);
    expect({ url, status: response.status }).toEqual({ url, status: 404 });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({
      statusCode: 404,
      requestId: expect.any(String),
      message: expect.any(String),
      error: 'Not Found',
      ...(response.body.message === 'NOT FOUND' ? {} : { code: 'file-missing' }),
    });
  });

  it('loads every image URL the seeded API answers, from /api and without a token', async () => {
    const token = await signIn(testApp.app);
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: { in: string; required?: boolean }[] }>>;
    };
    // A stream of events never ends, and names no image.
    const streams = streamingOperations(document.paths as OpenApiPaths);
    // Every GET that needs no path parameter and no required query parameter...
    const urls = Object.entries(document.paths)
      .filter(([path, methods]) => {
        const get = methods.get;
        if (!get || path.includes('{') || streams.has(`GET ${path}`)) return false;
        return !(get.parameters ?? []).some((parameter) => parameter.required);
      })
      .map(([path]) => path);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/common/user',
        '/api/common/messages',
        '/api/common/notifications',
        '/api/apps/chat/chats',
        '/api/apps/chat/contacts',
        '/api/apps/contacts/all',
        '/api/apps/ecommerce/inventory/products',
        '/api/companies',
      ]),
    );
    const found = new Set<string>();
    const collect = (body: unknown) => imageUrls(body, '', found);
    for (const url of urls) {
      const response = await http().get(url).set(bearer(token));
      if (response.status === 200 && response.type === 'application/json') collect(response.body);
    }
    // ...and the ones that name a record.
    const [chat] = (await http().get('/api/apps/chat/chats').set(bearer(token)).expect(200)).body;
    collect((await http().get(`/api/apps/chat/chat?id=${chat.id}`).set(bearer(token))).body);
    const [contact] = (await http().get('/api/apps/chat/contacts').set(bearer(token))).body;
    collect((await http().get(`/api/apps/chat/contact?id=${contact.id}`).set(bearer(token))).body);
    collect(
      (await http().post('/api/common/search').set(bearer(token)).send({ query: 'ar' })).body,
    );

    const images = [...found];
    // The sample messages and chat contacts show avatars.
    expect(images).toEqual(
      expect.arrayContaining([
        '/api/images/avatars/female-04.svg',
        '/api/images/avatars/male-02.svg',
      ]),
    );
    for (const url of images) {
      // Site paths only under /api; data: URLs and other sites' images load on their own.
      if (/^(data:|https?:)/.test(url)) continue;
      expect(url).toMatch(/^\/api\//);
      const response = await http().get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/^image\//);
    }
  });
});

describe('image references saved before /api/images', () => {
  it('move from /images/... to /api/images/... when the data folder opens', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    await first.close();
    const collections = ['messages', 'chat-contacts'];
    const current = new Map<string, string>();
    for (const name of collections) {
      const text = await storedText(dataDir, name);
      expect(text).toContain('"/api/images/avatars/');
      current.set(name, text);
      await replaceStored(dataDir, name, JSON.parse(text.replaceAll('"/api/images/', '"/images/')));
    }

    const second = await createTestApp({ dataDir });
    try {
      for (const name of collections) {
        const text = await storedText(dataDir, name);
        expect(JSON.parse(text)).toEqual(JSON.parse(current.get(name)!));
        expect(text).not.toContain('"/images/');
      }
      const token = await signIn(second.app);
      const messages = (
        await request(second.app.getHttpServer())
          .get('/api/common/messages')
          .set(bearer(token))
          .expect(200)
      ).body as { image?: string }[];
      const images = messages.flatMap((message) => (message.image ? [message.image] : []));
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(/^\/api\/images\//);
    } finally {
      await second.close();
    }
  });
});
