import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { IMMUTABLE, REVALIDATE } from '../src/common/http/serve-web';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

/** A built web as `npm run build:web` leaves it: text files with `.br` and `.gz` beside. */
const INDEX = `<!doctype html><html><body><div id="root">talento-spa</div>${'<!-- pad -->'.repeat(40)}</body></html>`;
const APP_JS = `console.log("app");${'export const x = 1;'.repeat(100)}`;
const FONT = Buffer.from('wOF2 not really a font');

async function writeWithVariants(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

describe('compressed and cached answers', () => {
  let webDir: string;
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    webDir = await makeTempDir('talento-web-');
    await mkdir(join(webDir, 'assets'));
    await writeWithVariants(join(webDir, 'index.html'), INDEX);
    await writeWithVariants(join(webDir, 'assets', 'app-Ab12Cd34.js'), APP_JS);
    await writeFile(join(webDir, 'assets', 'icons-Ef56Gh78.woff2'), FONT);
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDir, { recursive: true, force: true });
  });

  describe('the built web', () => {
    it('sends a hashed asset as its brotli file to a client that accepts it, cached for good', async () => {
      const response = await http()
        .get('/assets/app-Ab12Cd34.js')
        .set('Accept-Encoding', 'gzip, deflate, br, zstd')
        .expect(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['content-length']).toBe(String(brotliCompressSync(APP_JS).length));
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary?.toLowerCase()).toContain('accept-encoding');
      expect(response.text).toBe(APP_JS);
    });

    it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
      const gzipped = await http()
        .get('/assets/app-Ab12Cd34.js')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.text).toBe(APP_JS);
      const plain = await http()
        .get('/assets/app-Ab12Cd34.js')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.headers.vary?.toLowerCase()).toContain('accept-encoding');
    });

    it('sends a file the build did not compress (a font) as it is, cached for good', async () => {
      const response = await http()
        .get('/assets/icons-Ef56Gh78.woff2')
        .set('Accept-Encoding', 'br')
        .expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it.each(['/', '/index.html', '/apps/tablero', '/sign-in?redirectURL=%2Fapps%2Fusers'])(
      'sends index.html for %s compressed and revalidated on each visit',
      async (path) => {
        const response = await http().get(path).set('Accept-Encoding', 'br').expect(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe(REVALIDATE);
        expect(response.text).toBe(INDEX);
      },
    );

    it('revalidates index.html for a client that accepts no compression too', async () => {
      const response = await http()
        .get('/apps/tablero')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.text).toBe(INDEX);
    });

    it('answers a conditional request for a compressed file with 304 and no body', async () => {
      const first = await http().get('/assets/app-Ab12Cd34.js').set('Accept-Encoding', 'br');
      const again = await http()
        .get('/assets/app-Ab12Cd34.js')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', first.headers.etag)
        .expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers['content-length'] ?? '0').toBe('0');
    });
  });

  describe('the API', () => {
    it('compresses a large JSON answer when asked, and still forbids storing it', async () => {
      const token = await signIn(testApp.app);
      const response = await http()
        .get('/api/common/navigation')
        .set(bearer(token))
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.stringify(response.body).length).toBeGreaterThan(1024);
    });

    it('sends a small JSON answer as it is', async () => {
      const response = await http().get('/api/health').set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
      expect(Number(response.headers['content-length'])).toBeLessThan(1024);
    });

    it('sends a large JSON answer as it is to a client that accepts no compression', async () => {
      const token = await signIn(testApp.app);
      const response = await http()
        .get('/api/common/navigation')
        .set(bearer(token))
        .set('Accept-Encoding', 'identity')
        .expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    });
  });
});
