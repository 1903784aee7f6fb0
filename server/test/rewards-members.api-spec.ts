import { rm } from 'node:fs/promises';
import request from 'supertest';
import { replaceStored, storedRecords } from './helpers/stored';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Member {
  id: string;
  name: string;
  surname: string;
  email: string;
  documentId: string;
  points: number;
  status: 'active' | 'blocked';
}
interface Entry {
  id: string;
  memberId: string;
  delta: number;
  reason: string;
  note: string | null;
  byAccountId: string | null;
  balance: number;
}

describe('rewards: members and the points ledger', () => {
  let testApp: TestApp;
  let rewards: { id: string; token: string };
  let admin: string;
  const http = () => request(testApp.app.getHttpServer());
  const as = (token: string) => ({
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
  });
  const newMember = (n: number) => ({
    name: `Ana ${n}`,
    surname: 'Prueba',
    email: `ana.${n}@members.test`,
    documentId: `DOC-${1000 + n}`,
    company: 'Acme',
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await signIn(testApp.app);
    rewards = await createStaff(
      testApp.app,
      { name: 'Rita', email: 'rita@rewards.test', password: 'rita-password-1' },
      ['rewards'],
      admin,
    );
  });
  afterAll(async () => {
    await testApp.close();
    // The restart below reuses the first app's folder, which the second app does not own.
    await rm(testApp.dataDir, { recursive: true, force: true });
  });

  it('seeds members whose points are the sum of their ledgers, and says so in health', async () => {
    const page = await as(rewards.token).get('/api/members?size=100').expect(200);
    expect(page.body.pagination.length).toBe(60);
    const ledger = await storedRecords<{ memberId: string; delta: number }>(
      testApp.dataDir,
      'points-ledger',
    );
    for (const member of page.body.items as Member[]) {
      const sum = ledger
        .filter((entry) => entry.memberId === member.id)
        .reduce((total, entry) => total + entry.delta, 0);
      expect(member.points).toBe(sum);
    }
    const health = await http().get('/api/health').expect(200);
    expect(health.body.ledger).toEqual({ status: 'ok', mismatchedMembers: 0 });
  });

  it('searches by name, email or document, filters by status, sorts and pages', async () => {
    const created = (await as(rewards.token).post('/api/members', newMember(1)).expect(201))
      .body as Member;
    for (const term of ['ana 1', 'ana.1@members', 'doc-1001']) {
      const found = await as(rewards.token).get(`/api/members?search=${encodeURIComponent(term)}`);
      expect((found.body.items as Member[]).map((member) => member.id)).toContain(created.id);
    }
    const blocked = await as(rewards.token).get('/api/members?status=blocked&size=100').expect(200);
    expect((blocked.body.items as Member[]).every((member) => member.status === 'blocked')).toBe(
      true,
    );
    const byPoints = await as(rewards.token)
      .get('/api/members?sort=points&order=desc&size=5&page=2')
      .expect(200);
    const points = (byPoints.body.items as Member[]).map((member) => member.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(byPoints.body.pagination).toMatchObject({ page: 2, size: 5 });
    await as(rewards.token).get('/api/members?sort=password').expect(400);
  });

  it('creates with 0 points, keeps email and documentId unique, and never takes points or status', async () => {
    const member = (await as(rewards.token).post('/api/members', newMember(2)).expect(201))
      .body as Member;
    expect(member).toMatchObject({ points: 0, status: 'active', email: 'ana.2@members.test' });
    const sameEmail = await as(rewards.token)
      .post('/api/members', { ...newMember(3), email: 'ANA.2@members.test' })
      .expect(409);
    expect(sameEmail.body.fields).toHaveProperty('email');
    const sameDocument = await as(rewards.token)
      .post('/api/members', { ...newMember(4), documentId: 'doc 1002' })
      .expect(409);
    expect(sameDocument.body.fields).toHaveProperty('documentId');
    await as(rewards.token)
      .post('/api/members', { ...newMember(5), points: 500 })
      .expect(400);
    await as(rewards.token).patch(`/api/members/${member.id}`, { points: 500 }).expect(400);
    await as(rewards.token).patch(`/api/members/${member.id}`, { status: 'blocked' }).expect(400);
    const renamed = await as(rewards.token)
      .patch(`/api/members/${member.id}`, { company: 'Globex' })
      .expect(200);
    expect(renamed.body).toMatchObject({ company: 'Globex', name: 'Ana 2', points: 0 });
  });

  it('lets one of two members with one email through, and frees an email its member changed', async () => {
    const twins = await Promise.all([
      as(rewards.token).post('/api/members', newMember(20)),
      as(rewards.token).post('/api/members', { ...newMember(21), email: 'ANA.20@members.test' }),
    ]);
    expect(twins.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const member = twins.find((answer) => answer.status === 201)!.body as Member;
    const other = (await as(rewards.token).post('/api/members', newMember(22)).expect(201))
      .body as Member;

    await as(rewards.token).patch(`/api/members/${other.id}`, { email: member.email }).expect(409);
    await as(rewards.token)
      .patch(`/api/members/${other.id}`, { documentId: member.documentId.toLowerCase() })
      .expect(409);
    await as(rewards.token)
      .patch(`/api/members/${member.id}`, { email: 'ana.moved@members.test' })
      .expect(200);
    await as(rewards.token).patch(`/api/members/${other.id}`, { email: member.email }).expect(200);
  });

  it('blocks and unblocks', async () => {
    const member = (await as(rewards.token).post('/api/members', newMember(6)).expect(201))
      .body as Member;
    const blocked = await as(rewards.token).post(`/api/members/${member.id}/block`).expect(200);
    expect(blocked.body.status).toBe('blocked');
    const active = await as(rewards.token).post(`/api/members/${member.id}/unblock`).expect(200);
    expect(active.body.status).toBe('active');
    await as(rewards.token)
      .post('/api/members/00000000-0000-4000-8000-000000000000/block')
      .expect(404);
  });

  it('adjusts points with a reason and who made it; never below 0, and a refusal writes nothing', async () => {
    const member = (await as(rewards.token).post('/api/members', newMember(7)).expect(201))
      .body as Member;
    const added = await as(rewards.token)
      .post(`/api/members/${member.id}/ledger/adjustments`, { points: 120, reason: 'Fair bonus' })
      .expect(201);
    expect(added.body.member.points).toBe(120);
    expect(added.body.entry).toMatchObject({
      delta: 120,
      reason: 'adjustment',
      note: 'Fair bonus',
      byAccountId: rewards.id,
      balance: 120,
    });
    const before = await storedRecords<Entry>(testApp.dataDir, 'points-ledger');
    const refused = await as(rewards.token)
      .post(`/api/members/${member.id}/ledger/adjustments`, { points: -121, reason: 'Too much' })
      .expect(409);
    expect(refused.body.fields).toHaveProperty('points');
    expect(await storedRecords<Entry>(testApp.dataDir, 'points-ledger')).toHaveLength(
      before.length,
    );
    await as(rewards.token)
      .post(`/api/members/${member.id}/ledger/adjustments`, { points: -20, reason: 'Typo' })
      .expect(201);
    for (const bad of [{ points: 0, reason: 'x' }, { points: 5 }, { points: 1.5, reason: 'x' }]) {
      await as(rewards.token).post(`/api/members/${member.id}/ledger/adjustments`, bad).expect(400);
    }
    const after = await as(rewards.token).get(`/api/members/${member.id}`).expect(200);
    expect(after.body.points).toBe(100);
  });

  it('lists the ledger newest first with the balance after each entry, and edits none', async () => {
    const member = (await as(rewards.token).post('/api/members', newMember(8)).expect(201))
      .body as Member;
    for (const points of [10, 20, -5]) {
      await as(rewards.token)
        .post(`/api/members/${member.id}/ledger/adjustments`, { points, reason: `move ${points}` })
        .expect(201);
    }
    const page = await as(rewards.token).get(`/api/members/${member.id}/ledger?size=2`).expect(200);
    expect((page.body.items as Entry[]).map((entry) => [entry.delta, entry.balance])).toEqual([
      [-5, 25],
      [20, 30],
    ]);
    expect(page.body.pagination).toMatchObject({ length: 3, lastPage: 2 });
    const entryId = (page.body.items as Entry[])[0].id;
    await http()
      .patch(`/api/members/${member.id}/ledger/${entryId}`)
      .set(bearer(rewards.token))
      .send({ delta: 1000 })
      .expect(404);
    await http()
      .delete(`/api/members/${member.id}/ledger/${entryId}`)
      .set(bearer(rewards.token))
      .expect(404);
  });

  it('keeps every balance equal to its ledger under concurrent adjustments', async () => {
    const member = (await as(rewards.token).post('/api/members', newMember(9)).expect(201))
      .body as Member;
    await as(rewards.token)
      .post(`/api/members/${member.id}/ledger/adjustments`, { points: 30, reason: 'start' })
      .expect(201);
    const takes = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(rewards.token).post(`/api/members/${member.id}/ledger/adjustments`, {
          points: -10,
          reason: 'take',
        }),
      ),
    );
    expect(takes.filter((response) => response.status === 201)).toHaveLength(3);
    expect(takes.filter((response) => response.status === 409)).toHaveLength(17);
    const stored = (await storedRecords<Member>(testApp.dataDir, 'members')).find(
      (m) => m.id === member.id,
    );
    const entries = (await storedRecords<Entry>(testApp.dataDir, 'points-ledger')).filter(
      (entry) => entry.memberId === member.id,
    );
    expect(stored?.points).toBe(0);
    expect(entries.reduce((total, entry) => total + entry.delta, 0)).toBe(0);
  });

  it('reports, after a restart, a member whose points differ from their ledger', async () => {
    const { dataDir } = testApp;
    await testApp.app.close();
    // A clean stop leaves the stored collections current: change one balance behind its back.
    const members = await storedRecords<Member>(dataDir, 'members');
    members[0] = { ...members[0], points: members[0].points + 1 };
    await replaceStored(dataDir, 'members', members);
    testApp = await createTestApp({ dataDir });
    const health = await http().get('/api/health').expect(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.ledger).toEqual({ status: 'mismatch', mismatchedMembers: 1 });
  });

  it('is for rewards and admin accounts only', async () => {
    const recruiter = await createStaff(
      testApp.app,
      { name: 'Rob', email: 'rob@recruit.test', password: 'rob-password-1' },
      ['recruiter'],
      admin,
    );
    await as(recruiter.token).get('/api/members').expect(403);
    await as(admin).get('/api/members').expect(200);
    await http().get('/api/members').expect(401);
  });
});
