import request from 'supertest';
import { type StoredChange, StoreService } from '../src/store';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

type Json = Record<string, unknown>;

/**
 * A record read and written back as it was (an edit form saved without an edit) changes
 * nothing: same version, same `updatedAt`, no change event. So another user's edit that
 * names the version both read still goes through, where it was refused with 409 when the
 * unchanged save gave the record a new version.
 */
describe('a record written back unchanged', () => {
  let testApp: TestApp;
  let first: string;
  let second: string;
  const told: StoredChange[] = [];
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await createTestApp();
    first = await signIn(testApp.app);
    ({ token: second } = await createStaff(
      testApp.app,
      { name: 'Sara Soto', email: 'sara.soto@example.com', password: 'Sara-Soto-Secret-9' },
      ['recruiter'],
      first,
    ));
    testApp.app.get(StoreService).changes.subscribe((changes) => told.push(...changes));
  });

  afterAll(() => testApp.close());

  const firstId = async (path: string) => {
    const list = await http().get(`${path}?page=1&size=1`).set(bearer(first)).expect(200);
    return (list.body.items as Json[])[0].id as string;
  };
  const read = async (url: string) => {
    const response = await http().get(url).set(bearer(first)).expect(200);
    expect(response.headers.etag).toBe(`"${response.body.version}"`);
    return response.body as Json;
  };

  describe.each([
    { area: 'company', path: '/api/companies', field: 'industry', value: 'Logística' },
    { area: 'applicant', path: '/api/applicants', field: 'city', value: 'Monterrey' },
  ])('$area', ({ path, field, value }) => {
    let url: string;

    beforeAll(async () => {
      url = `${path}/${await firstId(path)}`;
    });

    it('keeps its version and updatedAt, tells no change, and refuses nobody', async () => {
      const read1 = await read(url);
      const read2 = await read(url);
      told.length = 0;

      // User 1 saves without editing: the record as read, naming its version.
      const { version, ...unchanged } = read1;
      const saved = await http()
        .patch(url)
        .set(bearer(first))
        .set('If-Match', `"${version as string}"`)
        .send(unchanged);

      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe(`"${version as string}"`);
      expect(saved.body).toEqual(read1);
      expect(await read(url)).toEqual(read1);
      expect(told).toEqual([]);

      // User 2's real edit, naming the version they read, still goes through.
      const edited = await http()
        .patch(url)
        .set(bearer(second))
        .set('If-Match', `"${read2.version as string}"`)
        .send({ [field]: value });

      expect(edited.status).toBe(200);
      expect(edited.body[field]).toBe(value);
      expect(edited.body.version).not.toBe(version);
      expect(edited.headers.etag).toBe(`"${edited.body.version as string}"`);
      expect(told.map((change) => [change.kind, change.version])).toEqual([
        ['updated', edited.body.version],
      ]);
    });

    it('still gives a write that changes a field a new version and updatedAt', async () => {
      const before = await read(url);
      const { version, ...record } = before;

      const written = await http()
        .patch(url)
        .set(bearer(first))
        .set('If-Match', `"${version as string}"`)
        .send({ ...record, [field]: `${value} Norte` });

      expect(written.status).toBe(200);
      expect(written.body[field]).toBe(`${value} Norte`);
      expect(written.body.version).not.toBe(version);
      expect(written.body.updatedAt).not.toBe(before.updatedAt);
      expect(await read(url)).toEqual(written.body);
    });
  });
});
