import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { isIconName } from '../src/common/icons/icon-names';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Each icon set of the original client: its answer, and the package folder its names come from. */
const SETS = [
  ['feather', 'feather', 'Feather', 'icon-size-6', 'feather-icons', 'dist/icons', 280],
  [
    'heroicons-outline',
    'heroicons_outline',
    'Heroicons Outline',
    'icon-size-6',
    'heroicons',
    '24/outline',
    300,
  ],
  [
    'heroicons-solid',
    'heroicons_solid',
    'Heroicons Solid',
    'icon-size-6',
    'heroicons',
    '24/solid',
    300,
  ],
  [
    'heroicons-mini',
    'heroicons_mini',
    'Heroicons Mini',
    'icon-size-5',
    'heroicons',
    '20/solid',
    300,
  ],
  [
    'material-solid',
    'mat_solid',
    'Material Solid',
    'icon-size-6',
    '@material-design-icons/svg',
    'filled',
    2000,
  ],
  [
    'material-outline',
    'mat_outline',
    'Material Outline',
    'icon-size-6',
    '@material-design-icons/svg',
    'outlined',
    2000,
  ],
  [
    'material-twotone',
    '',
    'Material Twotone',
    'icon-size-6',
    '@material-design-icons/svg',
    'two-tone',
    2000,
  ],
] as const;

const packageFolder = (name: string, folder: string) =>
  join(dirname(require.resolve(`${name}/package.json`)), folder);

const svgNames = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -4));

describe('ui icons (api/ui/icons)', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  describe.each(SETS)(
    'GET api/ui/icons/%s',
    (set, namespace, name, grid, packageName, folder, minimum) => {
      it('answers the namespace, name, grid and every icon name of its package', async () => {
        const response = await http().get(`/api/ui/icons/${set}`).set(bearer(token)).expect(200);
        expect(Object.keys(response.body).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
        expect(response.body).toMatchObject({ namespace, name, grid });
        const list = response.body.list as string[];
        expect(list.length).toBeGreaterThan(minimum);
        expect([...list].sort()).toEqual(svgNames(packageFolder(packageName, folder)).sort());
        expect(list).toEqual([...list].sort());
        // Each, with its namespace, is an icon name the API takes (shortcuts, navigation).
        const full = list.map((icon) => (namespace ? `${namespace}:${icon}` : icon));
        expect(full.filter((icon) => !isIconName(icon))).toEqual([]);
        // The lists change only with a release.
        expect(response.headers['cache-control']).toBe('private, max-age=86400');
      });

      it('serves each icon’s SVG as its package has it, to anyone', async () => {
        const { body } = await http().get(`/api/ui/icons/${set}`).set(bearer(token)).expect(200);
        const icon = (body.list as string[]).includes('star') ? 'star' : body.list[0];
        const response = await http().get(`/api/ui/icons/${set}/svg/${icon}`).expect(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
        expect(response.headers['content-security-policy']).toContain('sandbox');
        const file = readFileSync(join(packageFolder(packageName, folder), `${icon}.svg`), 'utf8');
        const text = Buffer.from(response.body as Buffer).toString('utf8');
        expect(text.replace(/\s+/g, '')).toBe(file.replace(/\s+/g, ''));
      });
    },
  );

  it('answers any signed-in account, whatever its roles, and refuses no token', async () => {
    const admin = token;
    const recruiter = await createStaff(
      testApp.app,
      { name: 'Iconos', email: 'iconos@icons.test', password: 'iconos-password' },
      ['recruiter'],
      admin,
    );
    await http().get('/api/ui/icons/feather').set(bearer(recruiter.token)).expect(200);
    await http().get('/api/ui/icons/feather').expect(401);
  });

  it('answers 404 for a set it does not have, 400 for a malformed one', async () => {
    for (const set of ['material', 'fontawesome', 'heroicons-outline-x']) {
      const { body } = await http().get(`/api/ui/icons/${set}`).set(bearer(token)).expect(404);
      expect(body).toMatchObject({ statusCode: 404, code: 'not-found' });
    }
    await http().get('/api/ui/icons/Heroicons_Outline').set(bearer(token)).expect(400);
    await http().get('/api/ui/icons/nope/svg/star').expect(404);
  });

  it('answers 404 for an icon the set does not have', async () => {
    const { body } = await http().get('/api/ui/icons/feather/svg/no-such-icon').expect(404);
    expect(body).toMatchObject({
      code: 'not-found',
      message: 'The icon set feather has no icon no-such-icon',
    });
    // Material names are snake case, heroicons names kebab case: no crossing over.
    await http().get('/api/ui/icons/feather/svg/account_circle').expect(404);
    await http().get('/api/ui/icons/material-solid/svg/account_circle').expect(200);
  });

  it.each([
    '..%2F..%2F..%2Fpackage.json',
    '..%2Fstar',
    '%2Fetc%2Fpasswd',
    'star.svg',
    'Star',
    '..',
    'star%00',
    '%2E%2E%2Fstar',
  ])('refuses the icon name %p with 400, reading no file', async (name) => {
    const response = await http().get(`/api/ui/icons/feather/svg/${name}`);
    expect(response.status).toBe(400);
    expect(response.body.fields?.name).toEqual([
      'name must be an icon name: lower-case words joined by - or _ (e.g. star)',
    ]);
  });

  it.each([
    '/api/ui/icons/feather/svg/../../../../package.json',
    '/api/ui/icons/feather/svg/star/../../../package.json',
    '/api/ui/icons/..%2F..%2F..%2F/svg/star',
  ])('serves no file outside the sets for %p', async (url) => {
    const response = await http().get(url);
    expect([400, 404]).toContain(response.status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.stringify(response.body)).not.toContain('talento-admin');
  });
});
