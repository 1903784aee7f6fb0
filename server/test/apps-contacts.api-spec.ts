import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { replaceStored, storedRecords, storedText } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { storedFileNames } from './helpers/stored-files';
import { expectPublicImage } from './helpers/public-images';
import { unversioned } from './helpers/versions';

interface Contact {
  id: string;
  avatar: string | null;
  name: string;
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  title: string;
  company: string;
  job: { title: string; company: string };
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: string[];
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SEEDED_TAGS = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(20)]);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('apps: contacts', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string) => http().get(url).set(bearer(token));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object) => {
    const call = http()[method](url).set(bearer(token));
    return body === undefined ? call : call.send(body);
  };
  const upload = (fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
    let call = http().post('/api/apps/contacts/avatar').set(bearer(token));
    for (const [key, value] of Object.entries(fields)) call = call.field(key, value);
    if (file) call = call.attach('avatar', file.bytes, { filename: file.name });
    return call;
  };
  const storedContacts = () => storedRecords<Contact>(testApp.dataDir, 'contacts');
  const avatarFiles = () => storedFileNames(testApp.dataDir, 'avatars');
  const all = async () => (await get('/api/apps/contacts/all').expect(200)).body as Contact[];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get('/api/apps/contacts/all').expect(401);
    await http().post('/api/apps/contacts/contact').expect(401);
  });

  describe('list and search', () => {
    it('lists the 80 sample contacts sorted by name, each with one seeded tag', async () => {
      const contacts = await all();
      expect(contacts).toHaveLength(80);
      const names = contacts.map((contact) => contact.name);
      expect([...names].sort(byName)).toEqual(names);
      const tags = (await get('/api/apps/contacts/tags').expect(200)).body as {
        id: string;
        title: string;
      }[];
      expect(tags.map((tag) => tag.title)).toEqual(SEEDED_TAGS);
      const tagIds = new Set(tags.map((tag) => tag.id));
      for (const contact of contacts) {
        expect(contact.tags).toHaveLength(1);
        expect(tagIds.has(contact.tags[0]!)).toBe(true);
        expect(contact.job).toEqual({ title: contact.title, company: contact.company });
      }
      // Every tag is in use.
      expect(new Set(contacts.map((contact) => contact.tags[0])).size).toBe(7);
    });

    it('searches names case-insensitively, sorted by name', async () => {
      const contacts = await all();
      const target = contacts[17]!;
      const part = target.name.slice(1, 5);
      const expected = contacts
        .filter((contact) => contact.name.toLowerCase().includes(part.toLowerCase()))
        .map((contact) => contact.id);
      expect(expected.length).toBeGreaterThan(0);
      for (const query of [part, part.toUpperCase(), part.toLowerCase()]) {
        const { body } = await get(
          `/api/apps/contacts/search?query=${encodeURIComponent(query)}`,
        ).expect(200);
        expect(body.map((contact: Contact) => contact.id)).toEqual(expected);
      }
      const none = await get('/api/apps/contacts/search?query=zzzqqq').expect(200);
      expect(none.body).toEqual([]);
    });

    it('answers every contact for an empty or missing query', async () => {
      const ids = (await all()).map((contact) => contact.id);
      for (const url of ['/api/apps/contacts/search?query=', '/api/apps/contacts/search']) {
        const { body } = await get(url).expect(200);
        expect(body.map((contact: Contact) => contact.id)).toEqual(ids);
      }
    });

    it('refuses a malformed search', async () => {
      await get(`/api/apps/contacts/search?query=${'x'.repeat(101)}`).expect(400);
      const twice = await get('/api/apps/contacts/search?query=a&query=b').expect(400);
      expect(twice.body.fields.query).toBeDefined();
      await get('/api/apps/contacts/search?q=a').expect(400);
    });
  });

  describe('one contact', () => {
    it('answers a contact by id', async () => {
      const [first] = await all();
      const { body } = await get(`/api/apps/contacts/contact?id=${first!.id}`).expect(200);
      expect(unversioned(body)).toEqual(first);
    });

    it('answers 404 in the error shape for an unknown id, 400 for a malformed one', async () => {
      const response = await get(`/api/apps/contacts/contact?id=${UNKNOWN_ID}`).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: `Could not found contact with id of ${UNKNOWN_ID}!`,
        error: 'Not Found',
        code: 'not-found',
      });
      const malformed = await get('/api/apps/contacts/contact?id=42').expect(400);
      expect(malformed.body.message).toBe('id must be a UUID');
      await get('/api/apps/contacts/contact').expect(400);
    });
  });

  describe('create, update, delete', () => {
    it('creates a blank "New Contact" stored first', async () => {
      const { body } = await send('post', '/api/apps/contacts/contact').expect(201);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        avatar: null,
        background: null,
        name: 'New Contact',
        emails: [],
        phoneNumbers: [],
        title: '',
        company: '',
        job: { title: '', company: '' },
        birthday: null,
        address: null,
        notes: null,
        tags: [],
      });
      expect((await storedContacts())[0]!.id).toBe(body.id);
      const listed = await all();
      expect(listed).toHaveLength(81);
      expect(listed.find((contact) => contact.id === body.id)?.name).toBe('New Contact');
      await send('delete', `/api/apps/contacts/contact?id=${body.id}`).expect(200);
    });

    it('names the blank contact in the language asked for', async () => {
      const named = async (ask: { lang?: string; acceptLanguage?: string }) => {
        const post = http()
          .post(`/api/apps/contacts/contact${ask.lang ? `?lang=${ask.lang}` : ''}`)
          .set(bearer(token));
        if (ask.acceptLanguage) void post.set('Accept-Language', ask.acceptLanguage);
        const { body, headers } = await post.expect(201);
        await send('delete', `/api/apps/contacts/contact?id=${body.id}`).expect(200);
        return [body.name, headers['content-language']];
      };
      expect(await named({ lang: 'es' })).toEqual(['Nuevo contacto', 'es']);
      expect(await named({ acceptLanguage: 'tr-TR,tr;q=0.9,en;q=0.5' })).toEqual([
        'Yeni kişi',
        'tr',
      ]);
      // lang wins over the header; with neither, or none offered, English.
      expect(await named({ lang: 'en', acceptLanguage: 'es' })).toEqual(['New Contact', 'en']);
      expect(await named({ acceptLanguage: 'fr' })).toEqual(['New Contact', 'en']);
      await send('post', '/api/apps/contacts/contact?lang=fr').expect(400);
    });

    it('merges the given fields, sanitising the notes', async () => {
      const created = (await send('post', '/api/apps/contacts/contact').expect(201)).body;
      const tags = (await get('/api/apps/contacts/tags').expect(200)).body;
      const { body } = await send('patch', '/api/apps/contacts/contact', {
        id: created.id,
        contact: {
          name: '  Ada Lovelace  ',
          emails: [{ email: 'ada@example.com', label: 'Work' }],
          phoneNumbers: [{ country: 'GB', phoneNumber: '+44 20 7946 0000', label: 'Mobile' }],
          title: 'Analyst',
          birthday: '1815-12-10T12:00:00.000Z',
          notes: '<p>Hello <b>there</b><script>alert(1)</script><img src=x onerror=alert(1)></p>',
          tags: [tags[2].id],
        },
      }).expect(200);
      expect(body).toMatchObject({
        id: created.id,
        name: 'Ada Lovelace',
        emails: [{ email: 'ada@example.com', label: 'Work' }],
        phoneNumbers: [{ country: 'gb', phoneNumber: '+44 20 7946 0000', label: 'Mobile' }],
        title: 'Analyst',
        company: '',
        job: { title: 'Analyst', company: '' },
        birthday: '1815-12-10T12:00:00.000Z',
        address: null,
        tags: [tags[2].id],
      });
      expect(body.notes).toBe('<p>Hello <b>there</b><img src="x" /></p>');
      // Only the given fields change.
      const again = await send('patch', '/api/apps/contacts/contact', {
        id: created.id,
        contact: { address: '1 Main St', notes: null },
      }).expect(200);
      expect(again.body).toMatchObject({ name: 'Ada Lovelace', address: '1 Main St', notes: null });
      const stored = (await storedContacts()).find((contact) => contact.id === created.id);
      expect(stored).toMatchObject({ name: 'Ada Lovelace', address: '1 Main St', notes: null });
    });

    it('takes a phone country in either case and stores it in lower case', async () => {
      const created = (await send('post', '/api/apps/contacts/contact').expect(201)).body;
      const { body } = await send('patch', '/api/apps/contacts/contact', {
        id: created.id,
        contact: {
          phoneNumbers: [
            { country: 'DE', phoneNumber: '151 2345678', label: 'Mobile' },
            { country: 'Tr', phoneNumber: '532 000 00 00', label: 'Work' },
            { country: 'us', phoneNumber: '555 0100', label: 'Home' },
          ],
        },
      }).expect(200);
      const countries = ['de', 'tr', 'us'];
      expect(body.phoneNumbers.map((phone: { country: string }) => phone.country)).toEqual(
        countries,
      );
      const stored = (await storedContacts()).find((contact) => contact.id === created.id)!;
      expect(stored.phoneNumbers.map((phone) => phone.country)).toEqual(countries);
      const listed = (await all()).find((contact) => contact.id === created.id)!;
      expect(listed.phoneNumbers.map((phone) => phone.country)).toEqual(countries);
      // Either case, an unknown code is still refused.
      const unknown = await send('patch', '/api/apps/contacts/contact', {
        id: created.id,
        contact: { phoneNumbers: [{ country: 'ZZ', phoneNumber: '1', label: 'Home' }] },
      }).expect(400);
      expect(Object.keys(unknown.body.fields)).toEqual(['contact.phoneNumbers.0.country']);
      await send('delete', `/api/apps/contacts/contact?id=${created.id}`).expect(200);
    });

    it('answers 404 when updating or deleting an unknown contact', async () => {
      const patched = await send('patch', '/api/apps/contacts/contact', {
        id: UNKNOWN_ID,
        contact: { name: 'Nobody' },
      }).expect(404);
      expect(patched.body.message).toBe(`Could not found contact with id of ${UNKNOWN_ID}!`);
      await send('delete', `/api/apps/contacts/contact?id=${UNKNOWN_ID}`).expect(404);
    });

    describe('refuses bad input and changes nothing', () => {
      let target: Contact;
      let before: string;
      beforeAll(async () => {
        target = (await all())[3]!;
      });
      beforeEach(async () => {
        before = await storedText(testApp.dataDir, 'contacts');
      });
      afterEach(async () => {
        expect(await storedText(testApp.dataDir, 'contacts')).toBe(before);
      });

      it.each([
        ['an unknown field', { nickname: 'x' }, 'contact.nickname'],
        ['a name of the wrong type', { name: 42 }, 'contact.name'],
        ['a blank name', { name: '   ' }, 'contact.name'],
        ['a null name', { name: null }, 'contact.name'],
        ['null emails', { emails: null }, 'contact.emails'],
        ['null tags', { tags: null }, 'contact.tags'],
        ['a bad e-mail', { emails: [{ email: 'nope', label: 'Work' }] }, 'contact.emails.0.email'],
        [
          'an unknown country',
          { phoneNumbers: [{ country: 'zz', phoneNumber: '1', label: 'Home' }] },
          'contact.phoneNumbers.0.country',
        ],
        [
          'letters in a phone number',
          { phoneNumbers: [{ country: 'us', phoneNumber: 'call me', label: 'Home' }] },
          'contact.phoneNumbers.0.phoneNumber',
        ],
        ['a birthday that is no date', { birthday: 'tomorrow' }, 'contact.birthday'],
        ['tags that are not ids', { tags: ['Work'] }, 'contact.tags'],
        ['emails that are not a list', { emails: 'a@b.c' }, 'contact.emails'],
        ['an avatar set by URL', { avatar: 'https://evil.example/a.png' }, 'contact.avatar'],
      ])('%s', async (_case, contact, field) => {
        const response = await send('patch', '/api/apps/contacts/contact', {
          id: target.id,
          contact,
        }).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(Object.keys(response.body.fields)).toContain(field);
      });

      it('an unknown field beside the contact', async () => {
        const response = await send('patch', '/api/apps/contacts/contact', {
          id: target.id,
          contact: {},
          extra: true,
        }).expect(400);
        expect(response.body.message).toBe('property extra should not exist');
      });

      it('a tag id that names no tag', async () => {
        const response = await send('patch', '/api/apps/contacts/contact', {
          id: target.id,
          contact: { tags: [UNKNOWN_ID] },
        }).expect(400);
        expect(response.body.message).toBe(`Unknown contact tag ${UNKNOWN_ID}`);
      });

      it('a missing contact object', async () => {
        await send('patch', '/api/apps/contacts/contact', { id: target.id }).expect(400);
      });
    });

    it('deletes a contact, answering true', async () => {
      const created = (await send('post', '/api/apps/contacts/contact').expect(201)).body;
      // A bare boolean, as the other delete-style calls answer it.
      await send('delete', `/api/apps/contacts/contact?id=${created.id}`).expect(200, 'true');
      await get(`/api/apps/contacts/contact?id=${created.id}`).expect(404);
      expect((await storedContacts()).some((contact) => contact.id === created.id)).toBe(false);
    });
  });

  describe('countries', () => {
    it('lists the countries by name with ISO code, dial code and flag position', async () => {
      const { body } = await get('/api/apps/contacts/countries').expect(200);
      expect(body.length).toBeGreaterThanOrEqual(240);
      const names = body.map((country: { name: string }) => country.name);
      expect([...names].sort((a: string, b: string) => a.localeCompare(b, 'en'))).toEqual(names);
      expect(body.find((country: { iso: string }) => country.iso === 'gb')).toEqual({
        id: 'gb',
        iso: 'gb',
        name: 'United Kingdom',
        code: '+44',
        flagImagePos: expect.stringMatching(/^-?\d+px -?\d+px$/),
      });
      expect(body.find((country: { iso: string }) => country.iso === 'us').code).toBe('+1');
    });

    it('names every country by its lower-case ISO code, as phone numbers do', async () => {
      const { body } = await get('/api/apps/contacts/countries').expect(200);
      for (const country of body as { id: string; iso: string }[]) {
        expect(country.iso).toMatch(/^[a-z]{2}$/);
        expect(country.id).toBe(country.iso);
      }
      expect(body.find((country: { name: string }) => country.name === 'Germany').iso).toBe('de');
      const isos = new Set(body.map((country: { iso: string }) => country.iso));
      const phoneCountries = (await all()).flatMap((contact) =>
        contact.phoneNumbers.map((phone) => phone.country),
      );
      expect(phoneCountries.length).toBeGreaterThan(0);
      expect(phoneCountries.filter((country) => !isos.has(country))).toEqual([]);
    });
  });

  describe('tags', () => {
    it('creates, renames and refuses duplicate or blank titles', async () => {
      const created = await send('post', '/api/apps/contacts/tag', {
        tag: { title: ' Neighbours ' },
      }).expect(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        title: 'Neighbours',
        version: expect.any(String),
      });
      const duplicate = await send('post', '/api/apps/contacts/tag', {
        tag: { title: 'neighbours' },
      }).expect(409);
      expect(duplicate.body.message).toBe('A contact tag named neighbours already exists');
      await send('post', '/api/apps/contacts/tag', { tag: { title: '' } }).expect(400);
      await send('post', '/api/apps/contacts/tag', { tag: { title: 'X', colour: 'red' } }).expect(
        400,
      );
      await send('post', '/api/apps/contacts/tag', { title: 'X' }).expect(400);
      const renamed = await send('patch', '/api/apps/contacts/tag', {
        id: created.body.id,
        tag: { title: 'Neighbors' },
      }).expect(200);
      expect(renamed.body).toEqual({
        id: created.body.id,
        title: 'Neighbors',
        version: expect.any(String),
      });
      await send('patch', '/api/apps/contacts/tag', {
        id: created.body.id,
        tag: { title: 'Work' },
      }).expect(409);
      const unknown = await send('patch', '/api/apps/contacts/tag', {
        id: UNKNOWN_ID,
        tag: { title: 'Y' },
      }).expect(404);
      expect(unknown.body.message).toBe(`Could not found contact tag with id of ${UNKNOWN_ID}!`);
      await send('delete', `/api/apps/contacts/tag?id=${created.body.id}`).expect(200);
    });

    it('deleting a tag strips it from every contact', async () => {
      const tags = (await get('/api/apps/contacts/tags').expect(200)).body;
      const band = tags.find((tag: { title: string }) => tag.title === 'Band');
      const tagged = (await all()).filter((contact) => contact.tags.includes(band.id));
      expect(tagged.length).toBeGreaterThan(5);
      await send('delete', `/api/apps/contacts/tag?id=${band.id}`).expect(200, 'true');
      const after = await all();
      expect(after.some((contact) => contact.tags.includes(band.id))).toBe(false);
      for (const contact of tagged) {
        expect(after.find((one) => one.id === contact.id)?.tags).toEqual([]);
      }
      expect((await storedContacts()).some((contact) => contact.tags.includes(band.id))).toBe(
        false,
      );
      const titles = (await get('/api/apps/contacts/tags').expect(200)).body.map(
        (tag: { title: string }) => tag.title,
      );
      expect(titles).not.toContain('Band');
      await send('delete', `/api/apps/contacts/tag?id=${band.id}`).expect(404);
    });
  });

  describe('avatar', () => {
    let target: Contact;
    beforeAll(async () => {
      target = (await send('post', '/api/apps/contacts/contact').expect(201)).body;
    });

    it('stores a PNG under a server-chosen name and serves it back without a token', async () => {
      const { body } = await upload({ id: target.id }, { bytes: PNG, name: 'me.png' }).expect(200);
      expect(body.id).toBe(target.id);
      expect(body.avatar).toMatch(/^\/api\/apps\/contacts\/avatar\/[0-9a-f-]{36}\.png$/);
      const image = await http()
        .get(body.avatar)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expectPublicImage(image, PNG);
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);
      const files = await avatarFiles();
      expect(files).toEqual([body.avatar.split('/').pop()]);
      expect(files).not.toContain('me.png');
      const fetched = await get(`/api/apps/contacts/contact?id=${target.id}`).expect(200);
      expect(fetched.body.avatar).toBe(body.avatar);
    });

    it('recognises the type from the content, and replacing removes the old file', async () => {
      const before = (await get(`/api/apps/contacts/contact?id=${target.id}`).expect(200)).body;
      // A GIF sent under a .jpg name is stored as what it is.
      const { body } = await upload({ id: target.id }, { bytes: GIF, name: 'photo.jpg' }).expect(
        200,
      );
      expect(body.avatar).toMatch(/\.gif$/);
      expect(await avatarFiles()).toEqual([body.avatar.split('/').pop()]);
      await http().get(before.avatar).expect(404);
      // The form may send the current avatar back unchanged.
      await send('patch', '/api/apps/contacts/contact', {
        id: target.id,
        contact: { avatar: body.avatar, name: 'With Avatar' },
      }).expect(200);
    });

    describe('refuses bad uploads, storing nothing', () => {
      let storedBefore: string;
      let filesBefore: string[];
      beforeEach(async () => {
        storedBefore = await storedText(testApp.dataDir, 'contacts');
        filesBefore = await avatarFiles();
      });
      afterEach(async () => {
        expect(await storedText(testApp.dataDir, 'contacts')).toBe(storedBefore);
        expect(await avatarFiles()).toEqual(filesBefore);
      });

      it('a text file named .png', async () => {
        const response = await upload(
          { id: target.id },
          { bytes: Buffer.from('<svg onload=alert(1)>not an image</svg>'), name: 'evil.png' },
        ).expect(415);
        expect(response.body).toMatchObject({
          statusCode: 415,
          code: 'image-file-invalid',
          message: 'avatar must be a PNG, JPEG, GIF or WEBP image (checked from its content)',
          fields: { avatar: [expect.stringMatching(/PNG, JPEG, GIF or WEBP/)] },
        });
      });

      it('an image over 2 MB', async () => {
        const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
        const response = await upload({ id: target.id }, { bytes: big, name: 'big.png' }).expect(
          413,
        );
        expect(response.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      });

      it('no file', async () => {
        const response = await upload({ id: target.id }).expect(400);
        expect(response.body.fields).toEqual({ avatar: ['avatar is required'] });
      });

      it('an unknown contact', async () => {
        const response = await upload({ id: UNKNOWN_ID }, { bytes: PNG, name: 'a.png' }).expect(
          404,
        );
        expect(response.body.message).toBe(`Could not found contact with id of ${UNKNOWN_ID}!`);
      });

      it('a missing or malformed id, or an unknown field', async () => {
        await upload({}, { bytes: PNG, name: 'a.png' }).expect(400);
        await upload({ id: 'x' }, { bytes: PNG, name: 'a.png' }).expect(400);
        const extra = await upload({ id: target.id, owner: 'me' }, { bytes: PNG, name: 'a.png' });
        expect(extra.status).toBe(400);
        expect(extra.body.message).toBe('property owner should not exist');
      });

      it('a file in another field', async () => {
        await http()
          .post('/api/apps/contacts/avatar')
          .set(bearer(token))
          .field('id', target.id)
          .attach('picture', PNG, { filename: 'a.png' })
          .expect(400);
      });
    });

    it('answers 404 for an unknown avatar and 400 for a name that is no stored name', async () => {
      await http().get(`/api/apps/contacts/avatar/${UNKNOWN_ID}.png`).expect(404);
      await http().get('/api/apps/contacts/avatar/me.png').expect(400);
      await http().get('/api/apps/contacts/avatar/..%2Fcontacts.json').expect(400);
    });

    it('removing the avatar (null) or the contact deletes the stored file', async () => {
      const { body } = await upload({ id: target.id }, { bytes: PNG, name: 'a.png' }).expect(200);
      const file = body.avatar.split('/').pop();
      expect(await avatarFiles()).toContain(file);
      const cleared = await send('patch', '/api/apps/contacts/contact', {
        id: target.id,
        contact: { avatar: null },
      }).expect(200);
      expect(cleared.body.avatar).toBeNull();
      expect(await avatarFiles()).not.toContain(file);
      const again = await upload({ id: target.id }, { bytes: PNG, name: 'a.png' }).expect(200);
      await send('delete', `/api/apps/contacts/contact?id=${target.id}`).expect(200);
      expect(await avatarFiles()).not.toContain(again.body.avatar.split('/').pop());
    });
  });

  describe('toolbar search', () => {
    it('finds contacts by name with the match highlighted and a link to the contact', async () => {
      const contacts = await all();
      const target = contacts.find((contact) => /^[A-Za-z]{4,} [A-Za-z]+$/.test(contact.name))!;
      const query = target.name.slice(0, 4).toUpperCase();
      const { body } = await http()
        .post('/api/common/search')
        .set(bearer(token))
        .send({ query })
        .expect(200);
      const set = body.find((one: { id: string }) => one.id === 'contacts');
      expect(set.label).toBe('Contacts');
      const hit = set.results.find((result: { id: string }) => result.id === target.id);
      expect(hit).toEqual({
        id: target.id,
        link: `/apps/contacts?id=${target.id}`,
        value: `<mark>${target.name.slice(0, 4)}</mark>${target.name.slice(4)}`,
        name: target.name,
        avatar: target.avatar,
      });
      for (const result of set.results) {
        expect(result.name.toLowerCase()).toContain(query.toLowerCase());
      }
    });
  });
});

describe('contacts saved with upper-case phone countries', () => {
  it('are upgraded in place on start: stored and answered in lower case', async () => {
    const dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    await first.close();
    const saved = await storedRecords<Contact>(dataDir, 'contacts');
    const old = saved.map((contact) => ({
      ...contact,
      phoneNumbers: contact.phoneNumbers.map((phone) => ({
        ...phone,
        country: phone.country.toUpperCase(),
      })),
    }));
    await replaceStored(dataDir, 'contacts', old);

    const second = await createTestApp({ dataDir });
    try {
      const upgraded = await storedRecords<Contact>(dataDir, 'contacts');
      expect(upgraded).toEqual(saved);
      const token = await signIn(second.app);
      const answered = (
        await request(second.app.getHttpServer())
          .get('/api/apps/contacts/all')
          .set(bearer(token))
          .expect(200)
      ).body as Contact[];
      const countries = answered.flatMap((contact) =>
        contact.phoneNumbers.map((phone) => phone.country),
      );
      expect(countries.length).toBeGreaterThan(0);
      expect(countries.filter((country) => country !== country.toLowerCase())).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
