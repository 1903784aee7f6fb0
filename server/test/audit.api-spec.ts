import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { AUDIT_LOG, AuditService } from '../src/modules/audit/audit.service';
import type { AuditEntry } from '../src/modules/audit/audit.types';
import { ADMIN, createStaff, signIn } from './helpers/auth';
import { type Api, apiAs, applicantInput, pdfBytes, unique } from './helpers/recruitment';
import { LogStore } from '../src/store';
import { logFileName, logGenerations } from '../src/store/wal-folder';
import { appendToStoredLog, replaceStored, storedLog, storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-store';

/** A commit of the write-ahead log, as far as this file reads it. */
interface WalCommit {
  ops: { c: string }[];
  logs?: Record<string, AuditEntry[]>;
}

const DAY = 86_400_000;
const ENTRY_KEYS = ['action', 'actorEmail', 'actorId', 'at', 'collection', 'id', 'ip', 'recordId'];

interface Listed {
  items: AuditEntry[];
  pagination: { length: number; page: number; size: number; lastPage: number };
}

describe('audit trail of personal data', () => {
  let testApp: TestApp;
  let admin: Api;
  let adminId: string;
  let recruiter: { id: string; token: string; api: Api; email: string };
  let rewards: { id: string; token: string; api: Api };
  const http = () => request(testApp.app.getHttpServer());

  /** The trail as the administrator lists it, with `query`'s filters. */
  async function trail(query: Record<string, string | number> = {}): Promise<Listed> {
    return (
      await admin
        .get('/api/audit')
        .query({ size: 100, ...query })
        .expect(200)
    ).body;
  }
  /** The actions recorded about one record, oldest first. */
  async function actionsOn(recordId: string): Promise<string[]> {
    return (await trail({ recordId, order: 'asc' })).items.map((entry) => entry.action);
  }

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    const adminToken = await signIn(testApp.app);
    admin = apiAs(testApp.app, adminToken);
    adminId = (await admin.get('/api/common/user').expect(200)).body.id;
    const email = `audit.recruiter.${unique()}@walk.test`;
    const made = await createStaff(
      testApp.app,
      { name: 'Rita', email, password: 'recruiter-password' },
      ['recruiter'],
      adminToken,
    );
    recruiter = { ...made, api: apiAs(testApp.app, made.token), email };
    const other = await createStaff(
      testApp.app,
      { name: 'Rob', email: `audit.rewards.${unique()}@walk.test`, password: 'rewards-password' },
      ['rewards'],
      adminToken,
    );
    rewards = { ...other, api: apiAs(testApp.app, other.token) };
  });
  afterAll(() => testApp.close());

  it('is refused to every role but admin, and to no token', async () => {
    for (const api of [recruiter.api, rewards.api]) {
      expect((await api.get('/api/audit').expect(403)).body.code).toBe('role-required');
      await api.get('/api/audit/export').expect(403);
    }
    await http().get('/api/audit').expect(401);
    await http().get('/api/audit/export').expect(401);
  });

  it('has no route that changes or removes an entry', async () => {
    const [entry] = (await trail({ size: 1 })).items;
    await admin.patch(`/api/audit/${entry!.id}`).send({ action: 'read' }).expect(404);
    await admin.delete(`/api/audit/${entry!.id}`).expect(404);
    await admin.delete('/api/audit').expect(404);
    await admin.post('/api/audit').send({ action: 'read' }).expect(404);
  });

  it('records each read, change, export and erasure of an applicant, by whom and from where', async () => {
    const api = recruiter.api;
    const created = (await api.post('/api/applicants').send(applicantInput()).expect(201)).body;
    await api.get(`/api/applicants/${created.id}`).expect(200);
    await api.patch(`/api/applicants/${created.id}`).send({ city: 'Quito' }).expect(200);
    await api
      .post(`/api/applicants/${created.id}/cv`)
      .attach('file', pdfBytes(), 'cv.pdf')
      .expect(200);
    await api.get(`/api/applicants/${created.id}/cv`).expect(200);
    await api.get(`/api/applicants/${created.id}/export`).expect(200);
    await api.delete(`/api/applicants/${created.id}/personal-data`).expect(200);
    await api.delete(`/api/applicants/${created.id}`).expect(200);
    // A refused call read nothing: no entry.
    await api.get('/api/applicants/00000000-0000-4000-8000-00000000beef').expect(404);

    expect(await actionsOn(created.id)).toEqual([
      'create',
      'read',
      'update',
      'update',
      'read',
      'export',
      'erase',
      'delete',
    ]);
    const [entry] = (await trail({ recordId: created.id, action: 'erase' })).items;
    expect(entry).toMatchObject({
      actorId: recruiter.id,
      actorEmail: recruiter.email,
      collection: 'applicants',
      recordId: created.id,
      ip: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/),
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
    expect((await trail({ recordId: '00000000-0000-4000-8000-00000000beef' })).items).toEqual([]);
  });

  it("writes a change's entry in the change's own commit on the JSON files", async () => {
    const created = (await recruiter.api.post('/api/applicants').send(applicantInput()).expect(201))
      .body;
    await recruiter.api
      .patch(`/api/applicants/${created.id}`)
      .send({ yearsExperience: 7 })
      .expect(200);
    if (ON_POSTGRES) {
      // PostgreSQL appends it in a transaction of its own, before the answer.
      expect(await actionsOn(created.id)).toEqual(['create', 'update']);
      return;
    }
    const [generation] = (await logGenerations(testApp.dataDir)).slice(-1);
    const commits = (await readFile(join(testApp.dataDir, logFileName(generation!)), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { commit: WalCommit }).commit);
    const change = commits.findLast((commit) =>
      commit.ops.some((op) => op.c === 'applicants' && JSON.stringify(op).includes(created.id)),
    );
    expect(change?.logs?.audit).toEqual([
      expect.objectContaining({ action: 'update', recordId: created.id, actorId: recruiter.id }),
    ]);
  });

  it('records a change that changed nothing, durably before its answer', async () => {
    const created = (await recruiter.api.post('/api/applicants').send(applicantInput()).expect(201))
      .body;
    await recruiter.api.delete(`/api/applicants/${created.id}/personal-data`).expect(200);
    const before = await storedRecords(testApp.dataDir, 'applicants');
    await recruiter.api.delete(`/api/applicants/${created.id}/personal-data`).expect(200);
    // Erased already: nothing changed, so no commit carried the entry; it was written
    // on its own, and was on disk by the time the answer came.
    expect(await storedRecords(testApp.dataDir, 'applicants')).toEqual(before);
    const onDisk = await storedLog<AuditEntry>(testApp.dataDir, AUDIT_LOG);
    expect(
      onDisk
        .filter((entry) => entry.recordId === created.id)
        .map((entry) => [entry.action, entry.actorId]),
    ).toEqual([
      ['create', recruiter.id],
      ['erase', recruiter.id],
      ['erase', recruiter.id],
    ]);
  });

  it('answers a read without waiting for its entry, which the trail then lists', async () => {
    const created = (await recruiter.api.post('/api/applicants').send(applicantInput()).expect(201))
      .body;
    const log = testApp.app.get(LogStore).log<AuditEntry>(AUDIT_LOG);
    const append = log.append.bind(log);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = jest
      .spyOn(log, 'append')
      .mockImplementation((entries) => held.then(() => append(entries)));
    try {
      // Answered while its entry cannot be written yet.
      await recruiter.api.get(`/api/applicants/${created.id}`).expect(200);
    } finally {
      release();
    }
    expect(await actionsOn(created.id)).toEqual(['create', 'read']);
    expect(holding).toHaveBeenCalledTimes(1);
    holding.mockRestore();
  });

  it('records a list export once, on its first page, and not the pages a screen shows', async () => {
    const before = (await trail({ action: 'export', collection: 'members' })).pagination.length;
    await rewards.api.get('/api/members?page=1').expect(200);
    await rewards.api.get('/api/members?page=1').set('X-List-Export', 'csv').expect(200);
    await rewards.api.get('/api/members?page=2').set('X-List-Export', 'csv').expect(200);
    const after = await trail({ action: 'export', collection: 'members' });
    expect(after.pagination.length).toBe(before + 1);
    expect(after.items[0]).toMatchObject({ actorId: rewards.id, recordId: null });
  });

  it('records reads and changes of a member', async () => {
    const api = rewards.api;
    const tag = unique();
    const member = (
      await api
        .post('/api/members')
        .send({ name: 'Mia', surname: tag, email: `mia.${tag}@example.com`, documentId: tag })
        .expect(201)
    ).body;
    await api.get(`/api/members/${member.id}`).expect(200);
    await api.patch(`/api/members/${member.id}`).send({ phone: '+593 2 555 0101' }).expect(200);
    await api.post(`/api/members/${member.id}/block`).expect(200);
    await api.post(`/api/members/${member.id}/unblock`).expect(200);
    await api.get(`/api/members/${member.id}/ledger`).expect(200);
    await api
      .post(`/api/members/${member.id}/ledger/adjustments`)
      .send({ points: 5, reason: 'Welcome' })
      .expect(201);
    expect(await actionsOn(member.id)).toEqual([
      'create',
      'read',
      'update',
      'update',
      'update',
      'read',
      'update',
    ]);
  });

  it('records approvals, role and state changes and reads of an account, and its own changes', async () => {
    const email = `audit.joiner.${unique()}@walk.test`;
    const joiner = await createStaff(
      testApp.app,
      { name: 'Jo', email, password: 'joiner-password' },
      ['rewards'],
      await signIn(testApp.app),
    );
    await admin.get(`/api/accounts/${joiner.id}`).expect(200);
    await admin
      .put(`/api/accounts/${joiner.id}/roles`)
      .send({ roles: ['recruiter'] })
      .expect(200);
    await admin.post(`/api/accounts/${joiner.id}/onboarding/reset`).expect(200);
    await apiAs(testApp.app, joiner.token)
      .patch('/api/common/user')
      .send({ status: 'away' })
      .expect(200);
    await admin.post(`/api/accounts/${joiner.id}/deactivate`).expect(200);
    await admin.post(`/api/accounts/${joiner.id}/reactivate`).expect(200);
    const entries = (await trail({ recordId: joiner.id, collection: 'accounts', order: 'asc' }))
      .items;
    expect(entries.map((entry) => entry.action)).toEqual([
      'approve',
      'read',
      'roles-change',
      'update',
      'update',
      'deactivate',
      'reactivate',
    ]);
    expect(entries[4]).toMatchObject({ actorId: joiner.id, actorEmail: email });
    expect(entries[0]).toMatchObject({ actorId: adminId, actorEmail: ADMIN.email });
  });

  it('records sign-ins, failed ones (without what was typed), sign-outs and revoked sessions', async () => {
    const password = 'recruiter-password';
    await http()
      .post('/api/auth/sign-in')
      .send({ email: recruiter.email, password: 'Not-The-Password-1' })
      .expect(404);
    const nobody = `nobody.${unique()}@walk.test`;
    await http().post('/api/auth/sign-in').send({ email: nobody, password }).expect(404);
    const failed = (await trail({ action: 'sign-in-failed', size: 2 })).items;
    expect(failed.map((entry) => entry.actorId)).toEqual([null, recruiter.id]);
    expect(failed[0]).toMatchObject({ actorEmail: null, collection: null, recordId: null });
    expect(failed[1]).toMatchObject({ actorEmail: recruiter.email });

    const token = await signIn(testApp.app, { email: recruiter.email, password });
    const [signedIn] = (await trail({ action: 'sign-in', actorId: recruiter.id, size: 1 })).items;
    expect(signedIn).toMatchObject({ collection: 'sessions', recordId: expect.any(String) });
    await apiAs(testApp.app, token).post('/api/auth/sign-out').expect(200);
    expect(await actionsOn(signedIn!.recordId!)).toEqual(['sign-in', 'sign-out']);

    const second = await signIn(testApp.app, { email: recruiter.email, password });
    const [session] = (await apiAs(testApp.app, second).get('/api/sessions').expect(200)).body;
    await admin.delete(`/api/sessions/${session.id}`).expect(200);
    await admin.delete(`/api/accounts/${recruiter.id}/sessions`).expect(200);
    expect(await actionsOn(session.id)).toEqual(['sign-in', 'session-revoke']);
    const [revokedAll] = (await trail({ action: 'session-revoke', collection: 'accounts' })).items;
    expect(revokedAll).toMatchObject({ actorId: adminId, recordId: recruiter.id });
    recruiter.api = apiAs(
      testApp.app,
      await signIn(testApp.app, { email: recruiter.email, password }),
    );
  });

  it('keeps no personal data in the entries: ids, an address and an action name only', async () => {
    const tag = unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    const input = applicantInput({
      firstName: `Zelda${tag}`,
      lastName: `Quintero${tag}`,
      email: `zelda.${tag}@example.com`,
      phone: '+593 99 876 1234',
      city: `Cuenca${tag}`,
    });
    const created = (await recruiter.api.post('/api/applicants').send(input).expect(201)).body;
    await recruiter.api.get(`/api/applicants/${created.id}`).expect(200);
    await recruiter.api
      .patch(`/api/applicants/${created.id}`)
      .send({ skills: [`Go${tag}`] })
      .expect(200);
    await http()
      .post('/api/auth/sign-in')
      .send({ email: recruiter.email, password: `Typed-secret-${tag}` })
      .expect(404);

    const stored = await storedLog<AuditEntry>(testApp.dataDir, AUDIT_LOG);
    expect(stored.length).toBeGreaterThan(4);
    for (const entry of stored) expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
    const text = JSON.stringify(stored);
    expect(text).toContain(created.id);
    for (const value of [tag, input.email, '876 1234', 'Typed-secret', 'password']) {
      expect(text).not.toContain(value);
    }
  });

  describe('its list', () => {
    it('filters by actor, action, collection, record and time, and pages', async () => {
      const all = await trail();
      expect(all.items.length).toBeGreaterThan(20);
      const times = all.items.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);

      const byRecruiter = await trail({ actorId: recruiter.id });
      expect(byRecruiter.items.length).toBeGreaterThan(5);
      expect(byRecruiter.items.every((entry) => entry.actorId === recruiter.id)).toBe(true);
      const reads = await trail({ action: 'read', collection: 'applicants' });
      expect(reads.items.length).toBeGreaterThan(0);
      expect(
        reads.items.every((entry) => entry.action === 'read' && entry.collection === 'applicants'),
      ).toBe(true);
      const bySearch = await trail({ search: recruiter.email });
      expect(bySearch.pagination.length).toBe(byRecruiter.pagination.length);

      const middle = all.items[10]!.at;
      const newer = await trail({ from: middle });
      const older = await trail({ to: middle });
      expect(newer.pagination.length + older.pagination.length).toBe(all.pagination.length);
      expect(newer.items.every((entry) => entry.at >= middle)).toBe(true);
      expect(older.items.every((entry) => entry.at < middle)).toBe(true);
      const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
      expect((await trail({ from: tomorrow })).items).toEqual([]);

      const page2 = await trail({ size: 5, page: 2 });
      expect(page2.pagination).toMatchObject({ page: 2, size: 5 });
      expect(page2.items.map((entry) => entry.id)).toEqual(
        all.items.slice(5, 10).map((entry) => entry.id),
      );
    });

    it('refuses filters that are not what they name with 400', async () => {
      for (const query of [
        { action: 'peek' },
        { collection: 'vacancies' },
        { actorId: 'someone' },
        { from: 'yesterday' },
        { to: '2026-13-01' },
        { recordId: 'a b' },
        { sort: 'ip' },
      ]) {
        const response = await admin.get('/api/audit').query(query).expect(400);
        expect(Object.keys(response.body.fields)).toHaveLength(1);
      }
      await admin.get('/api/audit/export').query({ action: 'peek' }).expect(400);
    });

    it('exports what the filters keep as CSV', async () => {
      const response = await admin
        .get('/api/audit/export')
        .query({ actorId: recruiter.id, action: 'read' })
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(/audit-\d{4}-\d{2}-\d{2}\.csv/);
      const lines = (response.body as string)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('at,action,actorId,actorEmail,ip,collection,recordId,id');
      const expected = (await trail({ actorId: recruiter.id, action: 'read' })).pagination.length;
      expect(lines).toHaveLength(expected + 1);
      expect(lines.slice(1).every((line) => line.split(',')[1] === 'read')).toBe(true);
    });
  });
});

