import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { replaceStored, storedRecords, storedText } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';

interface Item {
  id: string;
  type: string;
  title?: string;
  titles?: Record<string, string>;
  subtitles?: Record<string, string>;
  translation?: string;
  link?: string;
  externalLink?: boolean;
  icon?: string;
  hidden?: boolean;
  badge?: { title?: string; classes?: string };
  children?: Item[];
  [field: string]: unknown;
}

type Json = Record<string, unknown>;

const CONFIG = '/api/common/navigation/config';

/** The item with `id`, anywhere in the tree. */
function find(items: Item[], id: string): Item | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const inside = find(item.children ?? [], id);
    if (inside) return inside;
  }
  return undefined;
}

const ids = (items: Item[]): string[] =>
  items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

/** The side menu as api/common/navigation serves it: the mailbox's item has a badge to fill. */
const asServed = (items: Item[]): Item[] =>
  items.map((item) => ({
    ...item,
    ...(item.id === 'apps.mailbox' ? { badge: { title: '', classes: '', ...item.badge } } : {}),
    ...(item.children ? { children: asServed(item.children) } : {}),
  }));

describe('the menu editor (api/common/navigation/config)', () => {
  let testApp: TestApp;
  let admin: string;
  let recruiter: string;
  let rewards: string;
  const http = () => request(testApp.app.getHttpServer());
  const getConfig = async (): Promise<Item[]> =>
    (await http().get(CONFIG).set(bearer(admin)).expect(200)).body.items;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    admin = await signIn(testApp.app);
    const person = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@talento.local`,
      password: `${name}-clave-1`,
    });
    recruiter = (await createStaff(testApp.app, person('Reclutadora'), ['recruiter'], admin)).token;
    rewards = (await createStaff(testApp.app, person('Premios'), ['rewards'], admin)).token;
  });
  afterAll(() => testApp.close());
  afterEach(async () => {
    await http().post(`${CONFIG}/reset`).set(bearer(admin)).expect(200);
  });

  it('answers the side menu to edit, every item included', async () => {
    const items = await getConfig();
    const served = (await http().get('/api/common/navigation').set(bearer(admin)).expect(200)).body;
    expect(asServed(items)).toEqual(served.default);
    expect(find(items, 'dashboards.mantenimiento.menuconfig')).toMatchObject({
      link: '/apps/menuconfig',
      translation: 'nav.menuConfig',
    });
  });

  it('is for administrators only', async () => {
    for (const token of [recruiter, rewards]) {
      await http().get(CONFIG).set(bearer(token)).expect(403);
      await http().put(CONFIG).set(bearer(token)).send({ items: [] }).expect(403);
      await http().post(`${CONFIG}/reset`).set(bearer(token)).expect(403);
    }
    await http().get(CONFIG).expect(401);
  });

  it('saves renames per language, a new order, icons, badges, hidden items, groups, links and dividers', async () => {
    const items = await getConfig();
    const stored = await storedText(testApp.dataDir, 'navigation');
    const apps = find(items, 'apps')!;
    const [chat, contacts, ...rest] = apps.children!;
    apps.children = [
      contacts,
      { ...chat, titles: { en: 'Team chat', tr: 'Ekip sohbeti' } },
      ...rest,
    ];
    const tablero = find(items, 'dashboards.tablero')!;
    tablero.titles = { es: 'Resumen' };
    tablero.icon = 'heroicons_outline:star';
    tablero.badge = { title: 'Nuevo', classes: 'text-bg-danger' };
    find(items, 'apps.notes')!.hidden = true;
    items.push({ id: 'divider-1', type: 'divider' });
    items.push({
      id: 'links',
      type: 'group',
      titles: { en: 'Links', es: 'Enlaces' },
      subtitles: { en: 'Elsewhere' },
      children: [
        {
          id: 'links.docs',
          type: 'basic',
          titles: { en: 'Docs' },
          link: 'https://example.com/docs',
        },
        { id: 'links.note', type: 'basic', titles: { tr: 'Not' }, link: '/apps/notes/label/work' },
      ],
    });

    const { body } = await http().put(CONFIG).set(bearer(admin)).send({ items }).expect(200);
    expect(
      find(body.items, 'apps')!
        .children!.slice(0, 2)
        .map((item: Item) => item.id),
    ).toEqual(['apps.contacts', 'apps.chat']);
    expect(find(body.items, 'dashboards.tablero')).toMatchObject({
      title: 'Resumen',
      titles: { es: 'Resumen' },
      translation: 'nav.tablero',
      icon: 'heroicons_outline:star',
      badge: { title: 'Nuevo', classes: 'text-bg-danger' },
    });
    // New items get a `title` from their names (Spanish first) and an external flag.
    expect(find(body.items, 'links')).toMatchObject({ title: 'Enlaces', subtitle: 'Elsewhere' });
    expect(find(body.items, 'links.docs')).toMatchObject({ title: 'Docs', externalLink: true });
    expect(find(body.items, 'links.note')).toMatchObject({ title: 'Not' });
    expect(find(body.items, 'links.note')!.externalLink).toBeUndefined();
    expect(await storedText(testApp.dataDir, 'navigation')).not.toBe(stored);

    // api/common/navigation serves it, in the original client's shape.
    const served = (await http().get('/api/common/navigation').set(bearer(admin)).expect(200)).body;
    expect(Object.keys(served).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    expect(served.default).toEqual(asServed(body.items));
    expect(find(served.default, 'apps.chat')).toMatchObject({
      title: 'Chat',
      translation: 'nav.chat',
      titles: { en: 'Team chat', tr: 'Ekip sohbeti' },
    });
    expect(find(served.default, 'apps.notes')).toMatchObject({ hidden: true });
    expect(served.horizontal).toEqual(served.default);
  });

  it('keeps screens a role may not open out of that role’s navigation', async () => {
    const items = await getConfig();
    items.unshift({
      id: 'quick',
      type: 'group',
      titles: { en: 'Quick' },
      children: [
        { id: 'quick.members', type: 'basic', titles: { en: 'Members' }, link: '/apps/users' },
        { id: 'quick.vacancies', type: 'basic', titles: { en: 'Jobs' }, link: '/apps/detail?x=1' },
        { id: 'quick.notes', type: 'basic', titles: { en: 'My notes' }, link: '/apps/notes' },
        { id: 'quick.site', type: 'basic', titles: { en: 'Site' }, link: 'https://example.com' },
      ],
    });
    items.push({
      id: 'admin-only',
      type: 'group',
      titles: { en: 'Admin' },
      children: [
        { id: 'admin-only.health', type: 'basic', titles: { en: 'Health' }, link: '/admin/health' },
      ],
    });
    await http().put(CONFIG).set(bearer(admin)).send({ items }).expect(200);

    const seen = async (token: string) =>
      ids((await http().get('/api/common/navigation').set(bearer(token)).expect(200)).body.default);
    const forRecruiter = await seen(recruiter);
    expect(forRecruiter).toEqual(
      expect.arrayContaining(['quick', 'quick.vacancies', 'quick.notes', 'quick.site']),
    );
    expect(forRecruiter).not.toContain('quick.members');
    // A group left with nothing the role may open goes too.
    expect(forRecruiter).not.toContain('admin-only');
    const forRewards = await seen(rewards);
    expect(forRewards).toEqual(expect.arrayContaining(['quick.members', 'quick.notes']));
    expect(forRewards).not.toContain('quick.vacancies');
    expect(await seen(admin)).toEqual(
      expect.arrayContaining(['quick.members', 'quick.vacancies', 'admin-only.health']),
    );
  });

  it.each([
    [
      'a link that is neither a route nor an http(s) address',
      (items: Item[]) => (find(items, 'apps.chat')!.link = 'javascript:alert(1)'),
      'items.6.children.0.link',
      /"Chat" \(apps\.chat\).*route starting with \/ or an http\(s\) address/,
    ],
    [
      'a route the console does not have',
      (items: Item[]) => (find(items, 'apps.notes')!.link = '/apps/nope'),
      'items.6.children.6.link',
      /"Notas" \(apps\.notes\) "\/apps\/nope" is not a screen of this console/,
    ],
    [
      'a protocol-relative link',
      (items: Item[]) => (find(items, 'apps.notes')!.link = '//evil.example/x'),
      'items.6.children.6.link',
      /"Notas" \(apps\.notes\)/,
    ],
    [
      'an icon name of no set',
      (items: Item[]) => (find(items, 'dashboards.vacancia')!.icon = 'bi-briefcase'),
      'items.0.children.1.icon',
      /icon of "Vacancia" \(dashboards\.vacancia\) must be an icon name/,
    ],
    [
      'a duplicate id',
      (items: Item[]) => (find(items, 'apps.tasks')!.id = 'apps.chat'),
      'items.6.children.8.id',
      /"Tareas" \(apps\.chat\) is used twice: items\.6\.children\.0 has it too/,
    ],
    [
      'a tree deeper than five levels',
      (items: Item[]) => {
        let level: Item = find(items, 'dashboards.vacancia')!;
        for (let depth = 3; depth <= 6; depth += 1) {
          const next: Item = {
            id: `deep-${depth}`,
            type: 'collapsable',
            titles: { en: `Level ${depth}` },
            children: [],
          };
          level.children = [next];
          level = next;
        }
      },
      'items.0.children.1.children.0.children.0.children.0.children.0',
      /"Level 6" \(deep-6\) is nested deeper than 5 levels/,
    ],
    [
      'a link on a group',
      (items: Item[]) => (items[0].link = '/apps/tablero'),
      'items.0.link',
      /"Dashboards" \(dashboards\) is not allowed on a group item/,
    ],
    [
      'a new link without a name',
      (items: Item[]) => items.push({ id: 'nameless', type: 'basic', link: '/apps/notes' }),
      'items.8.title',
      /item nameless is required on a basic item/,
    ],
    [
      'an empty name in a language',
      (items: Item[]) => (find(items, 'apps.chat')!.titles = { en: '' }),
      'items.6.children.0.titles.en',
      /titles\.en should not be empty/,
    ],
    [
      'a language the web does not offer',
      (items: Item[]) => (find(items, 'apps.chat')!.titles = { fr: 'Discussion' }),
      'items.6.children.0.titles.fr',
      /fr should not exist/,
    ],
    [
      'badge classes that are not class names',
      (items: Item[]) =>
        (find(items, 'apps.chat')!.badge = { title: '2', classes: 'x" onclick="y' }),
      'items.6.children.0.badge.classes',
      /classes must be class names/,
    ],
    [
      'an unknown type',
      (items: Item[]) => (find(items, 'apps.chat')!.type = 'widget'),
      'items.6.children.0.type',
      /type of "Chat" \(apps\.chat\) must be one of/,
    ],
  ])('refuses %s, naming the item, and changes nothing', async (_case, spoil, field, message) => {
    const items = await getConfig();
    const stored = await storedText(testApp.dataDir, 'navigation');
    spoil(items);
    const response = await http().put(CONFIG).set(bearer(admin)).send({ items }).expect(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(response.body.fields[field].join(' ')).toMatch(message);
    expect(await storedText(testApp.dataDir, 'navigation')).toBe(stored);
  });

  it('takes every path of the app, with parameters, query and fragment', async () => {
    const items = await getConfig();
    const links = [
      '/',
      '/apps/Busquedapostulante',
      '/apps/mailbox/inbox',
      '/apps/help-center/guides/getting-started/first-steps',
      '/apps/tasks?filter=open#top',
      '/dashboards/finance/',
      'http://intranet.example/path?x=1',
    ];
    items.push({
      id: 'many',
      type: 'group',
      titles: { en: 'Many' },
      children: links.map((link, index) => ({
        id: `many.${index}`,
        type: 'basic',
        titles: { en: `Link ${index}` },
        link,
      })),
    });
    await http().put(CONFIG).set(bearer(admin)).send({ items }).expect(200);
  });

  it('puts the sample menu back on reset', async () => {
    const sample = await getConfig();
    const items = structuredClone(sample);
    items.reverse();
    find(items, 'apps.chat')!.titles = { en: 'Talk' };
    await http().put(CONFIG).set(bearer(admin)).send({ items }).expect(200);
    expect((await getConfig())[0].id).toBe(sample.at(-1)!.id);

    const { body } = await http().post(`${CONFIG}/reset`).set(bearer(admin)).expect(200);
    expect(body.items).toEqual(sample);
    expect(await getConfig()).toEqual(sample);
  });

  describe('saved by two administrators at once', () => {
    const read = () => http().get(CONFIG).set(bearer(admin)).expect(200);
    /** The menu `from` with Chat named `title` in English, sent with `extra` beside it. */
    const saveRenamed = (
      from: { items: Item[] },
      title: string,
      { ifMatch, extra = {} }: { ifMatch?: string; extra?: Json } = {},
    ) => {
      const items = structuredClone(from.items);
      find(items, 'apps.chat')!.titles = { en: title };
      const put = http().put(CONFIG).set(bearer(admin));
      return (ifMatch ? put.set('If-Match', ifMatch) : put).send({ ...extra, items });
    };
    const chatTitles = (items: Item[]) => find(items, 'apps.chat')!.titles;

    it('answers the menu with its version, in the body and as the ETag', async () => {
      const { body, headers } = await read();
      expect(body.version).toEqual(expect.any(String));
      expect(headers.etag).toBe(`"${body.version}"`);
      const saved = await saveRenamed(body, 'Talk').expect(200);
      expect(saved.body.version).not.toBe(body.version);
      expect(saved.headers.etag).toBe(`"${saved.body.version}"`);
      expect((await read()).body.version).toBe(saved.body.version);
    });

    it('refuses a save from a stale read with 409 and the menu as it stands, saving nothing', async () => {
      const { body: opened, headers } = await read();
      const ifMatch = headers.etag as string;
      const theirs = await saveRenamed(opened, 'Theirs', { ifMatch }).expect(200);

      const refused = await saveRenamed(opened, 'Mine', { ifMatch });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'version-conflict',
        currentVersion: theirs.body.version,
        current: { version: theirs.body.version },
      });
      expect(chatTitles(refused.body.current.items)).toEqual({ en: 'Theirs' });
      expect(chatTitles(await getConfig())).toEqual({ en: 'Theirs' });

      // Saved over theirs on purpose: with the version the conflict answered.
      const over = await saveRenamed(opened, 'Mine', {
        ifMatch: `"${refused.body.currentVersion}"`,
      }).expect(200);
      expect(chatTitles(over.body.items)).toEqual({ en: 'Mine' });
    });

    it('takes the version from the menu sent back whole, never storing it', async () => {
      const { body: opened } = await read();
      await saveRenamed(opened, 'First').expect(200);
      const stale = await saveRenamed(opened, 'Second', { extra: opened });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('version-conflict');

      const { body: fresh } = await read();
      const saved = await saveRenamed(fresh, 'Second', { extra: fresh }).expect(200);
      expect(chatTitles(saved.body.items)).toEqual({ en: 'Second' });
      const stored = await storedRecords(testApp.dataDir, 'navigation');
      expect(stored.map((record) => 'version' in record)).toEqual(stored.map(() => false));
    });

    it('keeps last-write-wins for a save that names no version', async () => {
      const { body: opened } = await read();
      await saveRenamed(opened, 'First').expect(200);
      await saveRenamed(opened, 'Last').expect(200);
      expect(chatTitles(await getConfig())).toEqual({ en: 'Last' });
    });

    it('answers a reset with the version of the menu it put back', async () => {
      const { body } = await http().post(`${CONFIG}/reset`).set(bearer(admin)).expect(200);
      expect(body.version).toBe((await read()).body.version);
    });
  });
});

describe('the saved navigation across versions', () => {
  /** The default navigation's items as the stored `navigation` collection holds them. */
  async function storedDefault(dataDir: string): Promise<Item[]> {
    const records = await storedRecords<{ id: string; items: Item[] }>(dataDir, 'navigation');
    return records.find((record) => record.id === 'default')!.items;
  }

  it('gains the screens of a newer version where the sample has them', async () => {
    const dataDir = await makeTempDir();
    await (await createTestApp({ dataDir })).close();
    const sample = await storedDefault(dataDir);
    // As a version before interview booking and the icon browser saved it.
    const older = await storedRecords<{ id: string } & Record<string, unknown>>(
      dataDir,
      'navigation',
    );
    const drop = (items: Item[]): Item[] =>
      items
        .filter(
          (item) =>
            !['reclutamiento.entrevistas', 'dashboards.mantenimiento.iconos'].includes(item.id),
        )
        .map((item) => (item.children ? { ...item, children: drop(item.children) } : item));
    await replaceStored(
      dataDir,
      'navigation',
      older.map(({ offeredItems: _given, ...record }) => ({
        ...record,
        items: drop(record.items as Item[]),
      })),
    );

    const upgraded = await createTestApp({ dataDir });
    try {
      const admin = await signIn(upgraded.app);
      const { body } = await request(upgraded.app.getHttpServer())
        .get(CONFIG)
        .set(bearer(admin))
        .expect(200);
      expect(ids(body.items)).toEqual(ids(sample));
    } finally {
      await upgraded.close();
    }
  });

  it('keeps out an item an administrator removed, after a restart', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    try {
      const admin = await signIn(first.app);
      const http = request(first.app.getHttpServer());
      const { body } = await http.get(CONFIG).set(bearer(admin)).expect(200);
      const drop = (items: Item[]): Item[] =>
        items
          .filter((item) => item.id !== 'dashboards.mantenimiento.iconos')
          .map((item) => (item.children ? { ...item, children: drop(item.children) } : item));
      await request(first.app.getHttpServer())
        .put(CONFIG)
        .set(bearer(admin))
        .send({ items: drop(body.items) })
        .expect(200);
    } finally {
      await first.close();
    }
    await (await createTestApp({ dataDir })).close();
    expect(ids(await storedDefault(dataDir))).not.toContain('dashboards.mantenimiento.iconos');
  });
});
