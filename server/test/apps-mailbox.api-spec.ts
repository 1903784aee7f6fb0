import request from 'supertest';
import { MailerService } from '../src/common/mail/mailer.service';
import { ADMIN, bearer, createStaff, signIn } from './helpers/auth';
import { storedRecords } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedFileNames } from './helpers/stored-files';
import { LABEL_COLORS } from '../src/modules/mailbox/mailbox.types';
import { unversioned } from './helpers/versions';

interface Folder {
  id: string;
  title: string;
  slug: string;
  icon: string;
  count: number;
}
interface Label {
  id: string;
  title: string;
  slug: string;
  color: string;
}
interface Attachment {
  id: string;
  type: string;
  name: string;
  size: number;
  preview: string | null;
  downloadUrl: string;
}
interface Mail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  ccCount?: number;
  bccCount?: number;
  date: string;
  subject: string;
  content: string;
  attachments: Attachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  folder: string;
  labels: string[];
}
interface MailList {
  mails: Mail[] | null;
  pagination: Record<string, number>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER = { name: 'Buzón Otra', email: 'buzon.otra@talento.local', password: 'otra-clave-1' };

describe('apps: mailbox', () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  let otherId: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string, who = token) => http().get(url).set(bearer(who));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object, who = token) => {
    const call = http()[method](url).set(bearer(who));
    return body === undefined ? call : call.send(body);
  };
  const folders = async (who = token) =>
    (await get('/api/apps/mailbox/folders', who).expect(200)).body as Folder[];
  const labels = async (who = token) =>
    (await get('/api/apps/mailbox/labels', who).expect(200)).body as Label[];
  const list = async (query: string, who = token) =>
    (await get(`/api/apps/mailbox/mails?${query}`, who).expect(200)).body as MailList;
  /** Every mail of a view, page after page. */
  const all = async (query: string, who = token) => {
    const mails: Mail[] = [];
    for (let page = 1; ; page += 1) {
      const { mails: chunk, pagination } = await list(`${query}&page=${page}`, who);
      mails.push(...chunk!);
      if (page >= pagination.lastPage!) return mails;
    }
  };
  const folderId = async (slug: string) => (await folders()).find((f) => f.slug === slug)!.id;
  const upload = (id: string, file?: { bytes: Buffer; name: string }, who = token) => {
    let call = http().post('/api/apps/mailbox/draft/attachment').set(bearer(who)).field('id', id);
    if (file) call = call.attach('file', file.bytes, { filename: file.name });
    return call;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
    const other = await createStaff(testApp.app, OTHER, ['recruiter'], token);
    otherToken = other.token;
    otherId = other.id;
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get('/api/apps/mailbox/folders').expect(401);
    await http().get('/api/apps/mailbox/mails?folder=inbox').expect(401);
    await http().post('/api/apps/mailbox/mail').send({}).expect(401);
  });

  describe('settings', () => {
    it('answers the sample settings and merges a change', async () => {
      expect((await get('/api/apps/mailbox/settings').expect(200)).body).toEqual({
        messageLayout: 'right',
      });
      const changed = await send('patch', '/api/apps/mailbox/settings', {
        settings: { messageLayout: 'full' },
      }).expect(200);
      expect(changed.body).toEqual({ messageLayout: 'full' });
      expect((await get('/api/apps/mailbox/settings').expect(200)).body).toEqual({
        messageLayout: 'full',
      });
      // An empty change answers the merged settings as they are.
      const same = await send('patch', '/api/apps/mailbox/settings', { settings: {} }).expect(200);
      expect(same.body).toEqual({ messageLayout: 'full' });
      // Settings are the account's own.
      expect((await get('/api/apps/mailbox/settings', otherToken).expect(200)).body).toEqual({
        messageLayout: 'right',
      });
      await send('patch', '/api/apps/mailbox/settings', {
        settings: { messageLayout: 'right' },
      }).expect(200);
    });

    it.each([
      [{ settings: { messageLayout: 'left' } }, 'settings.messageLayout'],
      [{ settings: { colour: 'red' } }, 'settings.colour'],
      [{}, 'settings'],
    ])('refuses %p', async (body, field) => {
      const response = await send('patch', '/api/apps/mailbox/settings', body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });
  });

  describe('folders, filters and labels', () => {
    it('lists the five folders with their counts: unread, all (drafts, spam) or none (sent, trash)', async () => {
      const list = await folders();
      expect(list.map((folder) => folder.slug)).toEqual([
        'inbox',
        'sent',
        'drafts',
        'spam',
        'trash',
      ]);
      const stored = (
        await storedRecords<Mail & { accountId: string }>(testApp.dataDir, 'mailbox-mails')
      ).filter((mail) => mail.accountId === '5f0c1d2e-0000-4000-8000-000000000001');
      const inFolder = (slug: string) =>
        stored.filter((mail) => mail.folder === list.find((f) => f.slug === slug)!.id);
      const count = (slug: string) => list.find((folder) => folder.slug === slug)!.count;
      expect(count('inbox')).toBe(inFolder('inbox').filter((mail) => mail.unread).length);
      expect(count('inbox')).toBeGreaterThan(0);
      expect(inFolder('inbox').some((mail) => !mail.unread)).toBe(true);
      expect(count('sent')).toBe(0);
      expect(inFolder('sent').length).toBeGreaterThan(0);
      expect(count('trash')).toBe(0);
      expect(inFolder('trash').some((mail) => mail.unread)).toBe(true);
      expect(count('drafts')).toBe(inFolder('drafts').length);
      expect(count('spam')).toBe(inFolder('spam').length);
      expect(inFolder('spam').some((mail) => !mail.unread)).toBe(true);
      for (const folder of list) {
        expect(folder).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          title: expect.any(String),
          slug: folder.slug,
          icon: expect.stringMatching(/^heroicons_outline:/),
          count: expect.any(Number),
        });
      }
    });

    it('counts the unread inbox as mails are read', async () => {
      const before = (await folders()).find((folder) => folder.slug === 'inbox')!.count;
      const unread = (await all('folder=inbox')).find((mail) => mail.unread)!;
      await send('patch', '/api/apps/mailbox/mail', {
        id: unread.id,
        mail: { unread: false },
      }).expect(200);
      expect((await folders()).find((folder) => folder.slug === 'inbox')!.count).toBe(before - 1);
      await send('patch', '/api/apps/mailbox/mail', {
        id: unread.id,
        mail: { unread: true },
      }).expect(200);
    });

    it('lists the filters', async () => {
      const { body } = await get('/api/apps/mailbox/filters').expect(200);
      expect(body.map((filter: { slug: string }) => filter.slug)).toEqual(['starred', 'important']);
      expect(body[0]).toEqual({
        id: expect.any(String),
        title: 'Starred',
        slug: 'starred',
        icon: expect.any(String),
      });
    });

    it('lists the six sample labels with their colours', async () => {
      expect((await labels()).map(({ title, slug, color }) => ({ title, slug, color }))).toEqual([
        { title: 'Personal', slug: 'personal', color: 'blue' },
        { title: 'Work', slug: 'work', color: 'indigo' },
        { title: 'Payments', slug: 'payments', color: 'red' },
        { title: 'Invoices', slug: 'invoices', color: 'teal' },
        { title: 'Accounts', slug: 'accounts', color: 'purple' },
        { title: 'Forums', slug: 'forums', color: 'green' },
      ]);
    });

    it('makes the slug from the title, unique with -1, -2 ... on create', async () => {
      const create = async (title: string) =>
        (
          await send('post', '/api/apps/mailbox/label', { label: { title, color: 'pink' } }).expect(
            201,
          )
        ).body as Label;
      const first = await create('Viajes  de -- Trabajo!');
      expect(first).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Viajes  de -- Trabajo!',
        slug: 'viajes-de-trabajo',
        color: 'pink',
      });
      expect((await create('Viajes de Trabajo')).slug).toBe('viajes-de-trabajo-1');
      expect((await create('viajes de trabajo')).slug).toBe('viajes-de-trabajo-2');
      expect((await create('Work')).slug).toBe('work-1');
      // Another account's slugs do not count.
      const theirs = await send(
        'post',
        '/api/apps/mailbox/label',
        { label: { title: 'Viajes de trabajo', color: 'gray' } },
        otherToken,
      ).expect(201);
      expect(theirs.body.slug).toBe('viajes-de-trabajo');
    });

    it('regenerates the slug on rename, without the uniqueness check', async () => {
      const created = (
        await send('post', '/api/apps/mailbox/label', {
          label: { title: 'Temporal', color: 'lime' },
        }).expect(201)
      ).body as Label;
      const renamed = await send('patch', '/api/apps/mailbox/label', {
        id: created.id,
        label: { title: 'Personal' },
      }).expect(200);
      expect(renamed.body).toEqual({
        ...created,
        title: 'Personal',
        slug: 'personal',
        version: expect.any(String),
      });
      const recoloured = await send('patch', '/api/apps/mailbox/label', {
        id: created.id,
        label: { id: created.id, slug: 'ignored', color: 'cyan' },
      }).expect(200);
      expect(recoloured.body).toEqual({
        ...created,
        title: 'Personal',
        slug: 'personal',
        color: 'cyan',
        version: expect.any(String),
      });
      expect((await labels()).filter((label) => label.slug === 'personal')).toHaveLength(2);
      await send('delete', `/api/apps/mailbox/label?id=${created.id}`).expect(200);
    });

    it.each([
      [{ label: { title: '', color: 'blue' } }, 'label.title'],
      [{ label: { title: '  ', color: 'blue' } }, 'label.title'],
      [{ label: { title: '¡¿?!', color: 'blue' } }, 'label.title'],
      [{ label: { title: 'x'.repeat(41), color: 'blue' } }, 'label.title'],
      [{ label: { title: 'Ok', color: 'chartreuse' } }, 'label.color'],
      [{ label: { title: 'Ok', color: 'blue', extra: 1 } }, 'label.extra'],
      [{}, 'label'],
    ])('refuses the label %p', async (body, field) => {
      const response = await send('post', '/api/apps/mailbox/label', body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('gives a label created as the original client sends it, {label: {title}}, a colour', async () => {
      const used = new Set((await labels()).map((label) => label.color));
      const unused = LABEL_COLORS.filter((color) => !used.has(color));
      expect(unused.length).toBeGreaterThanOrEqual(2);
      const first = await send('post', '/api/apps/mailbox/label', {
        label: { title: 'Proveedores' },
      }).expect(201);
      expect(first.body).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Proveedores',
        slug: 'proveedores',
        color: unused[0],
      });
      // The next one gets the next colour no label has.
      const second = await send('post', '/api/apps/mailbox/label', {
        label: { title: 'Clientes' },
      }).expect(201);
      expect(second.body.color).toBe(unused[1]);
      expect((await labels()).map((label) => label.color)).toEqual(
        expect.arrayContaining([unused[0], unused[1]]),
      );
      for (const { id } of [first.body, second.body] as Label[]) {
        await send('delete', `/api/apps/mailbox/label?id=${id}`).expect(200);
      }
    });

    it('answers 404 for an unknown or foreign label', async () => {
      const [mine] = await labels();
      await send(
        'patch',
        '/api/apps/mailbox/label',
        { id: mine!.id, label: { title: 'Robado' } },
        otherToken,
      ).expect(404);
      await send('delete', `/api/apps/mailbox/label?id=${mine!.id}`, undefined, otherToken).expect(
        404,
      );
      await send('delete', `/api/apps/mailbox/label?id=${UNKNOWN_ID}`).expect(404);
      await send('delete', '/api/apps/mailbox/label?id=nope').expect(400);
      await send('patch', '/api/apps/mailbox/label', {
        id: UNKNOWN_ID,
        label: { title: 'x' },
      }).expect(404);
      expect((await labels()).find((label) => label.id === mine!.id)!.title).toBe('Personal');
    });

    it('deletes a label and strips it from every mail', async () => {
      const label = (
        await send('post', '/api/apps/mailbox/label', {
          label: { title: 'Para borrar', color: 'amber' },
        }).expect(201)
      ).body as Label;
      const work = (await labels()).find((one) => one.slug === 'work')!;
      const inbox = await all('folder=inbox');
      const tagged = inbox.slice(0, 3);
      for (const mail of tagged) {
        await send('patch', '/api/apps/mailbox/mail', {
          id: mail.id,
          mail: { labels: [...mail.labels, label.id] },
        }).expect(200);
      }
      expect((await all('label=para-borrar')).map((mail) => mail.id).sort()).toEqual(
        tagged.map((mail) => mail.id).sort(),
      );
      const removed = await send('delete', `/api/apps/mailbox/label?id=${label.id}`).expect(200);
      expect(removed.body).toBe(true);
      expect((await labels()).some((one) => one.id === label.id)).toBe(false);
      for (const mail of tagged) {
        const { body } = await get(`/api/apps/mailbox/mail?id=${mail.id}`).expect(200);
        expect(body.labels).toEqual(mail.labels);
      }
      const stored = await storedRecords<Mail>(testApp.dataDir, 'mailbox-mails');
      expect(stored.some((mail) => mail.labels.includes(label.id))).toBe(false);
      // The other labels stay on their mails.
      expect((await all('label=work')).length).toBeGreaterThan(0);
      expect(work).toBeDefined();
      await get('/api/apps/mailbox/mails?label=para-borrar').expect(404);
    });
  });

  describe('mails', () => {
    it('lists a folder newest first with the pagination object', async () => {
      const first = await list('folder=inbox');
      const total = first.pagination.totalResults!;
      expect(total).toBeGreaterThan(10);
      expect(first.pagination).toEqual({
        totalResults: total,
        resultsPerPage: 10,
        currentPage: 1,
        lastPage: Math.ceil(total / 10),
        startIndex: 0,
        endIndex: 9,
      });
      expect(first.mails).toHaveLength(10);
      const lastPage = Math.ceil(total / 10);
      const last = await list(`folder=inbox&page=${lastPage}`);
      expect(last.pagination).toEqual({
        totalResults: total,
        resultsPerPage: 10,
        currentPage: lastPage,
        lastPage,
        startIndex: (lastPage - 1) * 10,
        endIndex: total - 1,
      });
      expect(last.mails).toHaveLength(total - (lastPage - 1) * 10);
      const mails = await all('folder=inbox');
      const times = mails.map((mail) => Date.parse(mail.date));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const inbox = await folderId('inbox');
      expect(mails.every((mail) => mail.folder === inbox)).toBe(true);
      expect(new Set(mails.map((mail) => mail.id)).size).toBe(total);
    });

    it('answers mails null and only the last page past it', async () => {
      const { pagination } = await list('folder=inbox');
      const past = await list(`folder=inbox&page=${pagination.lastPage! + 1}`);
      expect(past).toEqual({ mails: null, pagination: { lastPage: pagination.lastPage } });
    });

    it('has a last page of at least 1 for an empty view', async () => {
      const label = (
        await send('post', '/api/apps/mailbox/label', {
          label: { title: 'Vacía', color: 'gray' },
        }).expect(201)
      ).body as Label;
      expect(await list(`label=${label.slug}`)).toEqual({
        mails: [],
        pagination: {
          totalResults: 0,
          resultsPerPage: 10,
          currentPage: 1,
          lastPage: 1,
          startIndex: 0,
          endIndex: -1,
        },
      });
      expect(await list(`label=${label.slug}&page=2`)).toEqual({
        mails: null,
        pagination: { lastPage: 1 },
      });
      await send('delete', `/api/apps/mailbox/label?id=${label.id}`).expect(200);
    });

    it('filters by a boolean field and by label', async () => {
      const everything = [
        ...(await all('folder=inbox')),
        ...(await all('folder=sent')),
        ...(await all('folder=drafts')),
        ...(await all('folder=spam')),
        ...(await all('folder=trash')),
      ];
      for (const field of ['starred', 'important', 'unread'] as const) {
        const filtered = await all(`filter=${field}`);
        expect(filtered.length).toBeGreaterThan(0);
        expect(filtered.map((mail) => mail.id).sort()).toEqual(
          everything
            .filter((mail) => mail[field])
            .map((mail) => mail.id)
            .sort(),
        );
      }
      const payments = (await labels()).find((label) => label.slug === 'payments')!;
      const byLabel = await all('label=payments');
      expect(byLabel.length).toBeGreaterThan(0);
      expect(byLabel.map((mail) => mail.id).sort()).toEqual(
        everything
          .filter((mail) => mail.labels.includes(payments.id))
          .map((mail) => mail.id)
          .sort(),
      );
    });

    it('adds ccCount and bccCount to the listing only', async () => {
      const mails = await all('folder=inbox');
      for (const mail of mails) {
        expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
        expect(mail.bccCount).toBe(mail.bcc?.length ?? 0);
      }
      const withCc = mails.find((mail) => (mail.cc?.length ?? 0) > 1)!;
      expect(withCc.ccCount).toBe(withCc.cc!.length);
      const { body } = await get(`/api/apps/mailbox/mail?id=${withCc.id}`).expect(200);
      const { ccCount: _cc, bccCount: _bcc, ...rest } = withCc;
      expect(unversioned(body)).toEqual(rest);
    });

    it('answers a mail in the original client’s shape', async () => {
      const mails = await all('folder=inbox');
      const withFile = mails.find((mail) => mail.attachments.length > 0)!;
      const { body } = await get(`/api/apps/mailbox/mail?id=${withFile.id}`).expect(200);
      expect(body).toMatchObject({
        id: withFile.id,
        type: 'mail',
        from: { avatar: expect.anything(), contact: expect.stringMatching(/^.+ <.+@.+>$/) },
        to: expect.stringContaining(ADMIN.email),
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        subject: expect.any(String),
        content: expect.stringContaining('<p>'),
        starred: expect.any(Boolean),
        important: expect.any(Boolean),
        unread: expect.any(Boolean),
        folder: await folderId('inbox'),
        labels: expect.any(Array),
      });
      expect(body.accountId).toBeUndefined();
      const [attachment] = body.attachments as Attachment[];
      expect(attachment).toEqual({
        id: expect.any(String),
        type: expect.any(String),
        name: expect.any(String),
        size: expect.any(Number),
        preview: attachment!.type.startsWith('image/') ? attachment!.downloadUrl : null,
        downloadUrl: `/api/apps/mailbox/attachment?mailId=${withFile.id}&id=${attachment!.id}`,
      });
      expect(attachment!).not.toHaveProperty('file');
    });

    it('downloads a sample attachment with its sniffed type, for its owner only', async () => {
      const mails = await all('folder=inbox');
      const photo = mails
        .flatMap((mail) => mail.attachments)
        .find((attachment) => attachment.name.endsWith('.png'))!;
      expect(photo.type).toBe('image/png');
      const response = await get(photo.downloadUrl).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toContain('attachment');
      expect(response.body.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
      expect(Number(response.headers['content-length'])).toBe(photo.size);
      await get(photo.downloadUrl, otherToken).expect(404);
      await http().get(photo.downloadUrl).expect(401);
      const mailId = new URL(photo.downloadUrl, 'http://x').searchParams.get('mailId');
      await get(`/api/apps/mailbox/attachment?mailId=${mailId}&id=${UNKNOWN_ID}`).expect(404);
      await get(`/api/apps/mailbox/attachment?mailId=${mailId}&id=x`).expect(400);
    });

    it('merges starred, important, unread, folder and labels', async () => {
      const [mail] = (await list('folder=inbox')).mails!;
      const [personal, work] = await labels();
      const trash = await folderId('trash');
      const { body } = await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: {
          starred: !mail!.starred,
          important: !mail!.important,
          unread: !mail!.unread,
          labels: [personal!.id, work!.id, work!.id],
        },
      }).expect(200);
      const { ccCount: _cc, bccCount: _bcc, ...rest } = mail!;
      expect(body).toEqual({
        ...rest,
        version: expect.any(String),
        starred: !mail!.starred,
        important: !mail!.important,
        unread: !mail!.unread,
        labels: [personal!.id, work!.id],
      });
      // Moving a mail changes its folder.
      const moved = await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: { folder: trash },
      }).expect(200);
      expect(moved.body.folder).toBe(trash);
      expect((await all('folder=trash')).some((one) => one.id === mail!.id)).toBe(true);
      expect((await all('folder=inbox')).some((one) => one.id === mail!.id)).toBe(false);
      // The original client may send the whole mail back: the read-only fields are ignored.
      const echoed = await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: { ...body, subject: 'forged', folder: await folderId('inbox') },
      }).expect(200);
      expect(echoed.body).toEqual({ ...body, folder: await folderId('inbox') });
      await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: {
          starred: mail!.starred,
          important: mail!.important,
          unread: mail!.unread,
          labels: mail!.labels,
        },
      }).expect(200);
    });

    it.each([
      [{ mail: { starred: true } }, 'id'],
      [{ id: 'x', mail: { starred: true } }, 'id'],
      [{ id: UNKNOWN_ID, mail: { starred: 'yes' } }, 'mail.starred'],
      [{ id: UNKNOWN_ID, mail: { unread: null } }, 'mail.unread'],
      [{ id: UNKNOWN_ID, mail: { folder: 'inbox' } }, 'mail.folder'],
      [{ id: UNKNOWN_ID, mail: { labels: ['work'] } }, 'mail.labels'],
      [{ id: UNKNOWN_ID, mail: { colour: 'red' } }, 'mail.colour'],
      [{ id: UNKNOWN_ID }, 'mail'],
    ])('refuses the change %p', async (body, field) => {
      const response = await send('patch', '/api/apps/mailbox/mail', body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('refuses an unknown folder or label id in a change', async () => {
      const [mail] = (await list('folder=inbox')).mails!;
      const folder = await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: { folder: UNKNOWN_ID },
      }).expect(400);
      expect(folder.body).toMatchObject({ code: 'reference-missing' });
      const [theirLabel] = await labels(otherToken);
      const label = await send('patch', '/api/apps/mailbox/mail', {
        id: mail!.id,
        mail: { labels: [theirLabel!.id] },
      }).expect(400);
      expect(label.body).toMatchObject({ code: 'reference-missing' });
    });

    it.each([
      ['', 'folder'],
      ['folder=archive', 'folder'],
      ['filter=subject', 'filter'],
      ['folder=inbox&page=0', 'page'],
      ['folder=inbox&page=x', 'page'],
      ['folder=inbox&page=1.5', 'page'],
      ['folder=inbox&sort=date', 'sort'],
    ])('refuses the list query %p', async (query, field) => {
      const response = await get(`/api/apps/mailbox/mails?${query}`).expect(400);
      expect(Object.keys(response.body.fields ?? { [response.body.field]: 1 })).toContain(field);
    });

    it('answers 404 for an unknown label slug', async () => {
      const response = await get('/api/apps/mailbox/mails?label=no-such-label').expect(404);
      expect(response.body.code).toBe('not-found');
    });

    it('answers 404 for an unknown mail, 400 for a malformed id', async () => {
      const response = await get(`/api/apps/mailbox/mail?id=${UNKNOWN_ID}`).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: `Could not found mail with id of ${UNKNOWN_ID}!`,
        error: 'Not Found',
        code: 'not-found',
      });
      await get('/api/apps/mailbox/mail?id=42').expect(400);
      await get('/api/apps/mailbox/mail').expect(400);
    });
  });

  describe('each account has its own mailbox', () => {
    it('gives a new account its own sample mailbox', async () => {
      const mine = await all('folder=inbox');
      const theirs = await all('folder=inbox', otherToken);
      expect(theirs).toHaveLength(mine.length);
      const mineIds = new Set(mine.map((mail) => mail.id));
      expect(theirs.some((mail) => mineIds.has(mail.id))).toBe(false);
      expect(theirs[0]!.to).toContain(OTHER.email);
      const theirLabels = await labels(otherToken);
      const myLabels = new Set((await labels()).map((label) => label.id));
      expect(theirLabels.some((label) => myLabels.has(label.id))).toBe(false);
      // Its attachments are its own files.
      const file = theirs.flatMap((mail) => mail.attachments)[0]!;
      await get(file.downloadUrl, otherToken).expect(200);
      await get(file.downloadUrl).expect(404);
    });

    it('answers 404 for another account’s mail, and changes nothing', async () => {
      const [theirs] = (await list('folder=inbox', otherToken)).mails!;
      await get(`/api/apps/mailbox/mail?id=${theirs!.id}`).expect(404);
      await send('patch', '/api/apps/mailbox/mail', {
        id: theirs!.id,
        mail: { starred: !theirs!.starred },
      }).expect(404);
      await send('delete', `/api/apps/mailbox/mail?id=${theirs!.id}`).expect(404);
      const after = await get(`/api/apps/mailbox/mail?id=${theirs!.id}`, otherToken).expect(200);
      expect(after.body.starred).toBe(theirs!.starred);
    });

    it('counts only the account’s own mails', async () => {
      const mine = await folders();
      const theirs = await folders(otherToken);
      expect(theirs.find((f) => f.slug === 'drafts')!.count).toBe(
        (await all('folder=drafts', otherToken)).length,
      );
      expect(mine.map((f) => f.id)).toEqual(theirs.map((f) => f.id));
    });
  });

  describe('drafts and sending', () => {
    it('saves a draft as it is written, sanitising its content', async () => {
      const drafts = (await folders()).find((f) => f.slug === 'drafts')!.count;
      const created = await send('post', '/api/apps/mailbox/draft', {
        mail: { subject: 'Borrador', content: '<p>Hola<script>alert(1)</script></p>' },
      }).expect(201);
      expect(created.body).toMatchObject({
        type: 'mail',
        to: '',
        subject: 'Borrador',
        content: '<p>Hola</p>',
        unread: false,
        folder: await folderId('drafts'),
        attachments: [],
        labels: [],
        from: { contact: expect.stringContaining(ADMIN.email) },
      });
      expect((await folders()).find((f) => f.slug === 'drafts')!.count).toBe(drafts + 1);
      const updated = await send('patch', '/api/apps/mailbox/draft', {
        id: created.body.id,
        mail: {
          to: [' Ana@Example.com '],
          cc: ['b@example.com'],
          content: '<p>Hola, Ana <img src="x" onerror="alert(1)"></p>',
        },
      }).expect(200);
      expect(updated.body).toMatchObject({
        id: created.body.id,
        to: 'ana@example.com',
        cc: ['b@example.com'],
        subject: 'Borrador',
        content: '<p>Hola, Ana <img src="x" /></p>',
      });
      expect(Date.parse(updated.body.date)).toBeGreaterThanOrEqual(Date.parse(created.body.date));
      await send('delete', `/api/apps/mailbox/mail?id=${created.body.id}`).expect(200);
      await get(`/api/apps/mailbox/mail?id=${created.body.id}`).expect(404);
    });

    it('takes recipients as a draft’s read gives them, keeping the names given', async () => {
      const created = await send('post', '/api/apps/mailbox/draft', {
        mail: {
          to: 'Ana Ruiz <Ana@Example.com>, beto@example.com',
          cc: ['Caro <caro@example.com>'],
        },
      }).expect(201);
      expect(created.body).toMatchObject({
        to: 'Ana Ruiz <ana@example.com>, beto@example.com',
        cc: ['Caro <caro@example.com>'],
      });
      await send('delete', `/api/apps/mailbox/mail?id=${created.body.id}`).expect(200);
    });

    it('refuses to change a mail that is not a draft', async () => {
      const [mail] = (await list('folder=inbox')).mails!;
      const response = await send('patch', '/api/apps/mailbox/draft', {
        id: mail!.id,
        mail: { subject: 'x' },
      }).expect(409);
      expect(response.body.code).toBe('mail-not-draft');
      await send('post', '/api/apps/mailbox/mail', {
        draftId: mail!.id,
        mail: { to: ['a@example.com'] },
      }).expect(409);
      const [theirDraft] = (await list('folder=drafts', otherToken)).mails!;
      await send('patch', '/api/apps/mailbox/draft', {
        id: theirDraft!.id,
        mail: { subject: 'x' },
      }).expect(404);
    });

    it.each([
      [{ mail: { to: ['not-an-address'] } }, 'mail.to'],
      [{ mail: { to: 'Ana <not-an-address>' } }, 'mail.to'],
      [{ mail: { to: ['Ana, Ruiz <ana@example.com>'] } }, 'mail.to'],
      [{ mail: { to: 5 } }, 'mail.to'],
      [{ mail: { subject: 5 } }, 'mail.subject'],
      [{ mail: { content: 'x'.repeat(100_001) } }, 'mail.content'],
      [{ mail: { folder: 'x' } }, 'mail.folder'],
    ])('refuses the draft %p', async (body, field) => {
      const response = await send('post', '/api/apps/mailbox/draft', body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it.each([
      [{ mail: {} }, 'mail.to'],
      [{ mail: { to: [] } }, 'mail.to'],
      [{ mail: { to: ['x'] } }, 'mail.to'],
      [{ mail: { to: ['a@example.com'], cc: ['nope'] } }, 'mail.cc'],
      [{ draftId: 'x', mail: { to: ['a@example.com'] } }, 'draftId'],
      [{ to: ['a@example.com'] }, 'mail'],
    ])('refuses to send %p', async (body, field) => {
      const response = await send('post', '/api/apps/mailbox/mail', body).expect(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it('sends to an account’s inbox, with the sender’s copy in sent', async () => {
      const theirUnread = (await folders(otherToken)).find((f) => f.slug === 'inbox')!.count;
      const sent = await send('post', '/api/apps/mailbox/mail', {
        mail: {
          to: [OTHER.email.toUpperCase()],
          bcc: ['oculto@example.com'],
          subject: 'Reunión del viernes',
          content: '<p>¿Nos vemos a las <b>10</b>?</p><script>x()</script>',
        },
      }).expect(201);
      expect(sent.body).toMatchObject({
        type: 'mail',
        to: `${OTHER.name} <${OTHER.email}>`,
        bcc: ['oculto@example.com'],
        subject: 'Reunión del viernes',
        content: '<p>¿Nos vemos a las <b>10</b>?</p>',
        unread: false,
        folder: await folderId('sent'),
      });
      expect((await list('folder=sent')).mails![0]!.id).toBe(sent.body.id);
      const inbox = (await list('folder=inbox', otherToken)).mails!;
      const received = inbox[0]!;
      expect(received).toMatchObject({
        subject: 'Reunión del viernes',
        content: '<p>¿Nos vemos a las <b>10</b>?</p>',
        unread: true,
        starred: false,
        labels: [],
        from: { contact: expect.stringContaining(ADMIN.email) },
      });
      expect(received.id).not.toBe(sent.body.id);
      // Blind copies stay blind.
      expect(received.bcc).toBeUndefined();
      expect((await folders(otherToken)).find((f) => f.slug === 'inbox')!.count).toBe(
        theirUnread + 1,
      );
      // The sender cannot open the recipient's copy, nor the recipient the sender's.
      await get(`/api/apps/mailbox/mail?id=${received.id}`).expect(404);
      await get(`/api/apps/mailbox/mail?id=${sent.body.id}`, otherToken).expect(404);
    });

    it('sends a draft with its attachments, copying the files to the recipient', async () => {
      const draft = (
        await send('post', '/api/apps/mailbox/draft', {
          mail: { to: [OTHER.email], subject: 'Con adjuntos' },
        }).expect(201)
      ).body as Mail;
      const withPng = await upload(draft.id, { bytes: PNG, name: 'gráfico.txt' }).expect(200);
      expect(withPng.body.attachments).toEqual([
        {
          id: expect.any(String),
          type: 'image/png',
          name: 'gráfico.txt',
          size: PNG.length,
          preview: expect.stringContaining(`mailId=${draft.id}`),
          downloadUrl: expect.stringContaining(`mailId=${draft.id}`),
        },
      ]);
      const withText = await upload(draft.id, {
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        name: 'page.html',
      }).expect(200);
      const text = withText.body.attachments[1] as Attachment;
      expect(text).toMatchObject({ type: 'text/plain; charset=utf-8', preview: null });
      const download = await get(text.downloadUrl).expect(200);
      expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
      // Remove one again.
      const removed = await send(
        'delete',
        `/api/apps/mailbox/draft/attachment?mailId=${draft.id}&id=${text.id}`,
      ).expect(200);
      expect(removed.body.attachments).toHaveLength(1);
      await get(text.downloadUrl).expect(404);

      const sent = await send('post', '/api/apps/mailbox/mail', {
        draftId: draft.id,
        mail: { to: [OTHER.email], subject: 'Con adjuntos', content: '<p>Va el gráfico.</p>' },
      }).expect(201);
      // The draft became the sent copy.
      expect(sent.body.id).toBe(draft.id);
      expect(sent.body.folder).toBe(await folderId('sent'));
      expect(sent.body.attachments).toHaveLength(1);
      expect((await all('folder=drafts')).some((mail) => mail.id === draft.id)).toBe(false);
      const received = (await list('folder=inbox', otherToken)).mails![0]!;
      expect(received.subject).toBe('Con adjuntos');
      const [copy] = received.attachments;
      expect(copy).toMatchObject({ name: 'gráfico.txt', type: 'image/png', size: PNG.length });
      const bytes = await get(copy!.downloadUrl, otherToken).buffer(true).expect(200);
      expect(Buffer.compare(bytes.body as Buffer, PNG)).toBe(0);
      // Deleting the sender's copy leaves the recipient's file.
      await send('delete', `/api/apps/mailbox/mail?id=${sent.body.id}`).expect(200);
      await get(copy!.downloadUrl, otherToken).expect(200);
    });

    it('forwards a mail with copies of its attachments, from the account’s own mails only', async () => {
      const original = (await all('folder=inbox')).find((mail) => mail.attachments.length > 0)!;
      const draft = await send('post', '/api/apps/mailbox/draft', {
        forwardOf: original.id,
        mail: { subject: `Fwd: ${original.subject}` },
      }).expect(201);
      expect(draft.body.attachments).toHaveLength(original.attachments.length);
      const [copy] = draft.body.attachments as Attachment[];
      expect(copy).toMatchObject({
        name: original.attachments[0]!.name,
        type: original.attachments[0]!.type,
        size: original.attachments[0]!.size,
      });
      expect(copy!.id).not.toBe(original.attachments[0]!.id);
      await get(copy!.downloadUrl).expect(200);
      // Discarding the draft leaves the original's file.
      await send('delete', `/api/apps/mailbox/mail?id=${draft.body.id}`).expect(200);
      await get(original.attachments[0]!.downloadUrl).expect(200);
      const [theirs] = (await list('folder=inbox', otherToken)).mails!;
      await send('post', '/api/apps/mailbox/draft', {
        forwardOf: theirs!.id,
        mail: {},
      }).expect(404);
      await send('post', '/api/apps/mailbox/draft', { forwardOf: 'x', mail: {} }).expect(400);
    });

    it('bounds attachments: a file is required, 10 MB, 10 per mail, drafts only', async () => {
      const draft = (await send('post', '/api/apps/mailbox/draft', { mail: {} }).expect(201))
        .body as Mail;
      const none = await upload(draft.id).expect(400);
      expect(Object.keys(none.body.fields)).toContain('file');
      const big = await upload(draft.id, {
        bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61),
        name: 'big.txt',
      });
      expect(big.status).toBe(413);
      for (let index = 0; index < 10; index += 1) {
        await upload(draft.id, {
          bytes: Buffer.from(`file ${index}`),
          name: `${index}.txt`,
        }).expect(200);
      }
      const eleventh = await upload(draft.id, { bytes: Buffer.from('x'), name: 'x.txt' }).expect(
        409,
      );
      expect(eleventh.body.code).toBe('attachments-too-many');
      const [inboxMail] = (await list('folder=inbox')).mails!;
      await upload(inboxMail!.id, { bytes: PNG, name: 'a.png' }).expect(409);
      await upload(draft.id, { bytes: PNG, name: 'a.png' }, otherToken).expect(404);
      await upload('nope', { bytes: PNG, name: 'a.png' }).expect(400);
      const files = () => storedFileNames(testApp.dataDir, 'mailbox');
      const before = (await files()).length;
      await send('delete', `/api/apps/mailbox/mail?id=${draft.id}`).expect(200);
      expect((await files()).length).toBe(before - 10);
    });

    it('mails outside addresses through the mailer, keeping the mail in sent', async () => {
      const mailer = testApp.app.get(MailerService);
      const spy = jest.spyOn(mailer, 'send');
      try {
        const sent = await send('post', '/api/apps/mailbox/mail', {
          mail: {
            to: ['fuera@example.com', OTHER.email],
            cc: ['copia@example.com'],
            subject: 'Hacia fuera',
            content: '<p>Hola &amp; adiós</p>',
          },
        }).expect(201);
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0]![0]).toMatchObject({
          to: 'fuera@example.com',
          cc: ['copia@example.com'],
          bcc: [],
          subject: 'Hacia fuera',
          text: 'Hola & adiós',
          html: '<p>Hola &amp; adiós</p>',
        });
        expect((await list('folder=sent')).mails![0]!.id).toBe(sent.body.id);
        // Mail among accounts only does not go out.
        await send('post', '/api/apps/mailbox/mail', {
          mail: { to: [OTHER.email], subject: 'Dentro' },
        }).expect(201);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });
  });

  it('keeps the new account’s mailbox across a restart of its data', async () => {
    const stored = await storedRecords<Mail & { accountId: string }>(
      testApp.dataDir,
      'mailbox-mails',
    );
    expect(stored.some((mail) => mail.accountId === otherId)).toBe(true);
  });
});