describe('audit retention', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeTempDir();
    const first = await createTestApp({ dataDir });
    try {
      await signIn(first.app);
    } finally {
      await first.close();
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Adds entries dated `days` before now to the stopped app's trail. */
  async function addEntries(entries: Record<string, number>): Promise<void> {
    const [first] = await storedLog<AuditEntry>(dataDir, AUDIT_LOG);
    const added = Object.entries(entries).map(([name, days]) => ({
      ...first!,
      id: `00000000-0000-4000-8000-${name.padStart(12, '0')}`,
      at: new Date(Date.now() - days * DAY).toISOString(),
    }));
    await appendToStoredLog(dataDir, AUDIT_LOG, added);
  }
  const names = (entries: AuditEntry[]) =>
    entries.map((entry) => entry.id.slice(-12).replace(/^0+/, ''));

  it('removes at start the entries older than 365 days and keeps the newer ones', async () => {
    await addEntries({ 1: 1, 364: 364, 366: 366, 800: 800 });
    const app = await createTestApp({ dataDir });
    try {
      const kept = names(await storedLog<AuditEntry>(dataDir, AUDIT_LOG));
      expect(kept).toEqual(expect.arrayContaining(['1', '364']));
      expect(kept).not.toContain('366');
      expect(kept).not.toContain('800');
      // The daily run finds nothing more to remove until entries age.
      expect(await app.app.get(AuditService).prune()).toBe(0);
      const later = new Date(Date.now() + 2 * DAY);
      expect(await app.app.get(AuditService).prune(later)).toBe(1);
      expect(names(await storedLog<AuditEntry>(dataDir, AUDIT_LOG))).not.toContain('364');
    } finally {
      await app.close();
    }
  });

  it('keeps them AUDIT_RETENTION_DAYS days when it is set', async () => {
    await addEntries({ 29: 29, 31: 31 });
    const app = await createTestApp({ dataDir, env: { AUDIT_RETENTION_DAYS: '30' } });
    try {
      const kept = names(await storedLog<AuditEntry>(dataDir, AUDIT_LOG));
      expect(kept).toEqual(expect.arrayContaining(['1', '29']));
      expect(kept).not.toContain('31');
      const token = await signIn(app.app);
      const listed = (await apiAs(app.app, token).get('/api/audit?size=100').expect(200)).body;
      expect(listed.items.map((entry: AuditEntry) => entry.id)).not.toContain(
        '00000000-0000-4000-8000-000000000031',
      );
    } finally {
      await app.close();
    }
  });
});

