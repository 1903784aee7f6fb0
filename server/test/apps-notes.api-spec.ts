import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { storedRecords } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedFileNames } from './helpers/stored-files';

interface Label {
  id: string;
  title: string;
}
interface Task {
  id: string;
  content: string;
  completed: boolean;
}
interface Note {
  id: string;
  title: string;
  content: string;
  tasks: Task[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  updatedAt: string | null;
}
type ListedNote = Omit<Note, 'labels'> & { labels: Label[] };

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SEEDED_LABELS = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'];
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

describe('apps: notes', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string, who = token) => http().get(url).set(bearer(who));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object, who = token) => {
    const call = http()[method](url).set(bearer(who));
    return body === undefined ? call : call.send(body);
  };
  const all = async (who = token) =>
    (await get('/api/apps/notes/all', who).expect(200)).body as ListedNote[];
  const labels = async (who = token) =>
    (await get('/api/apps/notes/labels', who).expect(200)).body as Label[];
  const create = async (note: object = {}, who = token) =>
    (await send('post', '/api/apps/notes', { note }, who).expect(201)).body as Note;
  const patch = (updatedNote: object, who = token) =>
    send('patch', '/api/apps/notes', { updatedNote }, who);
  const imageFiles = () => storedFileNames(testApp.dataDir, 'note-images');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
    otherToken = (
      await createStaff(
        testApp.app,
        { name: 'Notes Other', email: 'notes.other@talento.local', password: 'otra-clave-1' },
        ['recruiter'],
        token,
      )
    ).token;
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get('/api/apps/notes/all').expect(401);
    await http().get('/api/apps/notes/labels').expect(401);
    await http().post('/api/apps/notes').send({ note: {} }).expect(401);
  });

  describe('the sample', () => {
    it('gives the administrator the six labels and notes that use them', async () => {
      const own = await labels();
      expect(own.map((label) => label.title)).toEqual(SEEDED_LABELS);
      const notes = await all();
      expect(notes.length).toBeGreaterThanOrEqual(12);
      expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length);
      expect(notes.some((note) => note.archived)).toBe(true);
      expect(notes.some((note) => note.tasks && note.tasks.length > 0)).toBe(true);
      expect(notes.some((note) => note.reminder !== null)).toBe(true);
      expect(notes.some((note) => note.image !== null)).toBe(true);
      expect(notes.some((note) => note.updatedAt === null)).toBe(true);
      const labelIds = new Set(own.map((label) => label.id));
      for (const note of notes) {
        for (const label of note.labels) expect(labelIds.has(label.id)).toBe(true);
      }
    });

    it('lists notes newest first, each label as an object, without the account', async () => {
      const notes = await all();
      const times = notes.map((note) => note.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const labelled = notes.find((note) => note.labels.length > 0)!;
      expect(labelled.labels[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
      expect((labelled as unknown as { accountId?: string }).accountId).toBeUndefined();
    });

    it('shows the sample images publicly, as the other sample images', async () => {
      const withImage = (await all()).find((note) => note.image !== null)!;
      expect(withImage.image).toMatch(/^\/api\/images\/notes\/[a-z-]+\.svg$/);
      await http()
        .get(withImage.image!)
        .expect(200)
        .expect('Content-Type', /image\/svg\+xml/);
    });

    it('gives every new account its own labels and notes', async () => {
      const mine = await labels();
      const theirs = await labels(otherToken);
      expect(theirs.map((label) => label.title)).toEqual(SEEDED_LABELS);
      expect(theirs.some((label) => mine.some((own) => own.id === label.id))).toBe(false);
      const theirNotes = await all(otherToken);
      expect(theirNotes.length).toBeGreaterThanOrEqual(12);
      const myIds = new Set((await all()).map((note) => note.id));
      expect(theirNotes.some((note) => myIds.has(note.id))).toBe(false);
    });
  });

  describe('notes', () => {
    it('creates a note with the empty defaults; updatedAt stays null', async () => {
      const note = await create();
      expect(note).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: '',
        content: '',
        tasks: null,
        image: null,
        reminder: null,
        labels: [],
        archived: false,
        createdAt: expect.any(String),
        updatedAt: null,
      });
      expect((await all())[0]!.id).toBe(note.id);
      const stored = await storedRecords<Note & { accountId: string }>(testApp.dataDir, 'notes');
      expect(stored.find((one) => one.id === note.id)?.accountId).toBeDefined();
    });

    it('takes the whole note the original client sends, label objects and nulls included', async () => {
      const [work] = (await labels()).filter((label) => label.title === 'Work');
      const note = await create({
        id: null,
        title: 'Plan',
        content: 'Line one\nLine two',
        tasks: [
          { content: 'First', completed: false },
          { content: 'Second', completed: true },
        ],
        image: null,
        reminder: '2030-01-02T09:30:00.000Z',
        labels: [work],
        archived: false,
        createdAt: null,
        updatedAt: null,
      });
      expect(note).toMatchObject({
        title: 'Plan',
        content: 'Line one\nLine two',
        reminder: '2030-01-02T09:30:00.000Z',
        labels: [work!.id],
        updatedAt: null,
      });
      expect(note.tasks).toEqual([
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), content: 'First', completed: false },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), content: 'Second', completed: true },
      ]);
      const listed = (await all()).find((one) => one.id === note.id)!;
      expect(listed.labels).toEqual([work]);
    });

    it('merges the fields given, moving updatedAt only when something changes', async () => {
      const note = await create({ title: 'Keep', content: 'Body' });
      const same = await patch({ ...note }).expect(200);
      expect(same.body).toEqual(note);
      expect(same.body.updatedAt).toBeNull();
      const changed = await patch({ id: note.id, archived: true }).expect(200);
      expect(changed.body).toMatchObject({ title: 'Keep', content: 'Body', archived: true });
      expect(changed.body.updatedAt).toEqual(expect.any(String));
      expect(changed.body.createdAt).toBe(note.createdAt);
      // What the client echoes (createdAt, updatedAt) is never stored.
      const echoed = await patch({
        id: note.id,
        createdAt: '2000-01-01T00:00:00.000Z',
        updatedAt: null,
        reminder: null,
      }).expect(200);
      expect(echoed.body.createdAt).toBe(note.createdAt);
      expect(echoed.body.updatedAt).toBe(changed.body.updatedAt);
    });

    it('keeps checklist ids, gives new lines one, and removes the checklist with null', async () => {
      const note = await create({ tasks: [{ content: 'A' }] });
      const [first] = note.tasks!;
      const { body } = await patch({
        id: note.id,
        tasks: [
          { ...first, completed: true },
          { content: 'B', completed: false },
        ],
      }).expect(200);
      expect(body.tasks[0]).toEqual({ id: first!.id, content: 'A', completed: true });
      expect(body.tasks[1]).toMatchObject({ content: 'B', completed: false });
      expect(body.tasks[1].id).not.toBe(first!.id);
      const cleared = await patch({ id: note.id, tasks: null }).expect(200);
      expect(cleared.body.tasks).toBeNull();
    });

    it('adds a task through notes/tasks and answers the note', async () => {
      const note = await create({ title: 'With list' });
      const { body } = await send('post', '/api/apps/notes/tasks', {
        note: { ...note },
        task: '  Buy stamps  ',
      }).expect(201);
      expect(body).toMatchObject({ id: note.id, title: 'With list' });
      expect(body.tasks).toEqual([
        { id: expect.any(String), content: 'Buy stamps', completed: false },
      ]);
      expect(body.updatedAt).toEqual(expect.any(String));
      const again = await send('post', '/api/apps/notes/tasks', {
        note: { id: note.id },
        task: 'Post the letter',
      }).expect(201);
      expect(again.body.tasks.map((task: Task) => task.content)).toEqual([
        'Buy stamps',
        'Post the letter',
      ]);
    });

    it('deletes a note, answering true', async () => {
      const note = await create({ title: 'Gone soon' });
      const { body } = await send('delete', `/api/apps/notes?id=${note.id}`).expect(200);
      expect(body).toBe(true);
      expect((await all()).some((one) => one.id === note.id)).toBe(false);
      const missing = await send('delete', `/api/apps/notes?id=${note.id}`).expect(404);
      expect(missing.body).toMatchObject({
        message: `Could not found the note with id of ${note.id}!`,
        code: 'not-found',
      });
    });

    it.each([
      [{ title: 5 }, 'note.title'],
      [{ title: 'x'.repeat(201) }, 'note.title'],
      [{ content: null }, 'note.content'],
      [{ tasks: 'nope' }, 'note.tasks'],
      [{ tasks: [{ completed: true }] }, 'note.tasks.0.content'],
      [{ tasks: [{ id: 'x', content: 'A' }] }, 'note.tasks.0.id'],
      [{ reminder: 'tomorrow' }, 'note.reminder'],
      [{ labels: ['work'] }, 'note.labels'],
      [{ labels: [UNKNOWN_ID] }, 'note.labels'],
      [{ archived: 'yes' }, 'note.archived'],
      [{ colour: 'red' }, 'note.colour'],
      [{ image: 'https://example.com/a.png' }, 'note.image'],
    ])('refuses a new note %p', async (note, field) => {
      const before = (await all()).length;
      const response = await send('post', '/api/apps/notes', { note }).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
      expect((await all()).length).toBe(before);
    });

    it('refuses malformed bodies and ids', async () => {
      await send('post', '/api/apps/notes', {}).expect(400);
      await send('post', '/api/apps/notes', { note: 'x' }).expect(400);
      await patch({ title: 'no id' }).expect(400);
      await send('patch', '/api/apps/notes', { note: { id: UNKNOWN_ID } }).expect(400);
      await send('delete', '/api/apps/notes?id=42').expect(400);
      await send('delete', '/api/apps/notes').expect(400);
      await send('post', '/api/apps/notes/tasks', { note: { id: UNKNOWN_ID }, task: ' ' }).expect(
        400,
      );
      await send('post', '/api/apps/notes/tasks', { task: 'x' }).expect(400);
      await patch({ id: UNKNOWN_ID, title: 'x' }).expect(404);
      await send('post', '/api/apps/notes/tasks', { note: { id: UNKNOWN_ID }, task: 'x' }).expect(
        404,
      );
    });
  });

  describe('images', () => {
    it('stores a data URL image in the blob store and serves it to its account only', async () => {
      const before = await imageFiles();
      const note = await create({ title: 'Pictured', image: dataUrl(PNG) });
      expect(note.image).toMatch(/^\/api\/apps\/notes\/images\/[0-9a-f-]{36}\.png$/);
      expect((await imageFiles()).length).toBe(before.length + 1);
      const served = await get(note.image!).expect(200).expect('Content-Type', 'image/png');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
      await http().get(note.image!).expect(401);
      await get(note.image!, otherToken).expect(404);
      // Sending the current URL back keeps it.
      const kept = await patch({ id: note.id, image: note.image, title: 'Still pictured' }).expect(
        200,
      );
      expect(kept.body.image).toBe(note.image);
      // Removing it deletes the file.
      await patch({ id: note.id, image: null }).expect(200);
      await get(note.image!).expect(404);
      expect((await imageFiles()).length).toBe(before.length);
    });

    it('replaces an image, and deleting the note deletes its image', async () => {
      const note = await create({ image: dataUrl(PNG) });
      const { body } = await patch({ id: note.id, image: dataUrl(PNG, 'image/jpeg') }).expect(200);
      expect(body.image).not.toBe(note.image);
      // The bytes say PNG, whatever the data URL declares.
      expect(body.image).toMatch(/\.png$/);
      await get(note.image!).expect(404);
      const files = await imageFiles();
      await send('delete', `/api/apps/notes?id=${note.id}`).expect(200);
      expect((await imageFiles()).length).toBe(files.length - 1);
    });

    it.each([
      ['text posing as an image', dataUrl(Buffer.from('hello, I am a png'))],
      [
        'an SVG',
        dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      ],
      ['too large an image', dataUrl(Buffer.concat([PNG, Buffer.alloc(600 * 1024)]))],
      ['a URL of another note', '/api/apps/notes/images/00000000-0000-4000-8000-000000000000.png'],
      ['not base64', 'data:image/png;base64,@@@'],
    ])('refuses %s, storing nothing', async (_case, image) => {
      const note = await create();
      const before = await imageFiles();
      const response = await patch({ id: note.id, image }).expect(400);
      expect(Object.keys(response.body.fields)).toContain('updatedNote.image');
      expect(await imageFiles()).toEqual(before);
    });

    it('answers 400 for a malformed image name and 404 for an unknown one', async () => {
      await get('/api/apps/notes/images/..%2f..%2fnotes.json').expect(400);
      await get(`/api/apps/notes/images/${UNKNOWN_ID}.png`).expect(404);
    });
  });

  describe('labels', () => {
    it('adds, renames and deletes labels, answering every label each time', async () => {
      const added = await send('post', '/api/apps/notes/labels', { title: '  Ideas ' }).expect(201);
      expect(added.body.map((label: Label) => label.title)).toEqual([...SEEDED_LABELS, 'Ideas']);
      const ideas = (added.body as Label[]).at(-1)!;
      const renamed = await send('patch', '/api/apps/notes/labels', {
        label: { id: ideas.id, title: 'Big ideas' },
      }).expect(200);
      expect((renamed.body as Label[]).at(-1)).toEqual({ id: ideas.id, title: 'Big ideas' });
      const removed = await send('delete', `/api/apps/notes/labels?id=${ideas.id}`).expect(200);
      expect(removed.body.map((label: Label) => label.title)).toEqual(SEEDED_LABELS);
    });

    it('refuses a taken title (any case) with 409, and bad input with 400', async () => {
      const conflict = await send('post', '/api/apps/notes/labels', { title: 'work' }).expect(409);
      expect(conflict.body.code).toBe('name-taken');
      const [family, work] = await labels();
      await send('patch', '/api/apps/notes/labels', {
        label: { id: family!.id, title: work!.title },
      }).expect(409);
      // Its own title, in another case, is no conflict.
      await send('patch', '/api/apps/notes/labels', {
        label: { id: family!.id, title: 'FAMILY' },
      }).expect(200);
      await send('patch', '/api/apps/notes/labels', {
        label: { id: family!.id, title: 'Family' },
      }).expect(200);
      await send('post', '/api/apps/notes/labels', { title: ' ' }).expect(400);
      await send('post', '/api/apps/notes/labels', { title: 'x'.repeat(41) }).expect(400);
      await send('post', '/api/apps/notes/labels', { label: { title: 'x' } }).expect(400);
      await send('patch', '/api/apps/notes/labels', { label: { title: 'x' } }).expect(400);
      await send('patch', '/api/apps/notes/labels', {
        label: { id: UNKNOWN_ID, title: 'x' },
      }).expect(404);
      await send('delete', '/api/apps/notes/labels?id=nope').expect(400);
      await send('delete', `/api/apps/notes/labels?id=${UNKNOWN_ID}`).expect(404);
    });

    it('a title another account uses is free', async () => {
      await send('post', '/api/apps/notes/labels', { title: 'Shared name' }, otherToken).expect(
        201,
      );
      const mine = await send('post', '/api/apps/notes/labels', { title: 'Shared name' }).expect(
        201,
      );
      const label = (mine.body as Label[]).at(-1)!;
      await send('delete', `/api/apps/notes/labels?id=${label.id}`).expect(200);
    });

    it('deleting a label strips it from every note, leaving updatedAt alone', async () => {
      const added = await send('post', '/api/apps/notes/labels', { title: 'Temporary' }).expect(
        201,
      );
      const temporary = (added.body as Label[]).at(-1)!;
      const [work] = (await labels()).filter((label) => label.title === 'Work');
      const one = await create({ labels: [temporary.id, work!.id] });
      const two = await create({ labels: [temporary.id] });
      await send('delete', `/api/apps/notes/labels?id=${temporary.id}`).expect(200);
      const notes = await all();
      expect(notes.find((note) => note.id === one.id)?.labels).toEqual([work]);
      expect(notes.find((note) => note.id === two.id)?.labels).toEqual([]);
      expect(notes.find((note) => note.id === two.id)?.updatedAt).toBeNull();
      const stored = await storedRecords<Note>(testApp.dataDir, 'notes');
      expect(stored.some((note) => note.labels.includes(temporary.id))).toBe(false);
      expect(
        (await storedRecords<Label>(testApp.dataDir, 'note-labels')).some(
          (label) => label.id === temporary.id,
        ),
      ).toBe(false);
    });
  });

  describe('another account', () => {
    it('cannot see, change, task or delete my notes (404)', async () => {
      const note = await create({ title: 'Mine only' });
      expect((await all(otherToken)).some((one) => one.id === note.id)).toBe(false);
      await patch({ id: note.id, title: 'Theirs' }, otherToken).expect(404);
      await send(
        'post',
        '/api/apps/notes/tasks',
        { note: { id: note.id }, task: 'x' },
        otherToken,
      ).expect(404);
      await send('delete', `/api/apps/notes?id=${note.id}`, undefined, otherToken).expect(404);
      expect((await all()).find((one) => one.id === note.id)?.title).toBe('Mine only');
    });

    it('cannot rename, delete or use my labels (404, 400)', async () => {
      const [mine] = await labels();
      await send(
        'patch',
        '/api/apps/notes/labels',
        { label: { id: mine!.id, title: 'Hijacked' } },
        otherToken,
      ).expect(404);
      await send('delete', `/api/apps/notes/labels?id=${mine!.id}`, undefined, otherToken).expect(
        404,
      );
      const response = await send(
        'post',
        '/api/apps/notes',
        { note: { labels: [mine!.id] } },
        otherToken,
      ).expect(400);
      expect(response.body.code).toBe('reference-missing');
      expect((await labels())[0]).toEqual(mine);
    });
  });
});
