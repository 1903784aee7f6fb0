import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

describe('the built SPA behind the API', () => {
  let webDir: string;
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const INDEX = '<!doctype html><html><body><div id="root">talento-spa</div></body></html>';

  beforeAll(async () => {
    webDir = await makeTempDir('talento-web-');
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), INDEX);
    await writeFile(join(webDir, 'assets', 'app.js'), 'console.log("app")');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves index.html at the root', async () => {
    const response = await http().get('/').expect(200);
    expect(response.text).toContain('talento-spa');
  });

  it.each(['/apps/tablero', '/mantenimiento/empresas', '/sign-in?redirectURL=%2Fapps%2Fusers'])(
    'falls back to index.html for the deep link %s',
    async (path) => {
      const response = await http().get(path).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('talento-spa');
    },
  );

  it('serves built assets as files', async () => {
    const response = await http().get('/assets/app.js').expect(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.text).toContain('console.log');
  });

  it('answers a missing built file with 404, not the SPA', async () => {
    const response = await http().get('/assets/gone-12345678.js').expect(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each(['/i18n/xx.json', '/logo.png', '/nested/file.webmanifest?v=2'])(
    'answers a missing file outside assets/ (%s) with 404, not the SPA',
    async (path) => {
      const response = await http().get(path).expect(404);
      expect(response.headers['content-type']).toContain('application/json');
    },
  );

  it.each(['/API/companies', '/Api'])(
    'never answers a mistyped API path (%s) with the SPA',
    async (path) => {
      const response = await http().get(path).expect(404);
      expect(response.body.message).toBe('NOT FOUND');
    },
  );

  it('never answers an unknown /api path with the SPA', async () => {
    const response = await http().get('/api/apps/tablero').expect(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body.message).toBe('NOT FOUND');
    expect(response.body.requestId).toBe(response.headers['x-request-id']);
  });
});
