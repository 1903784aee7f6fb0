import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;

/**
 * One write operation, fed back what its read answered: the record (or list item) whole,
 * then the same with one editable field changed.
 */
interface RoundTrip {
  /** The operation as the OpenAPI document names it, e.g. `PATCH /api/companies/{id}`. */
  operation: string;
  /** The id of a seeded (or freshly made) record. */
  pick: () => Promise<string>;
  /** What the read answers for it. */
  read: (id: string) => Promise<Json>;
  /** The request that writes `record` back. */
  write: (id: string, record: Json) => { url: string; body: Json };
  /** The record with one editable field changed (see `setting`). */
  change: (record: Json) => Json;
  /** What of a read shows the change; by default all of it but `derived`. */
  shown?: (record: Json) => unknown;
  /** Fields the write itself moves: timestamps, activity, read models. */
  derived?: string[];
  /**
   * Fields a write moves even when it takes the record back unchanged (deliberately). Its
   * stamps (`updatedAt`, `modifiedAt`) and so its version stay: it writes nothing.
   */
  touched?: string[];
}

/** The change that sets one field (a dotted path) to `value`, leaving the record as it was. */
function setting(path: string, value: unknown): (record: Json) => Json {
  return (record) => {
    const copy = structuredClone(record);
    const keys = path.split('.');
    let target = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = value;
    return copy;
  };
}

/**
 * Writes that take no record: state changes, orders, memberships and creations. Each is
 * listed with why, so that any other write nobody listed fails the walk below.
 */
const NOT_RECORD_WRITES: Record<string, string> = {
  'PATCH /api/vacancies/{id}/status': 'a state change: takes {status}',
  'PATCH /api/applications/{id}/stage': 'a state change: takes {stage, note}',
  'PUT /api/accounts/{id}/roles': 'sets one field: takes {roles}',
  'PUT /api/favourites/{kind}/{id}': 'marks a favourite: no body',
  'PUT /api/banners/order': 'an order of ids: takes {ids}',
  'PATCH /api/apps/scrumboard/board/card/positions':
    'an order of cards: takes {cards: [{id, listId}]}',
  'PUT /api/apps/scrumboard/board': 'creates a board',
  'PUT /api/apps/scrumboard/board/card': 'creates a card',
  'PUT /api/apps/scrumboard/board/label': 'creates a label',
};

const without = (record: Json, fields: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !fields.includes(key)));
const only = (record: Json, fields: string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => fields.includes(key)));

