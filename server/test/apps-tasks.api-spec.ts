import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { storedRecords } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';
import { unversioned } from './helpers/versions';

interface SubTask {
  id: string;
  title: string;
  completed: boolean;
}

interface Task {
  id: string;
  type: 'task' | 'section';
  title: string;
  notes: string | null;
  completed: boolean;
  dueDate: string | null;
  priority: 0 | 1 | 2;
  tags: string[];
  assignedTo: string | null;
  subTasks: SubTask[];
  order: number;
}

interface Tag {
  id: string;
  title: string;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ORDER_INVALID = 'The new order must name each of your tasks exactly once';

describe('apps: tasks', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  let otherId: string;
  let adminId: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string, who = token) => http().get(url).set(bearer(who));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object, who = token) => {
    const call = http()[method](url).set(bearer(who));
    return body === undefined ? call : call.send(body);
  };
  const all = async (who = token) =>
    (await get('/api/apps/tasks/all', who).expect(200)).body as Task[];
  const tags = async (who = token) =>
    (await get('/api/apps/tasks/tags', who).expect(200)).body as Tag[];
  const create = async (type: 'task' | 'section' = 'task', who = token) =>
    (await send('post', '/api/apps/tasks/task', { type }, who).expect(201)).body as Task;
  const patch = (id: string, task: object, who = token) =>
    send('patch', '/api/apps/tasks/task', { id, task }, who);

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
    adminId = (await get('/api/common/user').expect(200)).body.id;
    const other = await createStaff(
      testApp.app,
      { name: 'Tasks Other', email: 'tasks.other@talento.local', password: 'otra-clave-1' },
      ['recruiter'],
      token,
    );
    otherToken = other.token;
    otherId = other.id;
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get('/api/apps/tasks/all').expect(401);
    await http().post('/api/apps/tasks/task').send({ type: 'task' }).expect(401);
  });

  describe('the sample list', () => {
    it('gives the administrator tasks in order, with sections, tags, due dates and sub-tasks', async () => {
      const tasks = await all();
      expect(tasks.length).toBeGreaterThanOrEqual(20);
      expect(tasks.map((task) => task.order)).toEqual(tasks.map((_, index) => index));
      expect(tasks.filter((task) => task.type === 'section').length).toBe(3);
      expect(tasks[0].type).toBe('section');
      const tagIds = new Set((await tags()).map((tag) => tag.id));
      for (const task of tasks) {
        expect(task).toEqual({
          id: expect.any(String),
          type: expect.stringMatching(/^(task|section)$/),
          title: expect.any(String),
          notes: task.notes === null ? null : expect.any(String),
          completed: expect.any(Boolean),
          dueDate: task.dueDate === null ? null : expect.any(String),
          priority: expect.any(Number),
          tags: expect.any(Array),
          assignedTo: task.assignedTo === null ? null : adminId,
          subTasks: expect.any(Array),
          order: expect.any(Number),
        });
        expect([0, 1, 2]).toContain(task.priority);
        for (const tagId of task.tags) expect(tagIds.has(tagId)).toBe(true);
      }
      expect(new Set(tasks.map((task) => task.priority))).toEqual(new Set([0, 1, 2]));
      expect(tasks.some((task) => task.subTasks.length > 0)).toBe(true);
      expect(tasks.some((task) => task.completed)).toBe(true);
    });

    it('gives every new account its own sample list and tags', async () => {
      const mine = await all();
      const theirs = await all(otherToken);
      expect(theirs.length).toBeGreaterThanOrEqual(20);
      const myIds = new Set(mine.map((task) => task.id));
      expect(theirs.some((task) => myIds.has(task.id))).toBe(false);
      const myTags = new Set((await tags()).map((tag) => tag.id));
      const theirTags = await tags(otherToken);
      expect(theirTags.length).toBeGreaterThan(0);
      expect(theirTags.some((tag) => myTags.has(tag.id))).toBe(false);
      for (const task of theirs) {
        expect(task.assignedTo === null || task.assignedTo === otherId).toBe(true);
        for (const tagId of task.tags) expect(theirTags.map((tag) => tag.id)).toContain(tagId);
      }
      const stored = await storedRecords<Task & { accountId: string }>(testApp.dataDir, 'tasks');
      expect(stored.filter((task) => task.accountId === otherId)).toHaveLength(theirs.length);
    });
  });

  describe('create, read, update, delete', () => {
    it('creates a blank task first in the list, the others moving down one', async () => {
      const before = await all();
      const created = await create('task');
      expect(created).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        type: 'task',
        title: '',
        notes: null,
        completed: false,
        dueDate: null,
        priority: 1,
        tags: [],
        assignedTo: null,
        subTasks: [],
        order: 0,
      });
      const after = await all();
      expect(after[0]).toEqual(unversioned(created));
      expect(after.slice(1).map((task) => task.id)).toEqual(before.map((task) => task.id));
      expect(after.map((task) => task.order)).toEqual(after.map((_, index) => index));
    });

    it('creates a section the same way', async () => {
      const section = await create('section');
      expect(section).toMatchObject({ type: 'section', title: '', order: 0 });
      expect((await all())[0].id).toBe(section.id);
    });

    it('keeps every creation in its own place when several arrive at once', async () => {
      const made = await Promise.all([create(), create(), create(), create()]);
      const list = await all();
      expect(list.map((task) => task.order)).toEqual(list.map((_, index) => index));
      expect(new Set(list.slice(0, 4).map((task) => task.id))).toEqual(
        new Set(made.map((task) => task.id)),
      );
    });

    it.each([[{}], [{ type: 'note' }], [{ type: 'task', title: 'x' }]])(
      'refuses a creation %p',
      async (body) => {
        await send('post', '/api/apps/tasks/task', body).expect(400);
      },
    );

    it('answers a task by id, 404 when unknown, 400 when malformed', async () => {
      const [first] = await all();
      expect(
        unversioned((await get(`/api/apps/tasks/task?id=${first.id}`).expect(200)).body),
      ).toEqual(first);
      const missing = await get(`/api/apps/tasks/task?id=${UNKNOWN_ID}`).expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: `Could not found task with id of ${UNKNOWN_ID}!`,
        error: 'Not Found',
        code: 'not-found',
      });
      await get('/api/apps/tasks/task?id=42').expect(400);
      await get('/api/apps/tasks/task').expect(400);
    });

    it('merges the given fields and answers the task', async () => {
      const task = await create();
      const [tag] = await tags();
      const { body } = await patch(task.id, {
        title: '  Call the new supplier  ',
        notes: 'Ask about <b>delivery</b> times',
        completed: true,
        dueDate: '2026-12-01T12:00:00.000Z',
        priority: 2,
        tags: [tag.id, tag.id],
        assignedTo: adminId,
        subTasks: [
          { title: 'Find the number', completed: true },
          { title: 'Call', completed: false },
        ],
      }).expect(200);
      expect(body).toEqual({
        ...task,
        version: expect.any(String),
        title: 'Call the new supplier',
        notes: 'Ask about <b>delivery</b> times',
        completed: true,
        dueDate: '2026-12-01T12:00:00.000Z',
        priority: 2,
        tags: [tag.id],
        assignedTo: adminId,
        subTasks: [
          { id: expect.any(String), title: 'Find the number', completed: true },
          { id: expect.any(String), title: 'Call', completed: false },
        ],
      });
      // Only the named fields change; sub-tasks sent back keep their ids.
      const subTasks = [{ ...body.subTasks[1], completed: true }, body.subTasks[0]];
      const next = await patch(task.id, { subTasks }).expect(200);
      expect(next.body).toEqual({ ...body, subTasks, version: expect.any(String) });
      expect((await get(`/api/apps/tasks/task?id=${task.id}`).expect(200)).body).toEqual(next.body);
    });

    it('accepts the whole task sent back, ignoring its id, type and order', async () => {
      const task = await create();
      const { body } = await patch(task.id, {
        ...task,
        type: 'section',
        order: 99,
        title: 'Echo',
      }).expect(200);
      expect(body).toEqual({ ...task, title: 'Echo', version: expect.any(String) });
    });

    it('clears the nullable fields with null', async () => {
      const task = await create();
      await patch(task.id, { notes: 'x', dueDate: '2026-12-01', assignedTo: adminId }).expect(200);
      const { body } = await patch(task.id, {
        notes: null,
        dueDate: null,
        assignedTo: null,
      }).expect(200);
      expect(body).toMatchObject({ notes: null, dueDate: null, assignedTo: null });
    });

    it.each([
      [{ title: 42 }, 'task.title'],
      [{ title: 'x'.repeat(301) }, 'task.title'],
      [{ notes: 5 }, 'task.notes'],
      [{ completed: 'yes' }, 'task.completed'],
      [{ completed: null }, 'task.completed'],
      [{ dueDate: 'tomorrow' }, 'task.dueDate'],
      [{ priority: 3 }, 'task.priority'],
      [{ priority: '1' }, 'task.priority'],
      [{ tags: ['nope'] }, 'task.tags'],
      [{ tags: null }, 'task.tags'],
      [{ assignedTo: 'nope' }, 'task.assignedTo'],
      [{ subTasks: [{ title: '', completed: false }] }, 'task.subTasks.0.title'],
      [{ subTasks: [{ title: 'x' }] }, 'task.subTasks.0.completed'],
      [{ colour: 'red' }, 'task.colour'],
    ])('refuses the change %p', async (change, field) => {
      const [first] = await all();
      const response = await patch(first.id, change).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('refuses a body whose task names another id, and unknown or malformed ids', async () => {
      const [first, second] = await all();
      const mismatch = await patch(first.id, { id: second.id, title: 'x' }).expect(400);
      expect(mismatch.body).toMatchObject({
        code: 'id-mismatch',
        fields: { task: [expect.any(String)] },
      });
      await patch(UNKNOWN_ID, { title: 'x' }).expect(404);
      await send('patch', '/api/apps/tasks/task', { id: 'x', task: {} }).expect(400);
      await send('patch', '/api/apps/tasks/task', { id: first.id }).expect(400);
    });

    it('refuses tags of another account and unknown ones', async () => {
      const [first] = await all();
      const [theirTag] = await tags(otherToken);
      const foreign = await patch(first.id, { tags: [theirTag.id] }).expect(400);
      expect(foreign.body.code).toBe('reference-missing');
      expect(foreign.body.fields).toEqual({ 'task.tags': [expect.any(String)] });
      await patch(first.id, { tags: [UNKNOWN_ID] }).expect(400);
    });

    it('assigns an account of this console, not an unknown or inactive one', async () => {
      const task = await create();
      const { body } = await patch(task.id, { assignedTo: otherId }).expect(200);
      expect(body.assignedTo).toBe(otherId);
      const unknown = await patch(task.id, { assignedTo: UNKNOWN_ID }).expect(400);
      expect(unknown.body.code).toBe('reference-missing');
      const pending = await http()
        .post('/api/auth/sign-up')
        .send({
          name: 'Pending Person',
          email: 'tasks.pending@talento.local',
          password: 'otra-clave-2',
          company: 'Talento',
          agreements: true,
        })
        .expect(200);
      expect(pending.body).toBe(true);
      const listed = await get('/api/accounts?state=pending&search=tasks.pending').expect(200);
      const pendingId = listed.body.items[0].id as string;
      const inactive = await patch(task.id, { assignedTo: pendingId }).expect(400);
      expect(inactive.body.code).toBe('reference-inactive');
    });

    it('deletes a task, answering true; then it is gone', async () => {
      const task = await create();
      const { body } = await send('delete', `/api/apps/tasks/task?id=${task.id}`).expect(200);
      expect(body).toBe(true);
      await get(`/api/apps/tasks/task?id=${task.id}`).expect(404);
      expect((await all()).some((one) => one.id === task.id)).toBe(false);
      await send('delete', `/api/apps/tasks/task?id=${task.id}`).expect(404);
      await send('delete', '/api/apps/tasks/task?id=nope').expect(400);
    });
  });

  describe('order', () => {
    it('takes the whole new order and answers the list in it', async () => {
      const before = await all();
      const reversed = [...before].reverse();
      // The original client sends whole tasks; only the ids count.
      const { body } = await send('patch', '/api/apps/tasks/order', { tasks: reversed }).expect(
        200,
      );
      expect(body.map((task: Task) => task.id)).toEqual(reversed.map((task) => task.id));
      expect(body.map((task: Task) => task.order)).toEqual(body.map((_: Task, i: number) => i));
      expect((await all()).map((task) => task.id)).toEqual(reversed.map((task) => task.id));
      await send('patch', '/api/apps/tasks/order', {
        tasks: before.map(({ id }) => ({ id })),
      }).expect(200);
      expect((await all()).map((task) => task.id)).toEqual(before.map((task) => task.id));
    });

    it('leaves the other accounts’ order alone', async () => {
      const theirs = await all(otherToken);
      const mine = await all();
      await send('patch', '/api/apps/tasks/order', {
        tasks: [...mine].reverse().map(({ id }) => ({ id })),
      }).expect(200);
      expect(await all(otherToken)).toEqual(theirs);
    });

    it.each([
      ['leaves a task out', (ids: string[]) => ids.slice(1)],
      ['names a task twice', (ids: string[]) => [...ids, ids[0]]],
      ['names an unknown task', (ids: string[]) => [...ids.slice(1), UNKNOWN_ID]],
      ['is empty', () => []],
    ])('refuses an order that %s', async (_case, make) => {
      const before = await all();
      const response = await send('patch', '/api/apps/tasks/order', {
        tasks: make(before.map((task) => task.id)).map((id) => ({ id })),
      }).expect(400);
      expect(response.body).toMatchObject({ code: 'order-invalid', message: ORDER_INVALID });
      expect(await all()).toEqual(before);
    });

    it('refuses an order naming another account’s task', async () => {
      const mine = await all();
      const [theirs] = await all(otherToken);
      const response = await send('patch', '/api/apps/tasks/order', {
        tasks: [...mine.slice(1), theirs].map(({ id }) => ({ id })),
      }).expect(400);
      expect(response.body.code).toBe('order-invalid');
    });

    it.each([
      [{}],
      [{ tasks: 'x' }],
      [{ tasks: [{ id: 'x' }] }],
      [{ tasks: [{}] }],
      [{ tasks: [{ id: UNKNOWN_ID, colour: 1 }] }],
    ])('refuses a malformed body %p', async (body) => {
      await send('patch', '/api/apps/tasks/order', body).expect(400);
    });
  });

  describe('search', () => {
    it('finds tasks by title or notes in any case, the title’s match in <mark>', async () => {
      const byTitle = await create();
      await patch(byTitle.id, { title: 'Order <new> ZEPHYR badges' }).expect(200);
      const byNotes = await create();
      await patch(byNotes.id, { title: 'Plain title', notes: 'remember the zephyr kit' }).expect(
        200,
      );
      const { body } = await get('/api/apps/tasks/search?query=zePHyr').expect(200);
      expect(body.map((task: Task) => task.id)).toEqual([byNotes.id, byTitle.id]);
      expect(body[1].title).toBe('Order &lt;new&gt; <mark>ZEPHYR</mark> badges');
      expect(body[0].title).toBe('Plain title');
      // The stored title is untouched.
      expect((await get(`/api/apps/tasks/task?id=${byTitle.id}`)).body.title).toBe(
        'Order <new> ZEPHYR badges',
      );
    });

    it('finds nothing for an empty query or another account’s words', async () => {
      expect((await get('/api/apps/tasks/search?query=').expect(200)).body).toEqual([]);
      expect((await get('/api/apps/tasks/search').expect(200)).body).toEqual([]);
      expect(
        (await get('/api/apps/tasks/search?query=zephyr', otherToken).expect(200)).body,
      ).toEqual([]);
    });

    it('refuses a malformed search', async () => {
      await get(`/api/apps/tasks/search?query=${'x'.repeat(101)}`).expect(400);
      await get('/api/apps/tasks/search?query=a&query=b').expect(400);
      await get('/api/apps/tasks/search?q=a').expect(400);
    });
  });

  describe('tags', () => {
    it('creates, renames and lists a tag', async () => {
      const { body: tag } = await send('post', '/api/apps/tasks/tag', {
        tag: { title: '  Suppliers ' },
      }).expect(201);
      expect(tag).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        title: 'Suppliers',
      });
      const renamed = await send('patch', '/api/apps/tasks/tag', {
        id: tag.id,
        tag: { id: tag.id, title: 'Vendors' },
      }).expect(200);
      expect(renamed.body).toEqual({ id: tag.id, title: 'Vendors', version: expect.any(String) });
      expect(await tags()).toContainEqual({ id: tag.id, title: 'Vendors' });
      expect(await tags(otherToken)).not.toContainEqual(expect.objectContaining({ id: tag.id }));
    });

    it('refuses a title the account already uses (any case), not one another account uses', async () => {
      const [first] = await tags();
      const taken = await send('post', '/api/apps/tasks/tag', {
        tag: { title: first.title.toUpperCase() },
      }).expect(409);
      expect(taken.body.code).toBe('name-taken');
      const [, second] = await tags();
      await send('patch', '/api/apps/tasks/tag', {
        id: second.id,
        tag: { title: first.title },
      }).expect(409);
      await send('post', '/api/apps/tasks/tag', { tag: { title: first.title } }, otherToken).expect(
        409,
      );
      await send('post', '/api/apps/tasks/tag', { tag: { title: 'Only mine' } }, otherToken).expect(
        201,
      );
      await send('post', '/api/apps/tasks/tag', { tag: { title: 'Only mine' } }).expect(201);
    });

    it.each([
      [{}],
      [{ tag: {} }],
      [{ tag: { title: '   ' } }],
      [{ tag: { title: 'x'.repeat(41) } }],
      [{ tag: { title: 'a', colour: 'b' } }],
    ])('refuses a tag %p', async (body) => {
      await send('post', '/api/apps/tasks/tag', body).expect(400);
    });

    it('deletes a tag and strips it from every task, answering true', async () => {
      const { body: tag } = await send('post', '/api/apps/tasks/tag', {
        tag: { title: 'Temporary' },
      }).expect(201);
      const [a, b] = [await create(), await create()];
      const [keep] = await tags();
      await patch(a.id, { tags: [tag.id, keep.id] }).expect(200);
      await patch(b.id, { tags: [tag.id] }).expect(200);
      const { body } = await send('delete', `/api/apps/tasks/tag?id=${tag.id}`).expect(200);
      expect(body).toBe(true);
      expect((await get(`/api/apps/tasks/task?id=${a.id}`)).body.tags).toEqual([keep.id]);
      expect((await get(`/api/apps/tasks/task?id=${b.id}`)).body.tags).toEqual([]);
      expect((await tags()).some((one) => one.id === tag.id)).toBe(false);
      const stored = await storedRecords<Task>(testApp.dataDir, 'tasks');
      expect(stored.some((task) => task.tags.includes(tag.id))).toBe(false);
      await send('delete', `/api/apps/tasks/tag?id=${tag.id}`).expect(404);
    });
  });

  describe('per account', () => {
    it('answers 404 for another account’s task and tag, whatever the call', async () => {
      const [theirs] = await all(otherToken);
      const [theirTag] = await tags(otherToken);
      await get(`/api/apps/tasks/task?id=${theirs.id}`).expect(404);
      await patch(theirs.id, { title: 'mine now' }).expect(404);
      await send('delete', `/api/apps/tasks/task?id=${theirs.id}`).expect(404);
      await send('patch', '/api/apps/tasks/tag', { id: theirTag.id, tag: { title: 'x' } }).expect(
        404,
      );
      await send('delete', `/api/apps/tasks/tag?id=${theirTag.id}`).expect(404);
      expect(
        unversioned((await get(`/api/apps/tasks/task?id=${theirs.id}`, otherToken)).body),
      ).toEqual(theirs);
      expect(await tags(otherToken)).toContainEqual(theirTag);
    });

    it('never answers the owner’s account id', async () => {
      const [first] = await all();
      expect(first).not.toHaveProperty('accountId');
      expect((await tags())[0]).not.toHaveProperty('accountId');
    });
  });

  describe('assignees', () => {
    it('lists active accounts by name, searchable, and names one by id', async () => {
      const { body } = await get('/api/apps/tasks/assignees', otherToken).expect(200);
      expect(body.length).toBeGreaterThanOrEqual(2);
      const names = body.map((one: { name: string }) => one.name);
      expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
      expect(body[0]).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        email: expect.any(String),
        avatar: body[0].avatar === null ? null : expect.any(String),
      });
      const found = await get('/api/apps/tasks/assignees?search=tasks.other').expect(200);
      expect(found.body.map((one: { id: string }) => one.id)).toEqual([otherId]);
      const named = await get(`/api/apps/tasks/assignees?id=${otherId}`).expect(200);
      expect(named.body).toEqual([expect.objectContaining({ id: otherId, name: 'Tasks Other' })]);
      expect((await get(`/api/apps/tasks/assignees?id=${UNKNOWN_ID}`).expect(200)).body).toEqual(
        [],
      );
      await get('/api/apps/tasks/assignees?id=x').expect(400);
      await get('/api/apps/tasks/assignees?size=5').expect(400);
    });

    it('never lists pending accounts', async () => {
      const { body } = await get('/api/apps/tasks/assignees?search=pending').expect(200);
      expect(
        body.some((one: { email: string }) => one.email === 'tasks.pending@talento.local'),
      ).toBe(false);
    });
  });

  describe('toolbar search', () => {
    it('adds the caller’s own tasks, with title, completed and a link to the task', async () => {
      const task = await create();
      await patch(task.id, { title: 'Quokka inventory', completed: true }).expect(200);
      const search = (who: string) =>
        send('post', '/api/common/search', { query: 'QUOKKA' }, who).expect(200);
      const { body } = await search(token);
      const set = body.find((one: { id: string }) => one.id === 'tasks');
      expect(set).toEqual({
        id: 'tasks',
        label: 'Tasks',
        results: [
          {
            id: task.id,
            link: `/apps/tasks/${task.id}`,
            value: '<mark>Quokka</mark> inventory',
            title: 'Quokka inventory',
            completed: true,
          },
        ],
      });
      const theirs = (await search(otherToken)).body;
      expect(theirs.find((one: { id: string }) => one.id === 'tasks')).toBeUndefined();
    });
  });
});
