import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedText } from './helpers/stored';
import { storedFile, storedFileNames } from './helpers/stored-files';
import { unversioned } from './helpers/versions';

interface Item {
  id: string;
  folderId: string | null;
  name: string;
  createdBy: string;
  createdAt: string;
  modifiedAt: string;
  size: string;
  type: string;
  contents: string | null;
  description: string | null;
}

interface Listing {
  folders: Item[];
  files: Item[];
  path: Item[];
}

const URL = '/api/apps/file-manager';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const names = (items: Item[]) => items.map((item) => item.name);

/** supertest reads unknown types as text or not at all: collect the raw bytes. */
const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('apps: file manager', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string) => http().get(url).set(bearer(token));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object) => {
    const call = http()[method](url).set(bearer(token));
    return body === undefined ? call : call.send(body);
  };
  const listing = async (folderId?: string | null) =>
    (await get(folderId === undefined ? URL : `${URL}?folderId=${folderId}`).expect(200))
      .body as Listing;
  const upload = (
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string },
    field = 'file',
  ) => {
    let call = http().post(`${URL}/upload`).set(bearer(token));
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    if (file) call = call.attach(field, file.bytes, { filename: file.name });
    return call;
  };
  const download = (id: string) => get(`${URL}/download?id=${id}`).buffer(true).parse(binary);
  const storedFiles = () => storedFileNames(testApp.dataDir, 'file-manager');
  const metadata = () => storedText(testApp.dataDir, 'file-manager-items');
  const folderNamed = async (name: string, folderId: string | null = null) =>
    (await listing(folderId)).folders.find((folder) => folder.name === name)!;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get(URL).expect(401);
    await http().post(`${URL}/upload`).expect(401);
  });

  describe('browsing the sample tree', () => {
    it('lists the root (no folderId or "null"): folders and files by name, empty path', async () => {
      const root = await listing();
      expect(await listing(null)).toEqual(root);
      expect(names(root.folders)).toEqual([
        'Brand Assets',
        'Company Policies',
        'Recruitment',
        'Rewards Programme',
        'Shared',
      ]);
      expect(names(root.files)).toEqual([
        'Onboarding Checklist.pdf',
        'Quarterly Headcount.csv',
        'Welcome.txt',
      ]);
      expect(root.path).toEqual([]);
      expect(root.files.map((file) => file.type)).toEqual(['PDF', 'XLS', 'TXT']);
      const welcome = root.files[2]!;
      expect(welcome).toEqual({
        id: expect.any(String),
        folderId: null,
        name: 'Welcome.txt',
        createdBy: 'Lucía Fernández',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        modifiedAt: welcome.createdAt,
        size: expect.stringMatching(/^\d+ B$/),
        type: 'TXT',
        contents: null,
        description: null,
      });
      const policies = root.folders[1]!;
      expect(policies).toMatchObject({
        type: 'folder',
        contents: '3 files',
        description: 'Handbooks and policies every employee signs when they join.',
      });
      expect(root.folders[4]).toMatchObject({ name: 'Shared', contents: '0 files', size: '0 B' });
    });

    it('lists a nested folder with its path from the root', async () => {
      const recruitment = await folderNamed('Recruitment');
      const inRecruitment = await listing(recruitment.id);
      expect(names(inRecruitment.folders)).toEqual(['Job Descriptions']);
      expect(names(inRecruitment.files)).toEqual([
        'Interview Scorecard.csv',
        'Offer Letter Template.rtf',
      ]);
      expect(inRecruitment.files.map((file) => file.type)).toEqual(['XLS', 'DOC']);
      expect(inRecruitment.path).toEqual([recruitment]);
      const jobs = inRecruitment.folders[0]!;
      const inJobs = await listing(jobs.id);
      expect(names(inJobs.files)).toEqual(['Backend Engineer.txt', 'Sales Representative.pdf']);
      expect(inJobs.path.map((folder) => folder.id)).toEqual([recruitment.id, jobs.id]);
      expect(inJobs.files.every((file) => file.folderId === jobs.id)).toBe(true);
    });

    it('answers 404 for an unknown folder or a file, 400 for malformed input', async () => {
      const unknown = await get(`${URL}?folderId=${UNKNOWN_ID}`).expect(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: `Could not found folder with id of ${UNKNOWN_ID}!`,
        error: 'Not Found',
        code: 'not-found',
      });
      const [file] = (await listing()).files;
      await get(`${URL}?folderId=${file!.id}`).expect(404);
      const malformed = await get(`${URL}?folderId=root`).expect(400);
      expect(malformed.body.message).toBe('folderId must be a folder id or null');
      await get(`${URL}?folderId=null&sort=name`).expect(400);
    });

    it('keeps real files on disk under server-chosen names and serves them back', async () => {
      const stored = await storedFiles();
      expect(stored).toHaveLength(14);
      for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}$/);
      const root = await listing();
      const welcome = root.files.find((file) => file.name === 'Welcome.txt')!;
      const text = await download(welcome.id).expect(200);
      expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(text.headers['content-disposition']).toBe(
        `attachment; filename="Welcome.txt"; filename*=UTF-8''Welcome.txt`,
      );
      expect((text.body as Buffer).toString('utf8')).toMatch(/^Welcome to the file manager\./);
      expect(`${(text.body as Buffer).length} B`).toBe(welcome.size);
      const pdf = await download(root.files[0]!.id).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((pdf.body as Buffer).toString('latin1')).toContain('%%EOF');
      const brand = await folderNamed('Brand Assets');
      const logo = (await listing(brand.id)).files.find((file) => file.name === 'Logo.png')!;
      expect(logo.type).toBe('JPG');
      const image = await download(logo.id).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((image.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    });

    it('answers one item, and refuses to download a folder or an unknown id', async () => {
      const shared = await folderNamed('Shared');
      expect(unversioned((await get(`${URL}/item?id=${shared.id}`).expect(200)).body)).toEqual(
        shared,
      );
      await get(`${URL}/item?id=${UNKNOWN_ID}`).expect(404);
      const folder = await get(`${URL}/download?id=${shared.id}`).expect(422);
      expect(folder.body.message).toBe('Shared is a folder: only files can be downloaded');
      const unknown = await get(`${URL}/download?id=${UNKNOWN_ID}`).expect(404);
      expect(unknown.body.message).toBe(`Could not found item with id of ${UNKNOWN_ID}!`);
      await get(`${URL}/download?id=../../contacts.json`).expect(400);
    });
  });

  describe('uploading', () => {
    it('stores the bytes under a random name and lists the file in its folder', async () => {
      const before = await storedFiles();
      const bytes = Buffer.from('Meeting notes\nAgenda: hiring plan\n');
      const { body } = await upload({}, { bytes, name: 'notes.txt' }).expect(201);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        folderId: null,
        name: 'notes.txt',
        createdBy: 'Lucía Fernández',
        createdAt: expect.any(String),
        modifiedAt: body.createdAt,
        size: `${bytes.length} B`,
        type: 'TXT',
        contents: null,
        description: null,
      });
      const after = await storedFiles();
      const added = after.filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(
        Buffer.compare((await storedFile(testApp.dataDir, 'file-manager', added[0]!))!, bytes),
      ).toBe(0);
      expect(names((await listing()).files)).toContain('notes.txt');
      const fetched = await download(body.id).expect(200);
      expect(Buffer.compare(fetched.body as Buffer, bytes)).toBe(0);
    });

    it('uploads into a folder named by folderId, with a name from the form', async () => {
      const shared = await folderNamed('Shared');
      const { body } = await upload(
        { folderId: shared.id, name: 'Q3 plan.csv' },
        { bytes: Buffer.from('a,b\n1,2\n'), name: 'upload.csv' },
      ).expect(201);
      expect(body).toMatchObject({ folderId: shared.id, name: 'Q3 plan.csv', type: 'XLS' });
      const inShared = await listing(shared.id);
      expect(names(inShared.files)).toEqual(['Q3 plan.csv']);
      expect((await folderNamed('Shared')).contents).toBe('1 file');
    });

    it.each([
      ['PDF content under any name', Buffer.from('%PDF-1.4\n%%EOF\n'), 'report.bin', 'PDF'],
      ['a PNG named .txt', PNG, 'picture.txt', 'JPG'],
      ['text named .jpg', Buffer.from('not a photo'), 'photo.jpg', 'TXT'],
      ['HTML', Buffer.from('<script>alert(1)</script>'), 'page.html', 'TXT'],
      ['an RTF document', Buffer.from('{\\rtf1 hello}'), 'letter.rtf', 'DOC'],
      ['binary noise', Buffer.from([0, 1, 2, 3, 254, 255, 0, 7]), 'data.bin', 'OTHER'],
    ])('types %s from its content', async (_case, bytes, name, type) => {
      const { body } = await upload({}, { bytes, name }).expect(201);
      expect(body.type).toBe(type);
      const fetched = await download(body.id).expect(200);
      if (type === 'TXT') expect(fetched.headers['content-type']).toBe('text/plain; charset=utf-8');
      if (type === 'OTHER')
        expect(fetched.headers['content-type']).toBe('application/octet-stream');
      expect(fetched.headers['x-content-type-options']).toBe('nosniff');
      expect(fetched.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('keeps a UTF-8 name and gives it back in Content-Disposition', async () => {
      const { body } = await upload({}, { bytes: Buffer.from('hola'), name: 'Año nuevo ñ.txt' });
      expect(body.name).toBe('Año nuevo ñ.txt');
      const fetched = await download(body.id).expect(200);
      expect(fetched.headers['content-disposition']).toBe(
        `attachment; filename="A_o nuevo _.txt"; filename*=UTF-8''A%C3%B1o%20nuevo%20%C3%B1.txt`,
      );
    });

    it('keeps quotes and line breaks of a name as a browser form sends it', async () => {
      // Encoded as browsers encode a form (WHATWG): `"` as %22, a line break as %0A.
      const form = new FormData();
      form.append('file', new Blob(['hola']), 'résumé "final"\nv2.txt');
      const encoded = new Request('http://talento.test/', { method: 'POST', body: form });
      const bytes = Buffer.from(await encoded.arrayBuffer());
      expect(bytes.toString()).toContain('filename="résumé %22final%22%0Av2.txt"');
      const { body } = await http()
        .post(`${URL}/upload`)
        .set(bearer(token))
        .set('Content-Type', encoded.headers.get('content-type')!)
        .send(bytes)
        .expect(201);
      expect(body.name).toBe('résumé "final" v2.txt');
    });

    it('never uses a path sent as the file name', async () => {
      const { body } = await upload(
        {},
        { bytes: Buffer.from('x'), name: '../../escape.txt' },
      ).expect(201);
      expect(body.name).toBe('escape.txt');
      const stored = await storedFiles();
      expect(stored).not.toContain('escape.txt');
      expect(await readdir(testApp.dataDir)).not.toContain('escape.txt');
      expect(await readdir(join(testApp.dataDir, '..'))).not.toContain('escape.txt');
    });

    describe('refuses bad uploads, storing nothing', () => {
      let filesBefore: string[];
      let metadataBefore: string;
      beforeEach(async () => {
        filesBefore = await storedFiles();
        metadataBefore = await metadata();
      });
      afterEach(async () => {
        expect(await storedFiles()).toEqual(filesBefore);
        expect(await metadata()).toBe(metadataBefore);
      });

      it.each([
        ['../x', 'name must not contain / or \\'],
        ['..', 'name must not contain ..'],
        ['x..y', 'name must not contain ..'],
        ['a/b.txt', 'name must not contain / or \\'],
        ['a\\b.txt', 'name must not contain / or \\'],
        ['bell\u0007.txt', 'name must not contain control characters'],
        ['x'.repeat(256), 'name must be at most 255 characters'],
        ['   ', 'name must not be empty'],
      ])('the name %j', async (name, message) => {
        const response = await upload({ name }, { bytes: Buffer.from('x'), name: 'ok.txt' });
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ name: [message] });
      });

      it('a name already taken in the folder (in any case)', async () => {
        const response = await upload({}, { bytes: Buffer.from('x'), name: 'WELCOME.TXT' });
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({
          statusCode: 409,
          message: 'An item named WELCOME.TXT already exists in this folder',
          error: 'Conflict',
        });
      });

      it('an unknown or malformed folder', async () => {
        const unknown = await upload(
          { folderId: UNKNOWN_ID },
          { bytes: Buffer.from('x'), name: 'a.txt' },
        );
        expect(unknown.status).toBe(404);
        await upload({ folderId: 'home' }, { bytes: Buffer.from('x'), name: 'a.txt' }).expect(400);
        const [file] = (await listing()).files;
        await upload({ folderId: file!.id }, { bytes: Buffer.from('x'), name: 'a.txt' }).expect(
          404,
        );
      });

      it('no file, a file in another field, or an unknown field', async () => {
        const none = await upload({ name: 'a.txt' }).expect(400);
        expect(Object.keys(none.body.fields)).toEqual(['file']);
        await upload({}, { bytes: Buffer.from('x'), name: 'a.txt' }, 'document').expect(400);
        const extra = await upload({ owner: 'me' }, { bytes: Buffer.from('x'), name: 'a.txt' });
        expect(extra.status).toBe(400);
        expect(extra.body.message).toBe('property owner should not exist');
      });

      it('a file over 20 MB', async () => {
        const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
        const response = await upload({}, { bytes: big, name: 'big.txt' });
        expect(response.status).toBe(413);
        expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      });
    });
  });

  describe('folders, renaming and moving', () => {
    it('creates a folder, unique by name in its parent', async () => {
      const { body } = await send('post', `${URL}/folder`, {
        folderId: null,
        name: ' Projects ',
        description: 'Project documents',
      }).expect(201);
      expect(body).toMatchObject({
        folderId: null,
        name: 'Projects',
        type: 'folder',
        size: '0 B',
        contents: '0 files',
        description: 'Project documents',
        createdBy: 'Lucía Fernández',
      });
      expect(names((await listing()).folders)).toContain('Projects');
      const nested = await send('post', `${URL}/folder`, {
        folderId: body.id,
        name: 'Drafts',
      }).expect(201);
      expect(nested.body).toMatchObject({ folderId: body.id, description: null });
      expect((await listing(body.id)).path.map((folder) => folder.name)).toEqual(['Projects']);
      await send('post', `${URL}/folder`, { folderId: null, name: 'projects' }).expect(409);
    });

    describe('refuses bad folders, changing nothing', () => {
      let metadataBefore: string;
      beforeEach(async () => {
        metadataBefore = await metadata();
      });
      afterEach(async () => {
        expect(await metadata()).toBe(metadataBefore);
      });

      it.each([
        [{ folderId: null, name: '..' }, 400],
        [{ folderId: null, name: '../x' }, 400],
        [{ folderId: null, name: '.' }, 400],
        [{ folderId: null, name: '' }, 400],
        [{ folderId: null, name: 42 }, 400],
        [{ name: 'No parent given' }, 400],
        [{ folderId: null, name: 'x', colour: 'red' }, 400],
        [{ folderId: UNKNOWN_ID, name: 'Orphan' }, 404],
      ])('%j', async (body, status) => {
        await send('post', `${URL}/folder`, body).expect(status);
      });
    });

    it('renames a file and refuses names that are taken or unsafe', async () => {
      const root = await listing();
      const headcount = root.files.find((file) => file.name === 'Quarterly Headcount.csv')!;
      const { body } = await send('patch', `${URL}/item`, {
        id: headcount.id,
        item: { name: 'Headcount 2026.csv' },
      }).expect(200);
      expect(body).toMatchObject({ id: headcount.id, name: 'Headcount 2026.csv', type: 'XLS' });
      expect(body.modifiedAt >= headcount.modifiedAt).toBe(true);
      const fetched = await download(headcount.id).expect(200);
      expect(fetched.headers['content-disposition']).toContain('filename="Headcount 2026.csv"');
      const before = await metadata();
      await send('patch', `${URL}/item`, {
        id: headcount.id,
        item: { name: 'welcome.txt' },
      }).expect(409);
      for (const name of ['../Headcount.csv', 'a/b', '', null, 7]) {
        await send('patch', `${URL}/item`, { id: headcount.id, item: { name } }).expect(400);
      }
      await send('patch', `${URL}/item`, {
        id: headcount.id,
        item: { description: 'Files have none' },
      }).expect(422);
      await send('patch', `${URL}/item`, { id: UNKNOWN_ID, item: { name: 'x' } }).expect(404);
      await send('patch', `${URL}/item`, { id: headcount.id, item: { weight: 1 } }).expect(400);
      expect(await metadata()).toBe(before);
    });

    it('moves files and folders, never a folder into itself or below it', async () => {
      const root = await listing();
      const policies = root.folders.find((folder) => folder.name === 'Company Policies')!;
      const archive = (await listing(policies.id)).folders[0]!;
      const welcome = root.files.find((file) => file.name === 'Welcome.txt')!;

      const moved = await send('patch', `${URL}/item`, {
        id: welcome.id,
        item: { folderId: archive.id },
      }).expect(200);
      expect(moved.body.folderId).toBe(archive.id);
      expect(names((await listing(archive.id)).files)).toContain('Welcome.txt');
      expect(names((await listing()).files)).not.toContain('Welcome.txt');
      expect((await folderNamed('Company Policies')).contents).toBe('4 files');

      const before = await metadata();
      const intoItself = await send('patch', `${URL}/item`, {
        id: policies.id,
        item: { folderId: policies.id },
      }).expect(422);
      expect(intoItself.body.message).toBe(
        'A folder cannot be moved into itself or one of its subfolders',
      );
      await send('patch', `${URL}/item`, {
        id: policies.id,
        item: { folderId: archive.id },
      }).expect(422);
      await send('patch', `${URL}/item`, {
        id: welcome.id,
        item: { folderId: UNKNOWN_ID },
      }).expect(404);
      await send('patch', `${URL}/item`, {
        id: welcome.id,
        item: { folderId: 'root' },
      }).expect(400);
      expect(await metadata()).toBe(before);

      // A folder moves with everything in it; null is the root.
      const movedArchive = await send('patch', `${URL}/item`, {
        id: archive.id,
        item: { folderId: null, name: 'Old Policies' },
      }).expect(200);
      expect(movedArchive.body).toMatchObject({ folderId: null, name: 'Old Policies' });
      const inArchive = await listing(archive.id);
      expect(names(inArchive.files)).toEqual(['Travel Policy 2024.txt', 'Welcome.txt']);
      expect(inArchive.path.map((folder) => folder.name)).toEqual(['Old Policies']);
      // Moving into a folder that holds the same name is refused.
      await send('post', `${URL}/folder`, { folderId: policies.id, name: 'Old Policies' }).expect(
        201,
      );
      await send('patch', `${URL}/item`, {
        id: archive.id,
        item: { folderId: policies.id },
      }).expect(409);
    });
  });

  describe('deleting', () => {
    it('deletes a file and its stored bytes', async () => {
      const before = await storedFiles();
      const { body } = await upload({}, { bytes: Buffer.from('temp'), name: 'temp.txt' }).expect(
        201,
      );
      const added = (await storedFiles()).filter((name) => !before.includes(name));
      expect(added).toHaveLength(1);
      await send('delete', `${URL}/item?id=${body.id}`).expect(200, 'true');
      expect(await storedFiles()).toEqual(before);
      await get(`${URL}/item?id=${body.id}`).expect(404);
      await send('delete', `${URL}/item?id=${body.id}`).expect(404);
    });

    it('refuses to delete a folder that is not empty unless recursive, changing nothing', async () => {
      const recruitment = await folderNamed('Recruitment');
      const filesBefore = await storedFiles();
      const metadataBefore = await metadata();
      for (const query of ['', '&recursive=false']) {
        const response = await send('delete', `${URL}/item?id=${recruitment.id}${query}`).expect(
          409,
        );
        expect(response.body.message).toBe(
          'The folder Recruitment is not empty: delete what it holds first, or ask for recursive=true',
        );
      }
      await send('delete', `${URL}/item?id=${recruitment.id}&recursive=yes`).expect(400);
      expect(await storedFiles()).toEqual(filesBefore);
      expect(await metadata()).toBe(metadataBefore);
      expect(names((await listing()).folders)).toContain('Recruitment');
    });

    it('deletes a folder with everything below it when recursive=true', async () => {
      const recruitment = await folderNamed('Recruitment');
      const jobs = (await listing(recruitment.id)).folders[0]!;
      const ids = [
        recruitment.id,
        jobs.id,
        ...(await listing(recruitment.id)).files.map((file) => file.id),
        ...(await listing(jobs.id)).files.map((file) => file.id),
      ];
      expect(ids).toHaveLength(6);
      const filesBefore = await storedFiles();
      await send('delete', `${URL}/item?id=${recruitment.id}&recursive=true`).expect(200, 'true');
      const filesAfter = await storedFiles();
      expect(filesBefore.length - filesAfter.length).toBe(4);
      for (const id of ids) await get(`${URL}/item?id=${id}`).expect(404);
      await get(`${URL}?folderId=${jobs.id}`).expect(404);
      expect(names((await listing()).folders)).not.toContain('Recruitment');
      const stored = JSON.parse(await metadata()) as { id: string }[];
      expect(stored.some((item) => ids.includes(item.id))).toBe(false);
    });

    it('deletes an empty folder without recursive', async () => {
      const { body } = await send('post', `${URL}/folder`, {
        folderId: null,
        name: 'Empty one',
      }).expect(201);
      await send('delete', `${URL}/item?id=${body.id}`).expect(200, 'true');
      expect(names((await listing()).folders)).not.toContain('Empty one');
    });
  });
});
