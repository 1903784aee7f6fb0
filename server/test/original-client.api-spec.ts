import request from 'supertest';
import { ADMIN, bearer } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { unversioned } from './helpers/versions';

/**
 * Every call of the original client (the Fuse Angular demo) that exists here, with the
 * body exactly as that client sends it, and the fields of
 * the answer it reads. Later modules (mailbox, notes, scrumboard, tasks, dashboards) add
 * their calls here.
 */
describe('the original client’s requests', () => {
  let testApp: TestApp;
  let token: string;
  let user: Record<string, unknown>;
  const http = () => request(testApp.app.getHttpServer());
  const as = {
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: unknown) =>
      http()
        .post(url)
        .set(bearer(token))
        .send(body as object),
    patch: (url: string, body: unknown) =>
      http()
        .patch(url)
        .set(bearer(token))
        .send(body as object),
    put: (url: string, body: unknown) =>
      http()
        .put(url)
        .set(bearer(token))
        .send(body as object),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  };

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
    });
    // The sign-in form's value: rememberMe is '' until the box is ticked.
    const signedIn = await http()
      .post('/api/auth/sign-in')
      .send({ email: ADMIN.email, password: ADMIN.password, rememberMe: '' })
      .expect(200);
    token = signedIn.body.accessToken;
    user = signedIn.body.user;
  });
  afterAll(() => testApp.close());

  describe('auth', () => {
    it('signs in with rememberMe ticked, and reads accessToken and user', async () => {
      const { body } = await http()
        .post('/api/auth/sign-in')
        .send({ email: ADMIN.email, password: ADMIN.password, rememberMe: true })
        .expect(200);
      expect(body).toMatchObject({ accessToken: expect.any(String), user: { email: ADMIN.email } });
      const [, payload] = (body.accessToken as string).split('.');
      expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
        exp: expect.any(Number),
        iat: expect.any(Number),
      });
    });

    it.each([
      ['a wrong password', ADMIN.email, 'not-the-password'],
      ['an unknown e-mail', 'nobody@talento.local', ADMIN.password],
    ])(
      'refuses %s with 404, which it shows, not the 401 it signs out on',
      async (_case, email, password) => {
        const response = await http()
          .post('/api/auth/sign-in')
          .send({ email, password, rememberMe: '' })
          .expect(404);
        expect(response.body).toEqual({
          statusCode: 404,
          requestId: expect.any(String),
          message: 'Wrong email or password',
          error: 'Not Found',
          code: 'wrong-credentials',
        });
      },
    );

    it('refuses a wrong password on the locked screen with 404 too', async () => {
      // The locked screen sends its stored token along with {email, password}.
      const response = await as
        .post('/api/auth/unlock-session', { email: ADMIN.email, password: 'not-the-password' })
        .expect(404);
      expect(response.body.code).toBe('wrong-credentials');
    });

    it('still refuses any other unknown field', async () => {
      const response = await http()
        .post('/api/auth/sign-in')
        .send({ ...ADMIN, rememberMe: '', isAdmin: true })
        .expect(400);
      expect(Object.keys(response.body.fields)).toEqual(['isAdmin']);
    });

    it.each(['sign-in-with-token', 'refresh-access-token'])(
      '%s takes {accessToken}',
      async (path) => {
        const { body } = await http()
          .post(`/api/auth/${path}`)
          .send({ accessToken: token })
          .expect(200);
        expect(body).toMatchObject({ accessToken: expect.any(String), user: { id: user.id } });
      },
    );

    it('unlocks with {email, password}', async () => {
      await http()
        .post('/api/auth/unlock-session')
        .send({ email: ADMIN.email, password: ADMIN.password })
        .expect(200);
    });

    it('signs up with the whole form', async () => {
      await http()
        .post('/api/auth/sign-up')
        .send({
          name: 'Original Client',
          email: 'original.client@talento.local',
          password: 'original-secret',
          company: 'Talento',
          agreements: true,
        })
        .expect(200, 'true');
    });

    it('signs up with an e-mail that has an account, and gets the same true', async () => {
      await http()
        .post('/api/auth/sign-up')
        .send({
          name: 'Original Client',
          email: ADMIN.email,
          password: 'original-secret',
          company: 'Talento',
          agreements: true,
        })
        .expect(200, 'true');
    });

    it('asks for a reset link with the bare e-mail as text/plain', async () => {
      await http()
        .post('/api/auth/forgot-password')
        .set('Content-Type', 'text/plain')
        .send(ADMIN.email)
        .expect(200, 'true');
    });

    it('answers a bare new password without the link’s token with 400 naming the token', async () => {
      // The original reset page sends only the password; a reset needs the link's token.
      const response = await http()
        .post('/api/auth/reset-password')
        .set('Content-Type', 'text/plain')
        .send('a-new-password')
        .expect(400);
      expect(Object.keys(response.body.fields)).toEqual(['token']);
    });

    it('answers a text/plain body elsewhere with 415, not 500', async () => {
      const response = await as
        .post('/api/companies')
        .set('Content-Type', 'text/plain')
        .send('x')
        .expect(415);
      expect(response.body.code).toBe('media-type-unsupported');
    });
  });

  describe('common', () => {
    it('loads the navigation variants', async () => {
      const { body } = await as.get('/api/common/navigation').expect(200);
      expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    });

    // FuseNavigationService.getItem: the first item with the id, depth first.
    type Item = { id: string; subtitle?: string; badge?: { title?: string }; children?: Item[] };
    const getItem = (id: string, items: Item[]): Item | null => {
      for (const item of items) {
        if (item.id === id) return item;
        const found = item.children ? getItem(id, item.children) : null;
        if (found) return found;
      }
      return null;
    };

    it.each(['default', 'compact', 'futuristic', 'horizontal'])(
      'lets the mailbox and tasks pages write their counts into the %s navigation',
      async (variant) => {
        const { body } = await as.get('/api/common/navigation').expect(200);
        const folders = (await as.get('/api/apps/mailbox/folders').expect(200)).body;
        const inbox = folders.find((folder: { slug: string }) => folder.slug === 'inbox');
        // The mailbox sidebar: menuItem.badge.title = inboxFolder.count + ''.
        const mailbox = getItem('apps.mailbox', body[variant]);
        expect(mailbox?.badge).toEqual({ title: expect.any(String), classes: expect.any(String) });
        mailbox!.badge!.title = inbox.count + '';
        // The tasks list: menuItem.subtitle = incomplete + ' remaining tasks'.
        const tasks = getItem('apps.tasks', body[variant]);
        expect(tasks).not.toBeNull();
        tasks!.subtitle = '3 remaining tasks';
      },
    );

    it('changes the user with {user: the whole user} and its new status', async () => {
      const { body } = await as
        .patch('/api/common/user', { user: { ...user, status: 'busy' } })
        .expect(200);
      expect(body).toMatchObject({ id: user.id, name: user.name, status: 'busy' });
      await as.patch('/api/common/user', { user: { ...user, status: 'online' } }).expect(200);
    });

    it('refuses a user body naming another account', async () => {
      const response = await as
        .patch('/api/common/user', {
          user: { ...user, id: '00000000-0000-4000-8000-000000000000', status: 'away' },
        })
        .expect(400);
      expect(Object.keys(response.body.fields)).toEqual(['user.id']);
      expect((await as.get('/api/common/user')).body.status).toBe('online');
    });

    describe.each([
      ['messages', 'message'],
      ['notifications', 'notification'],
    ])('%s', (resource, key) => {
      const url = `/api/common/${resource}`;

      it(`toggles read with PATCH {id, ${key}: the whole item}`, async () => {
        const [item] = (await as.get(url).expect(200)).body;
        const { body } = await as
          .patch(url, { id: item.id, [key]: { ...item, read: !item.read } })
          .expect(200);
        expect(body).toMatchObject({ id: item.id, read: !item.read, title: item.title });
      });

      it(`refuses a ${key}.id that is not the id changed`, async () => {
        const [first, second] = (await as.get(url).expect(200)).body;
        const response = await as
          .patch(url, { id: first.id, [key]: { ...second, read: true } })
          .expect(400);
        expect(Object.keys(response.body.fields)).toEqual([key]);
      });

      it('creates, toggles through the mock’s call, marks all read and removes', async () => {
        const created = await as
          .post(url, { [key]: { title: 'From the original client', description: '<b>hi</b>' } })
          .expect(201);
        const item = created.body;
        await as.post(`${url}/toggle-read-status`, { [key]: { ...item, read: true } }).expect(200);
        await as.get(`${url}/mark-all-as-read`).expect(200);
        const all = (await as.get(url).expect(200)).body;
        expect(
          all.every((entry: { read: boolean; seen: boolean }) => entry.read && entry.seen),
        ).toBe(true);
        await as.delete(`${url}?id=${item.id}`).expect(200);
      });
    });

    it('creates a shortcut from a form holding id: null, and changes it with {id, shortcut}', async () => {
      const created = await as
        .post('/api/common/shortcuts', {
          shortcut: {
            id: null,
            label: 'Docs',
            description: 'Read the docs',
            icon: 'heroicons_outline:book-open',
            link: '/apps/help-center',
            useRouter: true,
          },
        })
        .expect(201);
      const shortcut = created.body;
      expect(shortcut.id).toEqual(expect.any(String));
      const { body } = await as
        .patch('/api/common/shortcuts', {
          id: shortcut.id,
          shortcut: { ...shortcut, label: 'Help' },
        })
        .expect(200);
      expect(body).toMatchObject({ id: shortcut.id, label: 'Help' });
      await as.delete(`/api/common/shortcuts?id=${shortcut.id}`).expect(200);
    });

    it('searches with {query} and answers sets whose results carry link and value', async () => {
      const { body } = await as.post('/api/common/search', { query: 'co' }).expect(200);
      expect(body.length).toBeGreaterThan(0);
      for (const set of body) {
        expect(set).toMatchObject({ id: expect.any(String), label: expect.any(String) });
        for (const result of set.results) {
          expect(result).toMatchObject({ link: expect.any(String), value: expect.any(String) });
        }
      }
    });
  });

  describe('chat', () => {
    it('lists chats, opens one, and mutes it by sending the whole chat back', async () => {
      const [summary] = (await as.get('/api/apps/chat/chats').expect(200)).body;
      const chat = (await as.get(`/api/apps/chat/chat?id=${summary.id}`).expect(200)).body;
      expect(chat.contact).toMatchObject({ name: expect.any(String) });
      const { body } = await as
        .patch('/api/apps/chat/chat', { id: chat.id, chat: { ...chat, muted: !chat.muted } })
        .expect(200);
      expect(body.muted).toBe(!chat.muted);
      const other = await as
        .patch('/api/apps/chat/chat', {
          id: chat.id,
          chat: { ...chat, id: '00000000-0000-4000-8000-000000000000' },
        })
        .expect(400);
      expect(Object.keys(other.body.fields)).toEqual(['chat']);
    });

    it('reads contacts, one contact and the profile', async () => {
      const contacts = (await as.get('/api/apps/chat/contacts').expect(200)).body;
      expect(contacts[0].details).toBeUndefined();
      await as.get(`/api/apps/chat/contact?id=${contacts[0].id}`).expect(200);
      await as.get('/api/apps/chat/profile').expect(200);
    });
  });

  describe('contacts', () => {
    it('creates with {} and saves the whole form with {id, contact}', async () => {
      const created = (await as.post('/api/apps/contacts/contact', {}).expect(201)).body;
      expect(created.name).toBe('New Contact');
      // contactForm.getRawValue(): the id included, background left out.
      const form = {
        id: created.id,
        avatar: null,
        name: 'Ada Original',
        emails: [{ email: 'ada@example.com', label: 'Work' }],
        phoneNumbers: [{ country: 'us', phoneNumber: '555 0100', label: 'Mobile' }],
        title: 'Engineer',
        company: 'Analytical',
        birthday: '1985-12-10T00:00:00.000+01:00',
        address: null,
        notes: '<p>Met at the conference</p>',
        tags: [],
      };
      const { body } = await as
        .patch('/api/apps/contacts/contact', { id: created.id, contact: form })
        .expect(200);
      expect(body).toMatchObject({ id: created.id, name: 'Ada Original', company: 'Analytical' });
      const read = await as.get(`/api/apps/contacts/contact?id=${created.id}`).expect(200);
      expect(read.body).toMatchObject({ id: created.id, phoneNumbers: [{ country: 'us' }] });
      const wrong = await as
        .patch('/api/apps/contacts/contact', {
          id: created.id,
          contact: { ...form, id: '00000000-0000-4000-8000-000000000000' },
        })
        .expect(400);
      expect(Object.keys(wrong.body.fields)).toEqual(['contact']);
      const unknown = await as
        .patch('/api/apps/contacts/contact', { id: created.id, contact: { ...form, mood: 'ok' } })
        .expect(400);
      expect(Object.keys(unknown.body.fields)).toEqual(['contact.mood']);
      await as.delete(`/api/apps/contacts/contact?id=${created.id}`).expect(200, 'true');
    });

    it('lists, searches and reads countries whose iso matches a phone number’s country', async () => {
      const all = (await as.get('/api/apps/contacts/all').expect(200)).body;
      await as
        .get(`/api/apps/contacts/search?query=${encodeURIComponent(all[0].name)}`)
        .expect(200);
      const countries = (await as.get('/api/apps/contacts/countries').expect(200)).body;
      const isos = new Set(countries.map((country: { iso: string }) => country.iso));
      const phoneCountries = all.flatMap((contact: { phoneNumbers: { country: string }[] }) =>
        contact.phoneNumbers.map((phone) => phone.country),
      );
      expect(phoneCountries.length).toBeGreaterThan(0);
      expect(phoneCountries.filter((country: string) => !isos.has(country))).toEqual([]);
      expect(countries[0]).toMatchObject({
        id: expect.any(String),
        iso: expect.stringMatching(/^[a-z]{2}$/),
        name: expect.any(String),
        code: expect.any(String),
        flagImagePos: expect.any(String),
      });
    });

    it('creates a tag with {tag}, renames it with {id, tag: the whole tag}, deletes it', async () => {
      const tag = (await as.post('/api/apps/contacts/tag', { tag: { title: 'Orig' } }).expect(201))
        .body;
      const { body } = await as
        .patch('/api/apps/contacts/tag', { id: tag.id, tag: { ...tag, title: 'Original' } })
        .expect(200);
      expect(body).toEqual({ version: expect.any(String), id: tag.id, title: 'Original' });
      await as.delete(`/api/apps/contacts/tag?id=${tag.id}`).expect(200, 'true');
    });
  });

  describe('inventory', () => {
    it('loads the catalogues and a 0-based page with a cleared sort order', async () => {
      for (const list of ['categories', 'brands', 'vendors', 'tags']) {
        await as.get(`/api/apps/ecommerce/inventory/${list}`).expect(200);
      }
      const { body } = await as
        .get('/api/apps/ecommerce/inventory/products?page=0&size=10&sort=name&order=&search=')
        .expect(200);
      expect(body.products).toHaveLength(10);
      expect(body.pagination).toMatchObject({ page: 0, size: 10, startIndex: 0 });
    });

    it('creates with {} and saves the whole product with {id, product}, price and id included', async () => {
      const created = (await as.post('/api/apps/ecommerce/inventory/product', {}).expect(201)).body;
      const existing = (
        await as.get('/api/apps/ecommerce/inventory/products?page=0&size=5').expect(200)
      ).body.products.find((product: { id: string }) => product.id !== created.id);
      // selectedProductForm.getRawValue() without currentImageIndex.
      const form = {
        id: created.id,
        category: existing.category,
        name: 'Original Watch',
        description: 'Sent as the original client sends it',
        tags: [],
        sku: 'ORIG-001',
        barcode: '1234567890123',
        brand: existing.brand,
        vendor: existing.vendor,
        stock: 10,
        reserved: 2,
        cost: 100,
        basePrice: 200,
        taxPercent: 10,
        price: 999_999,
        weight: 0.2,
        thumbnail: null,
        images: [],
        active: true,
      };
      const { body } = await as
        .patch('/api/apps/ecommerce/inventory/product', { id: created.id, product: form })
        .expect(200);
      // The server computes the price; the echoed one is ignored.
      expect(body).toMatchObject({ id: created.id, name: 'Original Watch', price: 220 });
      const read = await as.get(`/api/apps/ecommerce/inventory/product?id=${created.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: created.id, price: 220 });
      await as
        .patch('/api/apps/ecommerce/inventory/product', {
          id: created.id,
          product: { ...form, id: existing.id },
        })
        .expect(400);
      await as.delete(`/api/apps/ecommerce/inventory/product?id=${created.id}`).expect(200, 'true');
    });

    it('renames a tag with {id, tag: the whole tag}', async () => {
      const tag = (
        await as.post('/api/apps/ecommerce/inventory/tag', { tag: { title: 'orig' } }).expect(201)
      ).body;
      await as
        .patch('/api/apps/ecommerce/inventory/tag', {
          id: tag.id,
          tag: { ...tag, title: 'original' },
        })
        .expect(200);
      await as.delete(`/api/apps/ecommerce/inventory/tag?id=${tag.id}`).expect(200, 'true');
    });
  });

  describe('file manager and help center', () => {
    it('opens the root with folderId=null', async () => {
      const { body } = await as.get('/api/apps/file-manager?folderId=null').expect(200);
      expect(body).toMatchObject({
        folders: expect.any(Array),
        files: expect.any(Array),
        path: [],
      });
    });

    it('reads FAQs and guides as the help center pages do', async () => {
      await as.get('/api/apps/help-center/faqs').expect(200);
      const mostAsked = (await as.get('/api/apps/help-center/faqs?slug=most-asked').expect(200))
        .body;
      expect(mostAsked[0].faqs.length).toBeGreaterThan(0);
      const home = (await as.get('/api/apps/help-center/guides?limit=4').expect(200)).body;
      expect(home[0]).toMatchObject({ visibleGuides: 4, totalGuides: expect.any(Number) });
      const [category] = (
        await as.get(`/api/apps/help-center/guides?slug=${home[0].slug}`).expect(200)
      ).body;
      const guide = category.guides[0];
      const { body } = await as
        .get(`/api/apps/help-center/guide?categorySlug=${category.slug}&guideSlug=${guide.slug}`)
        .expect(200);
      expect(body).toMatchObject({ slug: category.slug, guides: [{ slug: guide.slug }] });
      expect(body.guides[0].content).toEqual(expect.any(String));
    });
  });
  describe('scrumboard', () => {
    const base = '/api/apps/scrumboard';
    // The client's models as it builds and sends them: `new Board(...)`, `new List(...)`,
    // `new Card(...)` (id null until saved, a list with its cards, labels as objects).
    it('creates a board from its Board model and reads lists, labels and members', async () => {
      const { body: board } = await as
        .put(`${base}/board`, {
          board: {
            id: null,
            title: 'Cliente original',
            description: null,
            icon: null,
            lastActivity: null,
            lists: [],
            labels: [],
            members: [],
          },
        })
        .expect(200);
      expect(board).toMatchObject({ title: 'Cliente original', lists: [], labels: [] });
      expect(board.members).toEqual([{ id: user.id, name: expect.any(String), avatar: null }]);
      const patched = await as
        .patch(`${base}/board`, { id: board.id, board: { ...board, title: 'Cliente' } })
        .expect(200);
      expect(patched.body.title).toBe('Cliente');
    });

    it('adds, renames and reorders lists as the board component sends them', async () => {
      const { body: board } = await as.put(`${base}/board`, { board: { title: 'Listas' } });
      const added = [];
      for (const [index, title] of ['Por hacer', 'Hecho'].entries()) {
        const { body } = await as
          .post(`${base}/board/list`, {
            list: { id: null, boardId: board.id, position: (index + 1) * 65_536, title, cards: [] },
          })
          .expect(201);
        added.push({ ...body, cards: [] });
      }
      const [first, second] = added;
      await as.patch(`${base}/board/list`, { list: { ...first, title: 'Pendiente' } }).expect(200);
      const { body: moved } = await as
        .patch(`${base}/board/lists`, { lists: [{ ...second, position: 32_768 }] })
        .expect(200);
      const { cards: _cards, ...fields } = second;
      expect(moved).toEqual([{ ...unversioned(fields), position: 32_768 }]);
      const { body: read } = await as.get(`${base}/board?id=${board.id}`).expect(200);
      expect(read.lists.map((list: { title: string }) => list.title)).toEqual([
        'Hecho',
        'Pendiente',
      ]);
    });

    it('adds a card from its Card model, then sends it back whole with label objects', async () => {
      const { body: board } = await as.put(`${base}/board`, { board: { title: 'Tarjetas' } });
      const { body: list } = await as.post(`${base}/board/list`, {
        list: { boardId: board.id, title: 'Por hacer' },
      });
      const { body: label } = await as
        .put(`${base}/board/label`, { label: { boardId: board.id, title: 'Diseño' } })
        .expect(200);
      const { body: card } = await as
        .put(`${base}/board/card`, {
          card: {
            id: null,
            boardId: board.id,
            listId: list.id,
            position: 65_536,
            title: 'Maqueta',
            description: null,
            labels: [],
            dueDate: null,
          },
        })
        .expect(200);
      const { body: updated } = await as
        .patch(`${base}/board/card`, {
          id: card.id,
          card: { ...card, labels: [label], dueDate: '2026-03-25T05:00:00.000Z' },
        })
        .expect(200);
      expect(updated).toMatchObject({
        labels: [unversioned(label)],
        dueDate: '2026-03-25T05:00:00.000Z',
      });
      const { body: cards } = await as
        .patch(`${base}/board/cards`, { cards: [{ ...updated, position: 131_072 }] })
        .expect(200);
      expect(cards).toEqual([{ ...unversioned(updated), position: 131_072 }]);
      const { body: labels } = await as.get(`${base}/board/labels?boardId=${board.id}`);
      expect(labels).toEqual([unversioned(label)]);
    });
  });

  describe('activities page', () => {
    it('reads api/pages/activities without parameters as an array of the page’s activities', async () => {
      const { body } = await as.get('/api/pages/activities').expect(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThan(0);
      // The fields the page's template reads, in the mock's types.
      for (const activity of body) {
        expect(activity).toMatchObject({
          id: expect.any(String),
          icon: expect.any(String),
          description: expect.any(String),
          date: expect.any(String),
          useRouter: expect.any(Boolean),
        });
        for (const field of ['image', 'extraContent', 'linkedContent', 'link']) {
          expect(activity).toHaveProperty(field);
        }
      }
    });
  });

  describe('dashboards', () => {
    // What the four dashboard pages read from their answers (their templates' expressions).
    it('reads every figure the dashboard pages show', async () => {
      const { body: analytics } = await as.get('/api/dashboards/analytics').expect(200);
      for (const year of ['this-year', 'last-year']) {
        expect(analytics.visitors.series[year][0].data[0]).toEqual({
          x: expect.any(String),
          y: expect.any(Number),
        });
      }
      for (const key of ['conversions', 'impressions', 'visits']) {
        expect(analytics[key]).toMatchObject({
          amount: expect.any(Number),
          labels: expect.any(Array),
        });
      }
      expect(analytics.visitorsVsPageViews).toMatchObject({
        overallScore: expect.any(Number),
        averageRatio: expect.any(Number),
        predictedRatio: expect.any(Number),
      });
      for (const key of ['newVsReturning', 'gender', 'age', 'language']) {
        const { uniqueVisitors, series, labels } = analytics[key];
        expect(typeof ((uniqueVisitors * series[0]) / 100)).toBe('number');
        expect(typeof labels[0]).toBe('string');
      }

      const { body: crypto } = await as.get('/api/dashboards/crypto').expect(200);
      for (const coin of ['btc', 'eth', 'bch', 'xrp']) {
        expect(Number.isFinite(crypto.wallets[coin] * crypto.prices[coin])).toBe(true);
      }
      expect(crypto.btc.marketCap / 1_000_000_000).toBeGreaterThan(0);
      expect(crypto.btc.price.series[0].data.at(-1)).toEqual({ x: 0, y: crypto.btc.amount });
      expect(crypto.watchlist[0]).toMatchObject({
        title: expect.any(String),
        iso: expect.any(String),
        amount: expect.any(Number),
        trend: { dir: expect.any(String), amount: expect.any(Number) },
      });

      const { body: finance } = await as.get('/api/dashboards/finance').expect(200);
      for (const key of ['previousStatement', 'currentStatement']) {
        expect(finance[key]).toMatchObject({
          date: expect.any(String),
          limit: 34500,
          spent: expect.any(Number),
          minimum: expect.any(Number),
        });
      }
      expect(finance.budget).toMatchObject({
        expensesLimit: 20000,
        savingsGoal: 250000,
        billsLimit: 1000,
      });
      expect(finance.accountBalance).toMatchObject({
        growRate: expect.any(Number),
        ami: expect.any(Number),
      });
      expect(finance.recentTransactions[0]).toMatchObject({
        transactionId: expect.any(String),
        date: expect.any(String),
        name: expect.any(String),
        amount: expect.any(Number),
        status: expect.stringMatching(/^(completed|pending)$/),
      });

      const { body: project } = await as.get('/api/dashboards/project').expect(200);
      for (const week of ['this-week', 'last-week']) {
        expect(typeof project.githubIssues.overview[week]['new-issues']).toBe('number');
        expect(typeof project.githubIssues.overview[week]['needs-triage']).toBe('number');
        expect(typeof project.taskDistribution.overview[week].new).toBe('number');
        expect(
          project.githubIssues.series[week].map((series: { type: string }) => series.type),
        ).toEqual(['line', 'column']);
      }
      expect(project.schedule.today[0]).toMatchObject({
        title: expect.any(String),
        time: expect.any(String),
      });
      expect(project.weeklyExpenses.amount).toEqual(expect.any(Number));
      expect(project.budgetDetails.rows[0]).toMatchObject({
        type: expect.any(String),
        total: expect.any(Number),
        expensesAmount: expect.any(Number),
        expensesPercentage: expect.any(Number),
        remainingAmount: expect.any(Number),
        remainingPercentage: expect.any(Number),
      });
      expect(project.teamMembers[0]).toMatchObject({
        name: expect.any(String),
        title: expect.any(String),
      });
    });
  });
});