describe('what a read answers, the matching write takes back', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());

  async function get(url: string): Promise<unknown> {
    const response = await http().get(url).set(bearer(token));
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
    return response.body;
  }
  async function created(url: string, body: Json): Promise<string> {
    const response = await http().post(url).set(bearer(token)).send(body);
    if (response.status !== 201) {
      throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return (response.body as Json).id as string;
  }
  const list = async (url: string, key?: string) => {
    const body = (await get(url)) as Json;
    return (key ? body[key] : body) as Json[];
  };
  const firstId = async (url: string, key?: string, where: (item: Json) => boolean = () => true) =>
    (await list(url, key)).find(where)!.id as string;
  const one = (url: string) => (id: string) => get(`${url}/${id}`) as Promise<Json>;
  const byQuery = (url: string) => (id: string) => get(`${url}?id=${id}`) as Promise<Json>;
  const inList = (url: string, key?: string) => async (id: string) =>
    (await list(url, key)).find((item) => item.id === id)!;

  /** The first sample board, whole, and what it holds. */
  const board = async () => {
    const id = await firstId('/api/apps/scrumboard/boards');
    return (await get(`/api/apps/scrumboard/board?id=${id}`)) as Json & {
      lists: (Json & { cards: Json[] })[];
      labels: Json[];
    };
  };
  const boardList = async (id: string) => (await board()).lists.find((item) => item.id === id)!;
  const boardCard = async (id: string) =>
    (await board()).lists.flatMap((item) => item.cards).find((card) => card.id === id)!;

  const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString();

  const ROUND_TRIPS: RoundTrip[] = [
    // The product's own areas.
    {
      operation: 'PATCH /api/companies/{id}',
      pick: () => firstId('/api/companies', 'items'),
      read: one('/api/companies'),
      write: (id, record) => ({ url: `/api/companies/${id}`, body: record }),
      change: setting('industry', 'Logística'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/categories/{id}',
      pick: () => firstId('/api/categories', 'items'),
      read: one('/api/categories'),
      write: (id, record) => ({ url: `/api/categories/${id}`, body: record }),
      change: setting('description', 'Otra descripción.'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/vacancies/{id}',
      pick: () => firstId('/api/vacancies', 'items', (vacancy) => vacancy.status === 'open'),
      read: one('/api/vacancies'),
      write: (id, record) => ({ url: `/api/vacancies/${id}`, body: record }),
      change: setting('location', 'Mérida'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/applicants/{id}',
      pick: () => firstId('/api/applicants', 'items'),
      read: one('/api/applicants'),
      write: (id, record) => ({ url: `/api/applicants/${id}`, body: record }),
      change: setting('city', 'Monterrey'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/applications/{id}',
      pick: () => firstId('/api/applications', 'items', (item) => item.rating !== 4),
      read: one('/api/applications'),
      write: (id, record) => ({ url: `/api/applications/${id}`, body: record }),
      change: setting('rating', 4),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/members/{id}',
      pick: () => firstId('/api/members', 'items'),
      read: one('/api/members'),
      write: (id, record) => ({ url: `/api/members/${id}`, body: record }),
      change: setting('company', 'Globex'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/rewards/{id}',
      pick: () => firstId('/api/rewards', 'items'),
      read: one('/api/rewards'),
      write: (id, record) => ({ url: `/api/rewards/${id}`, body: record }),
      change: setting('stock', 33),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/banners/{id}',
      pick: async () => ((await get('/api/banners')) as Json[])[0].id as string,
      read: one('/api/banners'),
      write: (id, record) => ({ url: `/api/banners/${id}`, body: record }),
      change: setting('title', 'Otro título'),
      derived: ['updatedAt'],
    },
    {
      // No sample trivias: the case adds one.
      operation: 'PATCH /api/trivias/{id}',
      pick: () =>
        created('/api/trivias', {
          title: 'Trivia de oficina',
          description: 'Preguntas rápidas.',
          questions: [{ text: '¿Café o té?', options: ['Café', 'Té'], answer: 0 }],
          points: 20,
          startsAt: days(-1),
          endsAt: days(1),
        }),
      read: one('/api/trivias'),
      write: (id, record) => ({ url: `/api/trivias/${id}`, body: record }),
      change: setting('description', 'Otra descripción.'),
      derived: ['updatedAt'],
    },
    {
      // No sample invoices: the case registers a pending one.
      operation: 'PATCH /api/invoices/{id}',
      pick: async () =>
        created('/api/invoices', {
          memberId: await firstId('/api/members?status=active', 'items'),
          number: 'ROUND-1',
          vendor: 'Papelería Central',
          amount: 480.5,
          currency: 'MXN',
          issuedAt: days(-30).slice(0, 10),
        }),
      read: one('/api/invoices'),
      write: (id, record) => ({ url: `/api/invoices/${id}`, body: record }),
      change: setting('vendor', 'Office Depot'),
      derived: ['updatedAt'],
    },
    {
      // No sample saved reports: the case saves one.
      operation: 'PATCH /api/reports/saved/{id}',
      pick: () =>
        created('/api/reports/saved', {
          name: 'Postulantes por etapa',
          kind: 'applicants-per-stage',
          filters: { period: 'last-month' },
          schedule: { frequency: 'weekly', time: '08:00', weekday: 1 },
          recipients: ['jefa@example.com'],
        }),
      read: one('/api/reports/saved'),
      write: (id, record) => ({ url: `/api/reports/saved/${id}`, body: record }),
      change: setting('name', 'Etapas del mes'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PUT /api/common/navigation/config',
      pick: async () => 'config',
      read: () => get('/api/common/navigation/config') as Promise<Json>,
      write: (_id, record) => ({ url: '/api/common/navigation/config', body: record }),
      change: setting('items.0.title', 'Mi inicio'),
    },
    {
      operation: 'PUT /api/common/navigation',
      pick: async () => 'navigation',
      read: () => get('/api/common/navigation') as Promise<Json>,
      write: (_id, record) => ({ url: '/api/common/navigation', body: record }),
      change: setting('default.0.title', 'Panel principal'),
    },
    // The original client's sample apps.
    {
      operation: 'PATCH /api/common/user',
      pick: async () => ((await get('/api/common/user')) as Json).id as string,
      read: () => get('/api/common/user') as Promise<Json>,
      write: (_id, record) => ({ url: '/api/common/user', body: { user: record } }),
      change: setting('status', 'busy'),
    },
    {
      operation: 'PATCH /api/common/shortcuts',
      pick: () => firstId('/api/common/shortcuts'),
      read: inList('/api/common/shortcuts'),
      write: (id, record) => ({ url: '/api/common/shortcuts', body: { id, shortcut: record } }),
      change: setting('label', 'Panel'),
    },
    ...(['messages', 'notifications'] as const).map((path): RoundTrip => ({
      operation: `PATCH /api/common/${path}`,
      pick: () => firstId(`/api/common/${path}`),
      read: inList(`/api/common/${path}`),
      write: (id, record) => ({
        url: `/api/common/${path}`,
        body: { id, [path.slice(0, -1)]: record },
      }),
      change: setting('title', 'Otro título'),
    })),
    {
      operation: 'PATCH /api/apps/chat/chat',
      pick: () => firstId('/api/apps/chat/chats', undefined, (chat) => chat.muted === false),
      read: byQuery('/api/apps/chat/chat'),
      write: (id, record) => ({ url: '/api/apps/chat/chat', body: { id, chat: record } }),
      change: setting('muted', true),
    },
    {
      operation: 'PATCH /api/apps/contacts/contact',
      pick: () => firstId('/api/apps/contacts/all'),
      read: byQuery('/api/apps/contacts/contact'),
      write: (id, record) => ({ url: '/api/apps/contacts/contact', body: { id, contact: record } }),
      change: setting('title', 'Jefa de compras'),
      // The original client's `job` repeats title and company.
      derived: ['job'],
    },
    {
      operation: 'PATCH /api/apps/contacts/tag',
      pick: () => firstId('/api/apps/contacts/tags'),
      read: inList('/api/apps/contacts/tags'),
      write: (id, record) => ({ url: '/api/apps/contacts/tag', body: { id, tag: record } }),
      change: setting('title', 'Oficina'),
    },
    {
      operation: 'PATCH /api/apps/ecommerce/inventory/product',
      pick: () => firstId('/api/apps/ecommerce/inventory/products', 'products'),
      read: byQuery('/api/apps/ecommerce/inventory/product'),
      write: (id, record) => ({
        url: '/api/apps/ecommerce/inventory/product',
        body: { id, product: record },
      }),
      change: setting('weight', 1.25),
    },
    {
      operation: 'PATCH /api/apps/ecommerce/inventory/tag',
      pick: () => firstId('/api/apps/ecommerce/inventory/tags'),
      read: inList('/api/apps/ecommerce/inventory/tags'),
      write: (id, record) => ({
        url: '/api/apps/ecommerce/inventory/tag',
        body: { id, tag: record },
      }),
      change: setting('title', 'mechanical'),
    },
    {
      operation: 'PATCH /api/apps/mailbox/mail',
      pick: () =>
        firstId('/api/apps/mailbox/mails?folder=inbox', 'mails', (mail) => mail.starred === false),
      read: byQuery('/api/apps/mailbox/mail'),
      write: (id, record) => ({ url: '/api/apps/mailbox/mail', body: { id, mail: record } }),
      change: setting('starred', true),
    },
    {
      operation: 'PATCH /api/apps/mailbox/draft',
      pick: () => firstId('/api/apps/mailbox/mails?folder=drafts', 'mails'),
      read: byQuery('/api/apps/mailbox/mail'),
      write: (id, record) => ({ url: '/api/apps/mailbox/draft', body: { id, mail: record } }),
      change: setting('subject', 'Otro asunto'),
      derived: ['date'],
      // A draft's date is when it was last saved: a save sets it, changed or not.
      touched: ['date', 'version'],
    },
    {
      operation: 'PATCH /api/apps/mailbox/label',
      pick: () => firstId('/api/apps/mailbox/labels'),
      read: inList('/api/apps/mailbox/labels'),
      write: (id, record) => ({ url: '/api/apps/mailbox/label', body: { id, label: record } }),
      change: setting('color', 'cyan'),
    },
    {
      operation: 'PATCH /api/apps/mailbox/settings',
      pick: async () => 'settings',
      read: () => get('/api/apps/mailbox/settings') as Promise<Json>,
      write: (_id, record) => ({ url: '/api/apps/mailbox/settings', body: { settings: record } }),
      change: setting('messageLayout', 'full'),
    },
    {
      operation: 'PATCH /api/apps/notes',
      pick: () => firstId('/api/apps/notes/all', undefined, (note) => note.reminder !== null),
      read: inList('/api/apps/notes/all'),
      write: (_id, record) => ({ url: '/api/apps/notes', body: { updatedNote: record } }),
      change: setting('title', 'Otro título'),
      derived: ['updatedAt'],
    },
    {
      operation: 'PATCH /api/apps/notes/labels',
      pick: () => firstId('/api/apps/notes/labels'),
      read: inList('/api/apps/notes/labels'),
      write: (_id, record) => ({ url: '/api/apps/notes/labels', body: { label: record } }),
      change: setting('title', 'Hogar'),
    },
    {
      operation: 'PATCH /api/apps/tasks/task',
      pick: () => firstId('/api/apps/tasks/all', undefined, (task) => task.type === 'task'),
      read: byQuery('/api/apps/tasks/task'),
      write: (id, record) => ({ url: '/api/apps/tasks/task', body: { id, task: record } }),
      change: setting('notes', 'Llamar antes'),
    },
    {
      operation: 'PATCH /api/apps/tasks/tag',
      pick: () => firstId('/api/apps/tasks/tags'),
      read: inList('/api/apps/tasks/tags'),
      write: (id, record) => ({ url: '/api/apps/tasks/tag', body: { id, tag: record } }),
      change: setting('title', 'Oficina'),
    },
    {
      // The whole list, as it was read; the change swaps the first two tasks.
      operation: 'PATCH /api/apps/tasks/order',
      pick: async () => 'order',
      read: async () => ({ tasks: await list('/api/apps/tasks/all') }),
      write: (_id, record) => ({ url: '/api/apps/tasks/order', body: record }),
      change: (record) => ({ tasks: [...(record.tasks as Json[])].reverse() }),
      shown: (record) => (record.tasks as Json[]).map((task) => task.id),
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board',
      pick: () => firstId('/api/apps/scrumboard/boards'),
      read: byQuery('/api/apps/scrumboard/board'),
      write: (id, record) => ({ url: '/api/apps/scrumboard/board', body: { id, board: record } }),
      change: setting('description', 'Otra descripción.'),
      derived: ['lastActivity'],
      // Every write to a board marks its activity (a deliberate touch, not a stamp).
      touched: ['lastActivity', 'version'],
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board/list',
      pick: async () => (await board()).lists[0]!.id as string,
      read: boardList,
      write: (_id, record) => ({ url: '/api/apps/scrumboard/board/list', body: { list: record } }),
      change: setting('title', 'Pendiente'),
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board/lists',
      pick: async () => (await board()).lists[1]!.id as string,
      read: boardList,
      write: (_id, record) => ({
        url: '/api/apps/scrumboard/board/lists',
        body: { lists: [record] },
      }),
      change: setting('title', 'Atascado'),
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board/card',
      pick: async () => (await board()).lists[0]!.cards[0]!.id as string,
      read: boardCard,
      write: (id, record) => ({
        url: '/api/apps/scrumboard/board/card',
        body: { id, card: record },
      }),
      change: setting('title', 'Otra tarea'),
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board/cards',
      pick: async () => (await board()).lists[0]!.cards[1]!.id as string,
      read: boardCard,
      write: (_id, record) => ({
        url: '/api/apps/scrumboard/board/cards',
        body: { cards: [record] },
      }),
      change: setting('description', 'Otra descripción.'),
    },
    {
      operation: 'PATCH /api/apps/scrumboard/board/label',
      pick: async () => (await board()).labels[0]!.id as string,
      read: async (id) => (await board()).labels.find((label) => label.id === id)!,
      write: (id, record) => ({
        url: '/api/apps/scrumboard/board/label',
        body: { id, label: record },
      }),
      change: setting('title', 'Revisar'),
    },
    {
      operation: 'PATCH /api/apps/file-manager/item',
      pick: () => firstId('/api/apps/file-manager', 'folders'),
      read: byQuery('/api/apps/file-manager/item'),
      write: (id, record) => ({ url: '/api/apps/file-manager/item', body: { id, item: record } }),
      change: setting('description', 'Otra descripción.'),
      derived: ['modifiedAt'],
    },
    {
      // A file: its read answers description null, which it takes back as no change.
      operation: 'PATCH /api/apps/file-manager/item',
      pick: () => firstId('/api/apps/file-manager', 'files'),
      read: byQuery('/api/apps/file-manager/item'),
      write: (id, record) => ({ url: '/api/apps/file-manager/item', body: { id, item: record } }),
      change: setting('name', 'Otro nombre.pdf'),
      derived: ['modifiedAt'],
    },
  ];

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('has a round trip, or a reason for none, for every PATCH and PUT of the API', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      ['patch', 'put']
        .filter((method) => method in operations)
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([
      ...ROUND_TRIPS.map((trip) => trip.operation),
      ...Object.keys(NOT_RECORD_WRITES),
    ]);
    expect([...covered].sort()).toEqual([...writes].sort());
  });

  async function send(operation: string, url: string, body: Json) {
    const method = operation.startsWith('PUT') ? 'put' : 'patch';
    return http()[method](url).set(bearer(token)).send(body);
  }

  /** A 2xx answer; the error body otherwise, for the failure to show. */
  function expectWritten(response: request.Response): void {
    expect(response.status < 300 ? 'written' : response.body).toBe('written');
  }

  describe.each(ROUND_TRIPS.map((trip, index) => [trip.operation, index, trip] as const))(
    '%s (%#)',
    (operation, _index, trip) => {
      const { pick, read, write, change, derived = [] } = trip;
      // The version follows every write that changes the record.
      const shown = trip.shown ?? ((record: Json) => without(record, [...derived, 'version']));
      let id: string;
      beforeAll(async () => {
        id = await pick();
      });

      it('takes the record back unchanged and keeps it as it was, stamps and version too', async () => {
        const before = await read(id);
        const { url, body } = write(id, before);
        const response = await send(operation, url, body);
        expectWritten(response);
        // Nothing changed, so nothing was written: what the write's own time sets stays.
        const kept = trip.shown ?? ((record: Json) => without(record, trip.touched ?? []));
        expect(kept(await read(id))).toEqual(kept(before));
        // So does the answer, when it is the record (a touch moves its version).
        const answer = response.body as Json;
        if (answer?.id === before.id && typeof before.version === 'string' && !trip.touched) {
          expect(response.headers.etag).toBe(`"${before.version}"`);
          expect(answer).toMatchObject(only(before, ['version', 'updatedAt', 'modifiedAt']));
        }
      });

      it('takes the record back whole with one field changed, and stores the change', async () => {
        const before = await read(id);
        const edited = change(before);
        expect(shown(edited)).not.toEqual(shown(before));
        const { url, body } = write(id, edited);
        expectWritten(await send(operation, url, body));
        expect(shown(await read(id))).toEqual(shown(edited));
      });

      it('still refuses a field the read does not answer', async () => {
        const { url, body } = write(id, { ...(await read(id)), notAField: 'x' });
        const response = await send(operation, url, body);
        expect(response.status).toBe(400);
        expect(Object.keys((response.body as { fields: Json }).fields)).toEqual([
          expect.stringMatching(/(^|\.)notAField$/),
        ]);
      });
    },
  );
});
