import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;

/**
 * Every record read through a route that names it carries its version (body and ETag);
 * a write naming the version it read is refused with 409 once the record changed, and
 * a write naming none changes it whatever happened since (last write wins).
 */
describe('record versions and conflict-safe writes', () => {
  let testApp: TestApp;
  let token: string;
  let vacancyId: string;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
    const list = await http().get('/api/vacancies?size=5').set(bearer(token));
    vacancyId = (list.body.items as Json[])[0].id as string;
  });

  afterAll(() => testApp.close());

  const read = async (id = vacancyId) => {
    const response = await http().get(`/api/vacancies/${id}`).set(bearer(token));
    expect(response.status).toBe(200);
    return response;
  };

  it('answers a record with its version, in the body and as a strong ETag', async () => {
    const first = await read();
    expect(first.body.version).toMatch(/^[\w-]{16}$/);
    expect(first.headers.etag).toBe(`"${first.body.version}"`);
    // Reading again changes nothing.
    expect((await read()).body.version).toBe(first.body.version);
  });

  it('gives a new version to every change, answered with the write', async () => {
    const before = (await read()).body.version as string;
    const written = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Monterrey, NL' });
    expect(written.status).toBe(200);
    expect(written.body.version).not.toBe(before);
    expect(written.headers.etag).toBe(`"${written.body.version}"`);
    expect((await read()).body.version).toBe(written.body.version);
  });

  it('writes when If-Match names the current version', async () => {
    const current = await read();
    const written = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .set('If-Match', current.headers.etag)
      .send({ location: 'Guadalajara, JAL' });
    expect(written.status).toBe(200);
    expect(written.body.location).toBe('Guadalajara, JAL');
  });

  it('refuses a stale If-Match with 409, the current record, and writes nothing', async () => {
    const stale = await read();
    const other = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Puebla, PUE' });
    expect(other.status).toBe(200);
    const refused = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .set('If-Match', stale.headers.etag)
      .send({ location: 'Mérida, YUC' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      code: 'version-conflict',
      currentVersion: other.body.version,
      current: { id: vacancyId, location: 'Puebla, PUE', version: other.body.version },
    });
    expect((await read()).body.location).toBe('Puebla, PUE');
  });

  it('takes the version from a PUT or PATCH body as If-Match, never storing it', async () => {
    const current = (await read()).body as Json;
    const stale = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Toluca, MEX', version: 'not-the-version' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
    const fresh = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Toluca, MEX', version: current.version });
    expect(fresh.status).toBe(200);
    expect(fresh.body.location).toBe('Toluca, MEX');
    expect(fresh.body.version).not.toBe(current.version);
  });

  it.each([5, true, ['v'], { tag: 'v' }])(
    'refuses a body version no read answered (%j) with 400, writing nothing',
    async (version) => {
      const before = (await read()).body as Json;
      const response = await http()
        .patch(`/api/vacancies/${vacancyId}`)
        .set(bearer(token))
        .send({ location: 'Puebla, PUE', version });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(['version']);
      expect((await read()).body).toEqual(before);
    },
  );

  it('reads a null body version as none', async () => {
    const response = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Puebla, PUE', version: null });
    expect(response.status).toBe(200);
    expect(response.body.location).toBe('Puebla, PUE');
  });

  it('keeps last-write-wins for writes that name no version', async () => {
    const stale = (await read()).body as Json;
    await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: 'Querétaro, QRO' });
    const { version: _version, ...unversioned } = stale;
    void _version;
    const written = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(token))
      .send({ location: unversioned.location });
    expect(written.status).toBe(200);
    expect(written.body.location).toBe(stale.location);
  });

  it('accepts any of several tags and `*`, and a weak tag by its value', async () => {
    for (const form of [(tag: string) => `"old", ${tag}`, () => '*', (tag: string) => `W/${tag}`]) {
      const ifMatch = form((await read()).headers.etag as string);
      const written = await http()
        .patch(`/api/vacancies/${vacancyId}`)
        .set(bearer(token))
        .set('If-Match', ifMatch)
        .send({ location: 'Saltillo, COAH' });
      expect({ ifMatch, status: written.status }).toEqual({ ifMatch, status: 200 });
    }
  });

  it('refuses a stale delete with 409 and deletes nothing', async () => {
    const created = await http()
      .post('/api/vacancies')
      .set(bearer(token))
      .send({ title: 'Night shift lead', status: 'draft' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const stale = (await read(id)).headers.etag as string;
    await http().patch(`/api/vacancies/${id}`).set(bearer(token)).send({ title: 'Day lead' });
    const refused = await http()
      .delete(`/api/vacancies/${id}`)
      .set(bearer(token))
      .set('If-Match', stale);
    expect(refused.status).toBe(409);
    expect(refused.body.current).toMatchObject({ id, title: 'Day lead' });
    const fresh = (await read(id)).headers.etag as string;
    const deleted = await http()
      .delete(`/api/vacancies/${id}`)
      .set(bearer(token))
      .set('If-Match', fresh);
    expect(deleted.status).toBe(200);
  });

  it('checks the record an action route names (status change)', async () => {
    const open = await http().get('/api/vacancies?status=open&size=1').set(bearer(token));
    const openId = (open.body.items as Json[])[0].id as string;
    const stale = (await read(openId)).headers.etag as string;
    await http()
      .patch(`/api/vacancies/${openId}`)
      .set(bearer(token))
      .send({ location: 'León, GTO' });
    const refused = await http()
      .patch(`/api/vacancies/${openId}/status`)
      .set(bearer(token))
      .set('If-Match', stale)
      .send({ status: 'paused' });
    expect(refused.status).toBe(409);
    expect(refused.body.current).toMatchObject({ id: openId, location: 'León, GTO' });
    expect((await read(openId)).body.status).toBe('open');
  });

  it('versions an account, whose id also names its mailbox settings', async () => {
    // The sample administrator has mailbox settings, kept under the account's own id.
    const own = await http().get('/api/common/user').set(bearer(token)).expect(200);
    expect(own.headers.etag).toBe(`"${own.body.version}"`);
    const staff = await createStaff(
      testApp.app,
      { name: 'Vera Vidal', email: 'vera.vidal@example.com', password: 'Vera-Vidal-Secret-9' },
      ['recruiter'],
      token,
    );
    // The account's settings, saved once, are kept under its id too.
    await http()
      .patch('/api/apps/mailbox/settings')
      .set(bearer(staff.token))
      .send({ settings: { messageLayout: 'full' } })
      .expect(200);
    const read = await http().get(`/api/accounts/${staff.id}`).set(bearer(token)).expect(200);
    expect(read.headers.etag).toBe(`"${read.body.version}"`);
    const roles = (etag: string, given: string[]) =>
      http()
        .put(`/api/accounts/${staff.id}/roles`)
        .set(bearer(token))
        .set('If-Match', etag)
        .send({ roles: given });
    expect((await roles(read.headers.etag, ['recruiter', 'rewards'])).status).toBe(200);
    // Another administrator's change from the same read is refused, not applied over it.
    const stale = await roles(read.headers.etag, ['rewards']);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
  });

  it('answers the conflict with the record as the caller may read it', async () => {
    const member = await createStaff(
      testApp.app,
      { name: 'Rita Ruiz', email: 'rita.ruiz@example.com', password: 'Rita-Ruiz-Secret-9' },
      ['rewards'],
      token,
    );
    // A rewards-only account may not read vacancies: its stale write is refused before
    // anything else, so no vacancy leaks through a conflict.
    const refused = await http()
      .patch(`/api/vacancies/${vacancyId}`)
      .set(bearer(member.token))
      .set('If-Match', '"stale"')
      .send({ location: 'Oaxaca, OAX' });
    expect(refused.status).toBe(403);
    expect(refused.body.current).toBeUndefined();
  });

  /**
   * Edit screens whose route names the record by body or query (`?id=`) as well as by
   * `:id`: a stale version is refused with the record as it now stands, the right one
   * goes through, and none still wins.
   */
  describe.each([
    {
      screen: 'inventory product',
      list: '/api/apps/ecommerce/inventory/products?size=1&page=0',
      read: (id: string) => `/api/apps/ecommerce/inventory/product?id=${id}`,
      write: (id: string, value: string) => ({
        method: 'patch' as const,
        url: '/api/apps/ecommerce/inventory/product',
        body: { id, product: { name: value } },
      }),
      field: 'name',
      values: ['Theirs product', 'Mine product', 'Unversioned product', 'Fresh product'],
    },
    {
      screen: 'task',
      list: '/api/apps/tasks/all',
      read: (id: string) => `/api/apps/tasks/task?id=${id}`,
      write: (id: string, value: string) => ({
        method: 'patch' as const,
        url: '/api/apps/tasks/task',
        body: { id, task: { notes: value } },
      }),
      field: 'notes',
      values: ['Their notes', 'My notes', 'Unversioned notes', 'Fresh notes'],
    },
    {
      screen: 'invoice',
      list: '/api/invoices?status=pending&size=1',
      read: (id: string) => `/api/invoices/${id}`,
      write: (id: string, value: string) => ({
        method: 'patch' as const,
        url: `/api/invoices/${id}`,
        body: { vendor: value },
      }),
      field: 'vendor',
      values: ['Their vendor', 'My vendor', 'Unversioned vendor', 'Fresh vendor'],
    },
  ])('the $screen edit route', ({ list, read: readUrl, write, field, values }) => {
    const [theirs, mine, unversioned, fresh] = values;
    let id: string;

    beforeAll(async () => {
      const answer = (await http().get(list).set(bearer(token))).body as Json | Json[];
      const rows = Array.isArray(answer) ? answer : ((answer.items ?? answer.products) as Json[]);
      id = rows[0].id as string;
    });

    const readIt = async () => {
      const response = await http().get(readUrl(id)).set(bearer(token));
      expect(response.status).toBe(200);
      return response;
    };
    const send = (value: string, ifMatch?: string) => {
      const { method, url, body } = write(id, value);
      const request = http()[method](url).set(bearer(token));
      return (ifMatch ? request.set('If-Match', ifMatch) : request).send(body);
    };

    it('refuses a stale version with 409 and the record as it stands, changing nothing', async () => {
      const stale = (await readIt()).headers.etag as string;
      const other = await send(theirs);
      expect(other.status).toBe(200);
      const refused = await send(mine, stale);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'version-conflict',
        currentVersion: other.body.version,
        current: { id, [field]: theirs, version: other.body.version },
      });
      expect((await readIt()).body[field]).toBe(theirs);
    });

    it('writes with the version it read', async () => {
      const current = await readIt();
      const written = await send(fresh, current.headers.etag as string);
      expect(written.status).toBe(200);
      expect(written.body[field]).toBe(fresh);
      expect(written.body.version).not.toBe(current.body.version);
    });

    it('still lets a write with no version win', async () => {
      await send(theirs);
      const written = await send(unversioned);
      expect(written.status).toBe(200);
      expect((await readIt()).body[field]).toBe(unversioned);
    });
  });

  it('checks the record a delete names by its query (`?id=`)', async () => {
    const url = '/api/apps/ecommerce/inventory/product';
    const created = await http().post(url).set(bearer(token)).send({});
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const stale = created.headers.etag as string;
    await http()
      .patch(url)
      .set(bearer(token))
      .send({ id, product: { name: 'Renamed meanwhile' } });
    const refused = await http()
      .delete(`${url}?id=${id}`)
      .set(bearer(token))
      .set('If-Match', stale);
    expect(refused.status).toBe(409);
    expect(refused.body.current).toMatchObject({ id, name: 'Renamed meanwhile' });
    const kept = await http().get(`${url}?id=${id}`).set(bearer(token));
    expect(kept.status).toBe(200);
    const deleted = await http()
      .delete(`${url}?id=${id}`)
      .set(bearer(token))
      .set('If-Match', kept.headers.etag as string);
    expect(deleted.status).toBe(200);
  });

  /** Deletes on the task and invoice screens name the version shown, as the product's do. */
  describe.each([
    {
      screen: 'task',
      create: { url: '/api/apps/tasks/task', body: { type: 'task' } },
      change: (id: string) => ({
        url: '/api/apps/tasks/task',
        body: { id, task: { title: 'Renamed meanwhile' } },
      }),
      one: (id: string) => `/api/apps/tasks/task?id=${id}`,
      field: 'title',
    },
    {
      screen: 'invoice',
      create: { url: '/api/invoices', body: null },
      change: (id: string) => ({
        url: `/api/invoices/${id}`,
        body: { vendor: 'Renamed meanwhile' },
      }),
      one: (id: string) => `/api/invoices/${id}`,
      field: 'vendor',
    },
  ])('a $screen delete', ({ screen, create, change, one, field }) => {
    /** A fresh record of the screen, with the version (ETag) it was read at. */
    const fresh = async () => {
      let body: Json | null = create.body;
      if (!body) {
        const members = await http().get('/api/members?size=1&status=active').set(bearer(token));
        const memberId = (members.body.items as Json[])[0].id as string;
        body = {
          memberId,
          vendor: 'Papelería Central',
          number: `DEL-${screen}-${Date.now().toString(36)}`,
          amount: 120,
          currency: 'MXN',
          issuedAt: '2026-01-15',
        };
      }
      const created = await http().post(create.url).set(bearer(token)).send(body);
      expect(created.status).toBe(201);
      const id = created.body.id as string;
      const read = await http().get(one(id)).set(bearer(token));
      expect(read.status).toBe(200);
      return { id, stale: read.headers.etag as string };
    };
    const remove = (id: string, ifMatch: string) =>
      http().delete(one(id)).set(bearer(token)).set('If-Match', ifMatch);

    it('refuses a stale version with 409 and the record as it stands, deleting nothing', async () => {
      const { id, stale } = await fresh();
      const { url, body } = change(id);
      expect((await http().patch(url).set(bearer(token)).send(body)).status).toBe(200);
      const refused = await remove(id, stale);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'version-conflict',
        current: { id, [field]: 'Renamed meanwhile' },
      });
      const kept = await http().get(one(id)).set(bearer(token));
      expect(kept.status).toBe(200);

      expect((await remove(id, kept.headers.etag as string)).status).toBe(200);
      expect((await http().get(one(id)).set(bearer(token))).status).toBe(404);
    });
  });

  describe("the original client's routes", () => {
    const contactUrl = '/api/apps/contacts/contact';
    let contactId: string;

    beforeAll(async () => {
      const all = await http().get('/api/apps/contacts/all').set(bearer(token));
      contactId = (all.body as Json[])[0].id as string;
    });

    const readContact = async () => {
      const response = await http().get(`${contactUrl}?id=${contactId}`).set(bearer(token));
      expect(response.status).toBe(200);
      return response;
    };

    it('answer the version too, and take back a stale read whole: last write wins', async () => {
      const stale = (await readContact()).body as Json;
      expect(stale.version).toMatch(/^[\w-]{16}$/);
      const first = await http()
        .patch(contactUrl)
        .set(bearer(token))
        .send({ id: contactId, contact: { ...stale, title: 'Jefa de compras' } });
      expect(first.status).toBe(200);
      // The client does not know versions: its next edit sends the record it read first.
      const second = await http()
        .patch(contactUrl)
        .set(bearer(token))
        .send({ id: contactId, contact: { ...stale, company: 'Otra Empresa' } });
      expect(second.status).toBe(200);
      expect((await readContact()).body).toMatchObject({ company: 'Otra Empresa' });
    });

    it('refuse a stale If-Match for the record the body names', async () => {
      const stale = await readContact();
      await http()
        .patch(contactUrl)
        .set(bearer(token))
        .send({ id: contactId, contact: { title: 'Gerente' } });
      const refused = await http()
        .patch(contactUrl)
        .set(bearer(token))
        .set('If-Match', stale.headers.etag as string)
        .send({ id: contactId, contact: { title: 'Directora' } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'version-conflict',
        currentVersion: (await readContact()).body.version,
        current: { id: contactId, title: 'Gerente' },
      });
      expect((await readContact()).body.title).toBe('Gerente');
    });
  });
});
