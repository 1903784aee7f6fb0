import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedText } from './helpers/stored';

describe('common: navigation, messages, notifications, shortcuts, search', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  const http = () => request(testApp.app.getHttpServer());
  const as = (who: string) => ({
    get: (url: string) => http().get(url).set(bearer(who)),
    post: (url: string) => http().post(url).set(bearer(who)),
    patch: (url: string) => http().patch(url).set(bearer(who)),
    put: (url: string) => http().put(url).set(bearer(who)),
    delete: (url: string) => http().delete(url).set(bearer(who)),
  });

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
    const other = {
      name: 'Otra Persona',
      email: 'otra@talento.local',
      password: 'otra-clave-1',
      company: 'Talento',
    };
    otherToken = (await createStaff(testApp.app, other, ['recruiter', 'rewards'], token)).token;
  });
  afterAll(() => testApp.close());

  describe('navigation', () => {
    it('serves the sample menu in the default navigation, and the variants', async () => {
      const { body } = await as(token).get('/api/common/navigation').expect(200);
      expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
      const dashboards = body.default[0];
      expect(dashboards).toMatchObject({
        type: 'group',
        title: 'Dashboards',
        translation: 'nav.dashboards',
        subtitle: 'Reportes, informes',
        subtitleTranslation: 'nav.dashboardsSubtitle',
      });
      expect(dashboards.children[2].children[1]).toMatchObject({
        title: 'Búsqueda del Postulante',
        translation: 'nav.busquedaPostulante',
      });
      const titles = dashboards.children.map((item: { title: string }) => item.title);
      expect(titles).toEqual([
        'Tablero Resumen',
        'Vacancia',
        'Postulantes',
        'Auto-reportes',
        'Mantenimiento',
      ]);
      expect(dashboards.children[1].children.map((item: { link: string }) => item.link)).toEqual([
        '/apps/crearvacanciaInterno',
        '/apps/listadovacanciaInterna',
      ]);
      // The seed's compact and futuristic navigations are empty and its horizontal one a
      // lone empty group: each is served as the default one, which the layouts show.
      for (const variant of ['compact', 'futuristic', 'horizontal']) {
        expect(body[variant]).toEqual(body.default);
      }
    });

    it('reaches every main screen from the default navigation', async () => {
      const { body } = await as(token).get('/api/common/navigation').expect(200);
      const links = new Set<string>();
      const walk = (items: { link?: string; children?: unknown[] }[]) =>
        items.forEach((item) => {
          if (item.link) links.add(item.link);
          if (item.children) walk(item.children as typeof items);
        });
      walk(body.default);
      const screens = [
        'favoritos',
        'mantenimiento/empresas',
        'mantenimiento/categorias',
        'mantenimiento/form_prem',
        'apps/sheet',
        'apps/file-manager',
        'apps/premios',
        'apps/activities',
        'apps/new-activity',
        'apps/canjes',
        'apps/users',
        'apps/crearpostulante',
        'apps/autoreportes',
        'apps/tablero',
        'apps/Busquedapostulante',
        'apps/menuconfig',
        'apps/listadovacanciaInterna',
        'apps/crearvacanciaInterno',
        'apps/banners',
        'apps/new-banner',
        'apps/trivias-completadas',
        'apps/facturas-completadas',
        'apps/usuarios-logueados',
        'apps/canjes-completados',
      ];
      for (const screen of screens) expect([...links]).toContain(`/${screen}`);
    });

    it('replaces the whole tree and keeps it', async () => {
      const { body: before } = await as(token).get('/api/common/navigation').expect(200);
      const edited = structuredClone(before);
      edited.default[0].children[0].title = 'Resumen';
      edited.default[0].children[0].badge = { title: '3', classes: 'bg-danger' };
      const { body } = await as(token).put('/api/common/navigation').send(edited).expect(200);
      expect(body.default[0].children[0]).toMatchObject({
        title: 'Resumen',
        badge: { title: '3' },
      });
      const stored = await storedText(testApp.dataDir, 'navigation');
      expect(stored).toContain('"Resumen"');
      await as(token).put('/api/common/navigation').send(before).expect(200);
    });

    it.each([
      ['an unknown type', (nav: Nav) => (nav.default[0].type = 'widget'), 'default.0.type'],
      ['a duplicate id', (nav: Nav) => (nav.default[1].id = nav.default[0].id), 'default.1.id'],
      [
        'a link on a group',
        (nav: Nav) => (nav.default[0].link = '/apps/tablero'),
        'default.0.link',
      ],
      ['children on a divider', (nav: Nav) => (nav.default[1].children = []), 'default.1.children'],
      ['a missing variant', (nav: Nav) => delete (nav as Partial<Nav>).compact, 'compact'],
      ['an unknown field', (nav: Nav) => (nav.default[0].colour = 'red'), 'default.0.colour'],
      [
        'a translation that is not a key',
        (nav: Nav) => (nav.default[0].translation = 'Tablero Resumen'),
        'default.0.translation',
      ],
      [
        'a Bootstrap icon name',
        (nav: Nav) => ((nav.default[0].children![1] as Nav['default'][0]).icon = 'bi-briefcase'),
        'default.0.children.1.icon',
      ],
    ])('refuses %s, changing nothing', async (_case, spoil, field) => {
      const { body: before } = await as(token).get('/api/common/navigation').expect(200);
      const stored = await storedText(testApp.dataDir, 'navigation');
      const broken = structuredClone(before);
      spoil(broken);
      const response = await as(token).put('/api/common/navigation').send(broken).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
      expect(await storedText(testApp.dataDir, 'navigation')).toBe(stored);
    });
  });

  describe.each([
    ['messages', 'message'],
    ['notifications', 'notification'],
  ])('%s', (path, key) => {
    const url = `/api/common/${path}`;

    it('lists the account’s own sample items, newest first, and nobody else’s', async () => {
      const mine = (await as(token).get(url).expect(200)).body;
      const theirs = (await as(otherToken).get(url).expect(200)).body;
      expect(mine.length).toBeGreaterThan(3);
      expect(theirs.length).toBe(mine.length);
      expect(mine.map((item: { id: string }) => item.id)).not.toEqual(
        expect.arrayContaining([theirs[0].id]),
      );
      const times = mine.map((item: { time: string }) => item.time);
      expect([...times].sort().reverse()).toEqual(times);
      expect(mine[0].accountId).toBeUndefined();
    });

    it('creates (sanitised), updates, toggles, marks all read and removes', async () => {
      const created = await as(token)
        .post(url)
        .send({
          [key]: {
            title: 'Hola',
            description: '<b>Bien</b><img src=x onerror=alert(1)>',
            link: '/apps/tablero',
          },
        })
        .expect(201);
      expect(created.body).toMatchObject({
        title: 'Hola',
        description: '<b>Bien</b>',
        read: false,
        seen: false,
        useRouter: true,
      });
      const id = created.body.id;

      const updated = await as(token)
        .patch(url)
        .send({ id, [key]: { title: 'Hola otra vez' } })
        .expect(200);
      expect(updated.body).toMatchObject({
        id,
        title: 'Hola otra vez',
        description: '<b>Bien</b>',
      });

      const flipped = await as(token)
        .post(`${url}/toggle-read-status`)
        .send({ [key]: { id } })
        .expect(200);
      expect(flipped.body.read).toBe(true);
      const set = await as(token)
        .post(`${url}/toggle-read-status`)
        .send({ [key]: { id, read: false } })
        .expect(200);
      expect(set.body.read).toBe(false);

      const marked = await as(token)
        .get(`${url}/mark-all-as-read`)
        .expect(200)
        .expect('Content-Type', /application\/json/);
      expect(marked.body).toBe(true);
      const all = (await as(token).get(url).expect(200)).body;
      // Mark-all-as-read sets read and seen.
      expect(all.every((item: { read: boolean; seen: boolean }) => item.read && item.seen)).toBe(
        true,
      );
      const others = (await as(otherToken).get(url).expect(200)).body;
      expect(others.some((item: { read: boolean }) => !item.read)).toBe(true);

      const removed = await as(token).delete(`${url}?id=${id}`).expect(200);
      expect(removed.body.id).toBe(id);
      const after = (await as(token).get(url).expect(200)).body;
      expect(after.map((item: { id: string }) => item.id)).not.toContain(id);
    });

    it('answers 404 for another account’s item and for unknown ids', async () => {
      const theirs = (await as(otherToken).get(url).expect(200)).body[0];
      await as(token)
        .patch(url)
        .send({ id: theirs.id, [key]: { read: true } })
        .expect(404);
      await as(token).delete(`${url}?id=${theirs.id}`).expect(404);
      await as(token).delete(`${url}?id=00000000-0000-4000-8000-000000000000`).expect(404);
      await as(token).delete(`${url}?id=nope`).expect(400);
    });

    it.each([
      [{}, key],
      [{ [key]: {} }, `${key}.title`],
      [{ [key]: { title: 'x', link: 'javascript:alert(1)' } }, `${key}.link`],
      [{ [key]: { title: 'x', link: '//evil.example/x' } }, `${key}.link`],
      [{ [key]: { title: 'x', link: 'https://example.com', useRouter: true } }, `${key}.link`],
      [{ [key]: { title: 'x', read: 'yes' } }, `${key}.read`],
      [{ [key]: { title: 'x', icon: 'bi-bell' } }, `${key}.icon`],
      [{ [key]: { title: 'x', icon: 'fa:bell' } }, `${key}.icon`],
      [{ [key]: { title: 'x', extra: 1 } }, `${key}.extra`],
    ])('refuses %p', async (body, field) => {
      const response = await as(token).post(url).send(body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });
  });

  describe('shortcuts', () => {
    const url = '/api/common/shortcuts';
    const valid = {
      label: 'Favoritos',
      icon: 'heroicons_outline:star',
      link: '/favoritos',
      useRouter: true,
    };

    it('creates, updates and removes the account’s shortcuts', async () => {
      const before = (await as(token).get(url).expect(200)).body;
      expect(before.length).toBeGreaterThan(0);
      const created = await as(token).post(url).send({ shortcut: valid }).expect(201);
      expect(created.body).toMatchObject(valid);
      const updated = await as(token)
        .patch(url)
        .send({ id: created.body.id, shortcut: { description: 'Mis favoritos' } })
        .expect(200);
      expect(updated.body).toMatchObject({ ...valid, description: 'Mis favoritos' });
      const mismatch = await as(token)
        .patch(url)
        .send({ id: created.body.id, shortcut: { useRouter: false } })
        .expect(400);
      expect(mismatch.body.fields).toEqual({
        'shortcut.link': ['shortcut.link must be an http(s) address when useRouter is false'],
      });
      await as(token).delete(`${url}?id=${created.body.id}`).expect(200);
      expect((await as(token).get(url).expect(200)).body).toHaveLength(before.length);
      await as(otherToken).delete(`${url}?id=${before[0].id}`).expect(404);
    });

    it.each(['label', 'icon', 'link', 'useRouter'])(
      'refuses a shortcut without %s',
      async (field) => {
        const { [field as keyof typeof valid]: _omitted, ...rest } = valid;
        const response = await as(token).post(url).send({ shortcut: rest }).expect(400);
        expect(Object.keys(response.body.fields)).toContain(`shortcut.${field}`);
      },
    );
  });

  describe('search', () => {
    const search = (query: unknown) => as(token).post('/api/common/search').send({ query });

    it('finds pages case-insensitively with the match highlighted', async () => {
      const { body } = await search('VACAN').expect(200);
      const pages = body.find((set: { id: string }) => set.id === 'pages');
      expect(pages.label).toBe('Pages');
      expect(pages.results).toEqual(
        expect.arrayContaining([
          {
            id: 'dashboards.vacancia.lista',
            title: 'Lista de Vacancia',
            link: '/apps/listadovacanciaInterna',
            value: 'Lista de <mark>Vacan</mark>cia',
          },
        ]),
      );
    });

    it('finds the caller’s own tasks by title or notes, with title and completed', async () => {
      const made = await as(token).post('/api/apps/tasks/task').send({ type: 'task' }).expect(201);
      const id = made.body.id as string;
      await as(token)
        .patch('/api/apps/tasks/task')
        .send({
          id,
          task: { title: 'Ordenar archivo', notes: 'Carpetas de ZORZAL', completed: true },
        })
        .expect(200);
      const { body } = await search('zorzal').expect(200);
      const tasks = body.find((set: { id: string }) => set.id === 'tasks');
      expect(tasks).toEqual({
        id: 'tasks',
        label: 'Tasks',
        results: [
          {
            id,
            link: `/apps/tasks/${id}`,
            value: 'Ordenar archivo',
            title: 'Ordenar archivo',
            completed: true,
          },
        ],
      });
      const theirs = await as(otherToken).post('/api/common/search').send({ query: 'zorzal' });
      expect(theirs.body).toEqual([]);
    });

    it.each(['', 'v', ' t '])('answers nothing for %p (under 2 characters)', async (query) => {
      expect((await search(query).expect(200)).body).toEqual([]);
    });

    it('answers no sets when nothing matches, and refuses a bad query', async () => {
      expect((await search('zzzz-nothing').expect(200)).body).toEqual([]);
      await search(42).expect(400);
      await search('x'.repeat(101)).expect(400);
    });
  });
});

type Nav = Record<string, Record<string, unknown>[]> & {
  default: (Record<string, unknown> & { children?: unknown[] })[];
};
