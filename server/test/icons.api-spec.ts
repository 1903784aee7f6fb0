import { rm } from 'node:fs/promises';
import request from 'supertest';
import { iconNameProblem, isIconName, iconsIn } from '../src/common/icons/icon-names';
import { bearer, signIn } from './helpers/auth';
import { replaceStored, storedRecords, storedStamp, storedText } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

/** A stored record or navigation item, as far as icons go. */
interface Stored {
  id: string;
  icon?: string;
  items?: Stored[];
  children?: Stored[];
}

const ANSWERS_WITH_ICONS = [
  '/api/common/navigation',
  '/api/common/messages',
  '/api/common/notifications',
  '/api/common/shortcuts',
  '/api/activities?size=100',
];

describe('icons: the original client’s icon names', () => {
  let testApp: TestApp;
  let token: string;
  const get = (url: string) => request(testApp.app.getHttpServer()).get(url).set(bearer(token));

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('answers only names of the original client’s sets wherever an icon is returned', async () => {
    const icons: string[] = [];
    for (const url of ANSWERS_WITH_ICONS) iconsIn((await get(url).expect(200)).body, icons);
    expect(icons.length).toBeGreaterThan(50);
    expect(icons.filter((icon) => !isIconName(icon))).toEqual([]);
    const { body: navigation } = await get('/api/common/navigation').expect(200);
    expect(navigation.default[0].icon).toBe('heroicons_outline:chart-pie');
    const notifications = (await get('/api/common/notifications').expect(200)).body;
    expect(iconsIn(notifications)).toContain('heroicons_mini:star');
  });

  it('refuses a Bootstrap name or an unknown set with a message that says the rule', async () => {
    const post = (icon: unknown) =>
      request(testApp.app.getHttpServer())
        .post('/api/common/shortcuts')
        .set(bearer(token))
        .send({ shortcut: { label: 'Docs', icon, link: '/apps/help-center', useRouter: true } });
    for (const icon of ['bi-star', 'fa:star', 'heroicons_outline:Star', 42]) {
      const { body } = await post(icon).expect(400);
      expect(body.fields).toEqual({ 'shortcut.icon': [iconNameProblem(icon, 'shortcut.icon')] });
    }
    const { body } = await post('bi-star').expect(400);
    expect(body.message).toBe(
      'shortcut.icon must be an icon name: <set>:<name> with the set heroicons_outline, ' +
        'heroicons_solid, heroicons_mini, mat_outline, mat_solid or feather ' +
        '(e.g. heroicons_outline:star), or a bare material-twotone name (e.g. star)',
    );
  });

  it.each([
    'heroicons_outline:book-open',
    'heroicons_solid:book-open',
    'heroicons_mini:book-open',
    'mat_outline:menu_book',
    'mat_solid:menu_book',
    'feather:book-open',
    'menu_book',
  ])('takes %p and answers it as given', async (icon) => {
    const api = request(testApp.app.getHttpServer());
    const { body } = await api
      .post('/api/common/shortcuts')
      .set(bearer(token))
      .send({ shortcut: { label: 'Docs', icon, link: '/apps/help-center', useRouter: true } })
      .expect(201);
    expect(body.icon).toBe(icon);
    await api.delete(`/api/common/shortcuts?id=${body.id}`).set(bearer(token)).expect(200);
  });
});

describe('icons: data folders from before', () => {
  it('name stored Bootstrap icons as the original client does, once', async () => {
    const dataDir = await makeTempDir();
    try {
      const first = await createTestApp({ dataDir });
      await first.close();
      const rewrite = async (name: string, change: (records: Stored[]) => void) => {
        const records = await storedRecords<Stored>(dataDir, name);
        change(records);
        await replaceStored(dataDir, name, records);
      };
      await rewrite('navigation', (records) => {
        const [dashboards] = records.find((record) => record.id === 'default')!.items!;
        dashboards!.icon = 'bi-speedometer2';
        dashboards!.children![4]!.icon = 'bi-gear';
        dashboards!.children![1]!.icon = 'bi-unheard-of';
      });
      await rewrite('notifications', (records) => {
        records[0]!.icon = 'bi-gift';
      });
      await rewrite('shortcuts', (records) => {
        records[0]!.icon = 'bi-people';
        records[1]!.icon = 'bi-unheard-of';
      });
      await rewrite('activities', (records) => {
        records[0]!.icon = 'bi-send';
      });

      const second = await createTestApp({ dataDir });
      let written: Record<string, string>;
      try {
        const token = await signIn(second.app);
        const get = async (url: string) =>
          (await request(second.app.getHttpServer()).get(url).set(bearer(token)).expect(200)).body;
        const navigation = await get('/api/common/navigation');
        expect(navigation.default[0].icon).toBe('heroicons_outline:chart-pie');
        expect(navigation.default[0].children[4].icon).toBe('heroicons_outline:cog-8-tooth');
        expect(navigation.default[0].children[1].icon).toBe('heroicons_outline:squares-2x2');
        expect(iconsIn(await get('/api/common/notifications'))).toContain('heroicons_mini:gift');
        const shortcuts = iconsIn(await get('/api/common/shortcuts'));
        expect(shortcuts).toEqual(
          expect.arrayContaining(['heroicons_outline:user-group', 'heroicons_outline:bookmark']),
        );
        const names = ['navigation', 'notifications', 'shortcuts', 'activities'];
        written = Object.fromEntries(
          await Promise.all(names.map(async (name) => [name, await storedText(dataDir, name)])),
        );
        for (const content of Object.values(written)) expect(content).not.toMatch(/"bi-/);
        expect(iconsIn(JSON.parse(written.activities!)).filter((i) => !isIconName(i))).toEqual([]);
      } finally {
        await second.close();
      }

      // Up to date now: opening again changes nothing.
      const before = await storedStamp(dataDir, 'navigation');
      const third = await createTestApp({ dataDir });
      await third.close();
      for (const [name, content] of Object.entries(written)) {
        expect(await storedText(dataDir, name)).toBe(content);
      }
      expect(await storedStamp(dataDir, 'navigation')).toBe(before);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
