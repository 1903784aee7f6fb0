import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;

/** The administrator's sample task list, from data/seed/tasks. */
const SAMPLE_TASK_COUNT = (
  JSON.parse(readFileSync(join(__dirname, '../../data/seed/tasks/tasks.json'), 'utf8')) as unknown[]
).length;

/** One PATCH operation, sent a body that names one field of an existing record. */
interface PatchCase {
  /** As the OpenAPI document names it. */
  route: string;
  /** The id of a seeded record this change is allowed on. */
  pick: () => Promise<string>;
  read: (id: string) => Promise<Json>;
  send: (id: string) => { url: string; body: Json };
  /** The field the body names, and what it holds afterwards. */
  field: string;
  value: unknown;
  /** Fields the change itself moves: timestamps, history, read models. */
  derived?: string[];
}

describe('PATCH changes only the fields it names', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());

  async function get(url: string): Promise<unknown> {
    const response = await http().get(url).set(bearer(token));
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    return response.body;
  }
  const list = async (url: string, key?: string) => {
    const body = (await get(url)) as Json;
    return (key ? body[key] : body) as Json[];
  };
  const firstId = async (url: string, key?: string, where: (item: Json) => boolean = () => true) =>
    (await list(url, key)).find(where)!.id as string;
  const inList = (url: string, key?: string) => async (id: string) =>
    (await list(url, key)).find((item) => item.id === id)!;

  /** The first sample board, whole; remembers each card's list for the positions case. */
  const scrumboardListOf = new Map<string, string>();
  const scrumboard = async () => {
    const id = await firstId('/api/apps/scrumboard/boards');
    const board = (await get(`/api/apps/scrumboard/board?id=${id}`)) as {
      lists: (Json & { cards: Json[] })[];
      labels: Json[];
    };
    for (const list of board.lists) {
      for (const card of list.cards) scrumboardListOf.set(card.id as string, list.id as string);
    }
    return board;
  };
  const scrumboardCard = async (id: string) =>
    (await scrumboard()).lists.flatMap((list) => list.cards).find((card) => card.id === id)!;

  const CASES: PatchCase[] = [
    {
      route: '/api/banners/{id}',
      pick: async () => ((await get('/api/banners')) as { id: string }[])[0].id,
      read: (id) => get(`/api/banners/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/banners/${id}`, body: { title: 'Otro título' } }),
      field: 'title',
      value: 'Otro título',
      derived: ['updatedAt'],
    },
    {
      route: '/api/members/{id}',
      pick: () => firstId('/api/members', 'items'),
      read: (id) => get(`/api/members/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/members/${id}`, body: { company: 'Globex' } }),
      field: 'company',
      value: 'Globex',
      derived: ['updatedAt'],
    },
    {
      // Invoices have no sample: a pending one is registered for the case.
      route: '/api/invoices/{id}',
      pick: async () => {
        const memberId = await firstId('/api/members?status=active', 'items');
        const body = {
          memberId,
          number: 'PATCH-1',
          vendor: 'Papelería Central',
          amount: 480.5,
          currency: 'MXN',
          issuedAt: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
        };
        const response = await http().post('/api/invoices').set(bearer(token)).send(body);
        if (response.status !== 201) throw new Error(`POST /api/invoices: ${response.status}`);
        return (response.body as Json).id as string;
      },
      read: (id) => get(`/api/invoices/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/invoices/${id}`, body: { vendor: 'Office Depot' } }),
      field: 'vendor',
      value: 'Office Depot',
      derived: ['updatedAt'],
    },
    {
      // Saved reports have no sample: the case saves one.
      route: '/api/reports/saved/{id}',
      pick: async () => {
        const body = {
          name: 'Postulantes por etapa',
          kind: 'applicants-per-stage',
          filters: { period: 'last-month' },
          schedule: { frequency: 'weekly', time: '08:00', weekday: 1 },
          recipients: ['jefa@example.com'],
        };
        const response = await http().post('/api/reports/saved').set(bearer(token)).send(body);
        if (response.status !== 201) throw new Error(`POST /api/reports/saved: ${response.status}`);
        return (response.body as Json).id as string;
      },
      read: (id) => get(`/api/reports/saved/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/reports/saved/${id}`, body: { name: 'Etapas del mes' } }),
      field: 'name',
      value: 'Etapas del mes',
      derived: ['updatedAt'],
    },
    {
      route: '/api/rewards/{id}',
      pick: () => firstId('/api/rewards', 'items'),
      read: (id) => get(`/api/rewards/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/rewards/${id}`, body: { stock: 33 } }),
      field: 'stock',
      value: 33,
      derived: ['updatedAt'],
    },
    {
      // No sample trivias yet: the case adds its own (with questions, points and dates).
      route: '/api/trivias/{id}',
      pick: async () => {
        const day = 86_400_000;
        const created = await http()
          .post('/api/trivias')
          .set(bearer(token))
          .send({
            title: 'Trivia de oficina',
            description: 'Preguntas rápidas.',
            questions: [{ text: '¿Café o té?', options: ['Café', 'Té'], answer: 0 }],
            points: 20,
            startsAt: new Date(Date.now() - day).toISOString(),
            endsAt: new Date(Date.now() + day).toISOString(),
          })
          .expect(201);
        return created.body.id as string;
      },
      read: (id) => get(`/api/trivias/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/trivias/${id}`, body: { description: 'Otra descripción.' } }),
      field: 'description',
      value: 'Otra descripción.',
      derived: ['updatedAt'],
    },
    {
      route: '/api/companies/{id}',
      pick: () => firstId('/api/companies', 'items'),
      read: (id) => get(`/api/companies/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/companies/${id}`, body: { industry: 'Logística' } }),
      field: 'industry',
      value: 'Logística',
      derived: ['updatedAt'],
    },
    {
      route: '/api/applicants/{id}',
      pick: () => firstId('/api/applicants', 'items'),
      read: (id) => get(`/api/applicants/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/applicants/${id}`, body: { city: 'Monterrey' } }),
      field: 'city',
      value: 'Monterrey',
      derived: ['updatedAt'],
    },
    {
      route: '/api/categories/{id}',
      pick: () => firstId('/api/categories', 'items'),
      read: (id) => get(`/api/categories/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/categories/${id}`, body: { description: 'Otra descripción.' } }),
      field: 'description',
      value: 'Otra descripción.',
      derived: ['updatedAt'],
    },
    {
      route: '/api/vacancies/{id}',
      pick: () => firstId('/api/vacancies', 'items', (vacancy) => vacancy.status === 'open'),
      read: (id) => get(`/api/vacancies/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/vacancies/${id}`, body: { location: 'Mérida' } }),
      field: 'location',
      value: 'Mérida',
      derived: ['updatedAt'],
    },
    {
      route: '/api/vacancies/{id}/status',
      pick: () => firstId('/api/vacancies', 'items', (vacancy) => vacancy.status === 'open'),
      read: (id) => get(`/api/vacancies/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/vacancies/${id}/status`, body: { status: 'paused' } }),
      field: 'status',
      value: 'paused',
      derived: ['updatedAt'],
    },
    {
      route: '/api/applications/{id}',
      pick: () => firstId('/api/applications', 'items', (application) => application.rating !== 4),
      read: (id) => get(`/api/applications/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/applications/${id}`, body: { rating: 4 } }),
      field: 'rating',
      value: 4,
      derived: ['updatedAt'],
    },
    {
      route: '/api/applications/{id}/stage',
      pick: () =>
        firstId('/api/applications', 'items', (application) => application.stage === 'applied'),
      read: (id) => get(`/api/applications/${id}`) as Promise<Json>,
      send: (id) => ({ url: `/api/applications/${id}/stage`, body: { stage: 'screening' } }),
      field: 'stage',
      value: 'screening',
      derived: ['updatedAt', 'history'],
    },
    {
      route: '/api/common/shortcuts',
      pick: () => firstId('/api/common/shortcuts'),
      read: inList('/api/common/shortcuts'),
      send: (id) => ({ url: '/api/common/shortcuts', body: { id, shortcut: { label: 'Panel' } } }),
      field: 'label',
      value: 'Panel',
    },
    ...(['messages', 'notifications'] as const).map((path): PatchCase => ({
      route: `/api/common/${path}`,
      pick: () => firstId(`/api/common/${path}`),
      read: inList(`/api/common/${path}`),
      send: (id) => ({
        url: `/api/common/${path}`,
        body: { id, [path.slice(0, -1)]: { title: 'Otro título' } },
      }),
      field: 'title',
      value: 'Otro título',
    })),
    {
      route: '/api/apps/chat/chat',
      pick: () => firstId('/api/apps/chat/chats', undefined, (chat) => chat.muted === false),
      read: (id) => get(`/api/apps/chat/chat?id=${id}`) as Promise<Json>,
      send: (id) => ({ url: '/api/apps/chat/chat', body: { id, chat: { muted: true } } }),
      field: 'muted',
      value: true,
    },
    {
      route: '/api/apps/mailbox/settings',
      pick: async () => 'settings',
      read: () => get('/api/apps/mailbox/settings') as Promise<Json>,
      send: () => ({
        url: '/api/apps/mailbox/settings',
        body: { settings: { messageLayout: 'full' } },
      }),
      field: 'messageLayout',
      value: 'full',
    },
    {
      route: '/api/apps/mailbox/label',
      pick: () => firstId('/api/apps/mailbox/labels'),
      read: inList('/api/apps/mailbox/labels'),
      send: (id) => ({ url: '/api/apps/mailbox/label', body: { id, label: { color: 'cyan' } } }),
      field: 'color',
      value: 'cyan',
    },
    {
      route: '/api/apps/mailbox/mail',
      pick: () =>
        firstId('/api/apps/mailbox/mails?folder=inbox', 'mails', (mail) => mail.starred === false),
      read: (id) => get(`/api/apps/mailbox/mail?id=${id}`) as Promise<Json>,
      send: (id) => ({ url: '/api/apps/mailbox/mail', body: { id, mail: { starred: true } } }),
      field: 'starred',
      value: true,
    },
    {
      route: '/api/apps/mailbox/draft',
      pick: () => firstId('/api/apps/mailbox/mails?folder=drafts', 'mails'),
      read: (id) => get(`/api/apps/mailbox/mail?id=${id}`) as Promise<Json>,
      send: (id) => ({
        url: '/api/apps/mailbox/draft',
        body: { id, mail: { subject: 'Otro asunto' } },
      }),
      field: 'subject',
      value: 'Otro asunto',
      derived: ['date'],
    },
    {
      route: '/api/apps/contacts/contact',
      pick: () => firstId('/api/apps/contacts/all'),
      read: (id) => get(`/api/apps/contacts/contact?id=${id}`) as Promise<Json>,
      send: (id) => ({
        url: '/api/apps/contacts/contact',
        body: { id, contact: { address: 'Calle Falsa 123' } },
      }),
      field: 'address',
      value: 'Calle Falsa 123',
    },
    {
      route: '/api/apps/contacts/tag',
      pick: () => firstId('/api/apps/contacts/tags'),
      read: inList('/api/apps/contacts/tags'),
      send: (id) => ({ url: '/api/apps/contacts/tag', body: { id, tag: { title: 'Oficina' } } }),
      field: 'title',
      value: 'Oficina',
    },
    {
      route: '/api/apps/tasks/task',
      pick: () => firstId('/api/apps/tasks/all', undefined, (task) => task.type === 'task'),
      read: (id) => get(`/api/apps/tasks/task?id=${id}`) as Promise<Json>,
      send: (id) => ({
        url: '/api/apps/tasks/task',
        body: { id, task: { notes: 'Llamar antes' } },
      }),
      field: 'notes',
      value: 'Llamar antes',
    },
    {
      route: '/api/apps/tasks/tag',
      pick: () => firstId('/api/apps/tasks/tags'),
      read: inList('/api/apps/tasks/tags'),
      send: (id) => ({ url: '/api/apps/tasks/tag', body: { id, tag: { title: 'Oficina' } } }),
      field: 'title',
      value: 'Oficina',
    },
    (() => {
      // The whole new order: the first task moves to the end, the others keep their fields.
      let ids: string[] = [];
      return {
        route: '/api/apps/tasks/order',
        pick: async () => {
          ids = (await list('/api/apps/tasks/all')).map((task) => task.id as string);
          return ids[0];
        },
        read: inList('/api/apps/tasks/all'),
        send: (id: string) => ({
          url: '/api/apps/tasks/order',
          body: { tasks: [...ids.filter((other) => other !== id), id].map((one) => ({ id: one })) },
        }),
        field: 'order',
        value: SAMPLE_TASK_COUNT - 1,
      };
    })(),
    {
      route: '/api/apps/ecommerce/inventory/product',
      pick: () => firstId('/api/apps/ecommerce/inventory/products', 'products'),
      read: (id) => get(`/api/apps/ecommerce/inventory/product?id=${id}`) as Promise<Json>,
      send: (id) => ({
        url: '/api/apps/ecommerce/inventory/product',
        body: { id, product: { weight: 1.25 } },
      }),
      field: 'weight',
      value: 1.25,
    },
    {
      route: '/api/apps/ecommerce/inventory/tag',
      pick: () => firstId('/api/apps/ecommerce/inventory/tags'),
      read: inList('/api/apps/ecommerce/inventory/tags'),
      send: (id) => ({
        url: '/api/apps/ecommerce/inventory/tag',
        body: { id, tag: { title: 'mechanical' } },
      }),
      field: 'title',
      value: 'mechanical',
    },
    {
      route: '/api/apps/scrumboard/board',
      pick: () => firstId('/api/apps/scrumboard/boards'),
      read: inList('/api/apps/scrumboard/boards'),
      send: (id) => ({
        url: '/api/apps/scrumboard/board',
        body: { id, board: { description: 'Otra descripción.' } },
      }),
      field: 'description',
      value: 'Otra descripción.',
      derived: ['lastActivity'],
    },
    {
      route: '/api/apps/scrumboard/board/list',
      pick: async () => (await scrumboard()).lists[0]!.id as string,
      read: async (id) => (await scrumboard()).lists.find((list) => list.id === id)!,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/list',
        body: { list: { id, title: 'Pendiente' } },
      }),
      field: 'title',
      value: 'Pendiente',
    },
    {
      route: '/api/apps/scrumboard/board/lists',
      pick: async () => (await scrumboard()).lists[1]!.id as string,
      read: async (id) => (await scrumboard()).lists.find((list) => list.id === id)!,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/lists',
        body: { lists: [{ id, title: 'Atascado' }] },
      }),
      field: 'title',
      value: 'Atascado',
    },
    {
      route: '/api/apps/scrumboard/board/card',
      pick: async () => (await scrumboard()).lists[0]!.cards[0]!.id as string,
      read: scrumboardCard,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/card',
        body: { id, card: { title: 'Otra tarea' } },
      }),
      field: 'title',
      value: 'Otra tarea',
    },
    {
      route: '/api/apps/scrumboard/board/cards',
      pick: async () => (await scrumboard()).lists[0]!.cards[1]!.id as string,
      read: scrumboardCard,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/cards',
        body: { cards: [{ id, description: 'Otra descripción.' }] },
      }),
      field: 'description',
      value: 'Otra descripción.',
    },
    {
      // The third card of a list, put first: its position is all that changes.
      route: '/api/apps/scrumboard/board/card/positions',
      pick: async () => (await scrumboard()).lists[0]!.cards[2]!.id as string,
      read: scrumboardCard,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/card/positions',
        body: { cards: [{ id, listId: scrumboardListOf.get(id) }] },
      }),
      field: 'position',
      value: 65_536,
    },
    {
      route: '/api/apps/scrumboard/board/label',
      pick: async () => (await scrumboard()).labels[0]!.id as string,
      read: async (id) => (await scrumboard()).labels.find((label) => label.id === id)!,
      send: (id) => ({
        url: '/api/apps/scrumboard/board/label',
        body: { id, label: { title: 'Revisar' } },
      }),
      field: 'title',
      value: 'Revisar',
    },
    {
      route: '/api/apps/file-manager/item',
      pick: () => firstId('/api/apps/file-manager', 'folders'),
      read: (id) => get(`/api/apps/file-manager/item?id=${id}`) as Promise<Json>,
      send: (id) => ({
        url: '/api/apps/file-manager/item',
        body: { id, item: { description: 'Otra descripción.' } },
      }),
      field: 'description',
      value: 'Otra descripción.',
      derived: ['modifiedAt'],
    },
    {
      route: '/api/apps/notes',
      pick: () => firstId('/api/apps/notes/all', undefined, (note) => note.reminder !== null),
      read: inList('/api/apps/notes/all'),
      send: (id) => ({
        url: '/api/apps/notes',
        body: { updatedNote: { id, title: 'Otro título' } },
      }),
      field: 'title',
      value: 'Otro título',
      derived: ['updatedAt'],
    },
    {
      route: '/api/apps/notes/labels',
      pick: () => firstId('/api/apps/notes/labels'),
      read: inList('/api/apps/notes/labels'),
      send: (id) => ({ url: '/api/apps/notes/labels', body: { label: { id, title: 'Hogar' } } }),
      field: 'title',
      value: 'Hogar',
    },
    {
      route: '/api/common/user',
      pick: async () => ((await get('/api/common/user')) as Json).id as string,
      read: () => get('/api/common/user') as Promise<Json>,
      send: () => ({ url: '/api/common/user', body: { status: 'busy' } }),
      field: 'status',
      value: 'busy',
    },
  ];

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('walks every PATCH operation of the API', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const patched = Object.entries(document.paths)
      .filter(([, operations]) => 'patch' in operations)
      .map(([path]) => path);
    expect(CASES.map((one) => one.route).sort()).toEqual(patched.sort());
  });

  it.each(CASES.map((one) => [one.route, one] as const))(
    'PATCH %s keeps the other fields',
    async (_route, { pick, read, send, field, value, derived = [] }) => {
      const id = await pick();
      const before = await read(id);
      expect(before[field]).not.toEqual(value);
      const { url, body } = send(id);
      await http().patch(url).set(bearer(token)).send(body).expect(200);
      const after = await read(id);
      expect(after[field]).toEqual(value);
      // A record's version follows any change of it.
      if (before.version !== undefined) expect(after.version).not.toEqual(before.version);
      const moved = [field, 'version', ...derived];
      const rest = (record: Json) =>
        Object.fromEntries(Object.entries(record).filter(([key]) => !moved.includes(key)));
      expect(rest(after)).toEqual(rest(before));
    },
  );

  describe('the signed-in account', () => {
    const user = () => get('/api/common/user') as Promise<Json>;
    const patch = (body: object) =>
      http().patch('/api/common/user').set(bearer(token)).send(body).expect(200);

    it('an empty body changes nothing', async () => {
      const before = await user();
      const answer = await patch({});
      expect(answer.body).toEqual(before);
      expect(await user()).toEqual(before);
    });

    it('takes the original client’s wrapped body beside the flat one', async () => {
      // The account's version follows each change: compared apart.
      const unversioned = async () => {
        const { version, ...rest } = await user();
        expect(version).toEqual(expect.any(String));
        return rest;
      };
      const before = await unversioned();
      await patch({ user: { status: 'away', surname: 'Fernández Ruiz' } });
      expect(await unversioned()).toEqual({ ...before, status: 'away', surname: 'Fernández Ruiz' });
      await patch({ surname: before.surname });
      expect(await unversioned()).toEqual({ ...before, status: 'away' });
    });

    it.each([
      [{ name: null }, 'name'],
      [{ user: { status: 'asleep' } }, 'user.status'],
      [{ user: null }, 'user'],
      [{ user: { colour: 'red' } }, 'user.colour'],
      [{ avatar: '//evil.example/a.png' }, 'avatar'],
    ])('refuses %p, changing nothing', async (body, field) => {
      const before = await user();
      const response = await http()
        .patch('/api/common/user')
        .set(bearer(token))
        .send(body)
        .expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
      expect(await user()).toEqual(before);
    });
  });
});