describe('a trail kept in the store by an earlier version', () => {
  it('moves into the log at start, once, and lists as before', async () => {
    const dataDir = await makeTempDir();
    try {
      const first = await createTestApp({ dataDir });
      await first.close();
      const earlier = [1, 2, 3].map((n) => ({
        id: `00000000-0000-4000-8000-00000000000${n}`,
        at: new Date(Date.now() - n * DAY).toISOString(),
        action: 'read',
        actorId: null,
        actorEmail: 'earlier@talento.test',
        ip: '10.0.0.1',
        collection: 'applicants',
        recordId: `applicant-${n}`,
      }));
      await replaceStored(dataDir, 'audit', earlier);

      for (let start = 1; start <= 2; start++) {
        const app = await createTestApp({ dataDir });
        try {
          const listed = (
            await apiAs(app.app, await signIn(app.app))
              .get('/api/audit')
              .query({ search: 'earlier@talento.test', order: 'asc' })
              .expect(200)
          ).body as Listed;
          expect(listed.items.map((entry) => entry.recordId)).toEqual([
            'applicant-3',
            'applicant-2',
            'applicant-1',
          ]);
        } finally {
          await app.close();
        }
      }
      expect(await storedRecords(dataDir, 'audit')).toEqual([]);
      const moved = (await storedLog<AuditEntry>(dataDir, AUDIT_LOG)).filter(
        (entry) => entry.actorEmail === 'earlier@talento.test',
      );
      expect(moved).toEqual([...earlier].reverse());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
