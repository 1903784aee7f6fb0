import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * One rule for every text of every request: a NUL or a lone surrogate is refused with 400
 * `text-invalid` naming the field, wherever it is; emoji, newlines and tabs are kept.
 */
describe('text a request may hold', () => {
  let testApp: TestApp;
  let token: string;
  let companyId: string;
  let contactId: string;
  const http = () => request(testApp.app.getHttpServer());
  /** The body as its JSON text, escapes and all, as a client puts it on the wire. */
  const json = (method: 'patch' | 'post', url: string, text: string) =>
    http()[method](url).set(bearer(token)).set('Content-Type', 'application/json').send(text);

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
    const companies = await http().get('/api/companies').set(bearer(token)).expect(200);
    companyId = companies.body.items[0].id;
    const contacts = await http().get('/api/apps/contacts/all').set(bearer(token)).expect(200);
    contactId = contacts.body[0].id;
  });
  afterAll(() => testApp.close());

  const company = async () =>
    (await http().get(`/api/companies/${companyId}`).set(bearer(token)).expect(200)).body;

  it.each([
    ['a NUL', '{"name":"\\u0000"}'],
    ['a lone high surrogate', '{"name":"Acme \\ud800"}'],
    ['a lone low surrogate', '{"name":"\\udc00 Acme"}'],
  ])('PATCH a company refuses %s in its name, storing nothing', async (_case, text) => {
    const before = await company();
    const response = await json('patch', `/api/companies/${companyId}`, text).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      requestId: expect.any(String),
      error: 'Bad Request',
      code: 'text-invalid',
      message: expect.stringMatching(/^name must not hold a NUL character or a lone surrogate/),
      fields: { name: [response.body.message] },
    });
    expect(await company()).toEqual(before);
  });

  it('names a nested field of another route', async () => {
    const body = `{"id":"${contactId}","contact":{"emails":[{"email":"ana@example.com","label":"Work\\u0000"}]}}`;
    const response = await json('patch', '/api/apps/contacts/contact', body).expect(400);
    expect(response.body).toMatchObject({
      code: 'text-invalid',
      fields: { 'contact.emails.0.label': [expect.any(String)] },
    });
  });

  it('names a query parameter', async () => {
    const response = await http()
      .get('/api/companies?search=Acme%00')
      .set(bearer(token))
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'text-invalid',
      fields: { search: [expect.any(String)] },
    });
  });

  it('applies on a public route too', async () => {
    const response = await http()
      .post('/api/auth/sign-in')
      .set('Content-Type', 'application/json')
      .send('{"email":"admin@talento.local\\u0000","password":"x"}')
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'text-invalid',
      fields: { email: [expect.any(String)] },
    });
  });

  it('names a field of a multipart upload', async () => {
    const response = await http()
      .post('/api/apps/contacts/avatar')
      .set(bearer(token))
      .field('id', `${contactId}\u0000`)
      .attach('avatar', Buffer.from('GIF89a'), 'a.gif')
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'text-invalid',
      fields: { id: [expect.any(String)] },
    });
  });

  it('keeps emoji (surrogate pairs), newlines and tabs', async () => {
    const text = '{"name":"Acme \\ud83d\\ude80 🙂","address":"Calle 1\\n\\tPiso 2"}';
    const response = await json('patch', `/api/companies/${companyId}`, text).expect(200);
    expect(response.body).toMatchObject({ name: 'Acme 🚀 🙂', address: 'Calle 1\n\tPiso 2' });
    expect(await company()).toMatchObject({ name: 'Acme 🚀 🙂', address: 'Calle 1\n\tPiso 2' });
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner between spaces', ' \u2060 '],
  ])('refuses a name of nothing visible: %s', async (_case, name) => {
    const before = await company();
    const response = await json('patch', `/api/companies/${companyId}`, JSON.stringify({ name }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ name: ['name must not be empty'] });
    expect(await company()).toEqual(before);
  });

  it('trims invisible characters from the ends of a name, and keeps emoji sequences', async () => {
    const name = '\u200bFamilia 👨\u200d👩\u200d👧\u200b';
    const response = await json('patch', `/api/companies/${companyId}`, JSON.stringify({ name }));
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Familia 👨\u200d👩\u200d👧');
  });
});
