import request from 'supertest';
import { storedRecords } from './helpers/stored';
import { bearer, createStaff, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Member {
  id: string;
  points: number;
  status: string;
}
interface Reward {
  id: string;
  name: string;
  stock: number;
  pointsCost: number;
  redemptionCount: number;
}
interface Redemption {
  id: string;
  memberId: string;
  memberName: string;
  rewardId: string;
  rewardName: string;
  points: number;
  status: string;
  cancelReason: string | null;
  completedAt: string | null;
  history: { status: string; by: string | null }[];
}
interface Entry {
  memberId: string;
  delta: number;
  reason: string;
  refId: string | null;
}

describe('rewards: redemptions', () => {
  let testApp: TestApp;
  let token: string;
  let accountId: string;
  let recruiter: string;
  let category: string;
  let sequence = 0;
  const http = () => request(testApp.app.getHttpServer());
  const api = {
    get: (url: string) => http().get(url).set(bearer(token)),
    post: (url: string, body?: object) => http().post(url).set(bearer(token)).send(body),
    patch: (url: string, body: object) => http().patch(url).set(bearer(token)).send(body),
    delete: (url: string) => http().delete(url).set(bearer(token)),
  };

  /** A new member holding `points` (an adjustment). */
  async function member(points: number): Promise<Member> {
    sequence += 1;
    const created = await api
      .post('/api/members', {
        name: `Rosa ${sequence}`,
        surname: 'Canje',
        email: `rosa.${sequence}@redemptions.test`,
        documentId: `RED-${10_000 + sequence}`,
      })
      .expect(201);
    if (points > 0) {
      await api
        .post(`/api/members/${created.body.id}/ledger/adjustments`, {
          points,
          reason: 'Test balance',
        })
        .expect(201);
    }
    return (await api.get(`/api/members/${created.body.id}`).expect(200)).body as Member;
  }

  async function reward(pointsCost: number, stock: number, active = true): Promise<Reward> {
    sequence += 1;
    const created = await api
      .post('/api/rewards', {
        name: `Prize ${sequence}`,
        categoryId: category,
        pointsCost,
        stock,
        active,
      })
      .expect(201);
    return created.body as Reward;
  }

  const redeem = (memberId: string, rewardId: string) =>
    api.post('/api/redemptions', { memberId, rewardId });
  const getMember = async (id: string) =>
    (await api.get(`/api/members/${id}`).expect(200)).body as Member;
  const getReward = async (id: string) =>
    (await api.get(`/api/rewards/${id}`).expect(200)).body as Reward;

  /** What a restart would load: every member's points against their ledger. */
  async function expectStoredPointsMatchLedger(): Promise<void> {
    const members = await storedRecords<Member>(testApp.dataDir, 'members');
    const ledger = await storedRecords<Entry>(testApp.dataDir, 'points-ledger');
    const sums = new Map<string, number>();
    for (const entry of ledger)
      sums.set(entry.memberId, (sums.get(entry.memberId) ?? 0) + entry.delta);
    const mismatched = members.filter((one) => one.points !== (sums.get(one.id) ?? 0));
    expect(mismatched).toEqual([]);
    expect(members.every((one) => one.points >= 0)).toBe(true);
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const admin = await signIn(testApp.app);
    const staff = await createStaff(
      testApp.app,
      { name: 'Rita', email: 'rita@redemptions.test', password: 'rita-password-1' },
      ['rewards'],
      admin,
    );
    token = staff.token;
    accountId = staff.id;
    recruiter = (
      await createStaff(
        testApp.app,
        { name: 'Rex', email: 'rex@redemptions.test', password: 'rex-password-1' },
        ['recruiter'],
        admin,
      )
    ).token;
    const categories = (await api.get('/api/categories?size=100').expect(200)).body.items as {
      id: string;
      kind: string;
    }[];
    category = categories.find((one) => one.kind === 'reward')!.id;
  });
  afterAll(() => testApp.close());

  it('seeds 40 redemptions in every status, each in its member’s ledger', async () => {
    const page = await api.get('/api/redemptions?size=100').expect(200);
    const seeded = page.body.items as Redemption[];
    expect(seeded).toHaveLength(40);
    expect(new Set(seeded.map((one) => one.status))).toEqual(
      new Set(['pending', 'approved', 'delivered', 'cancelled']),
    );
    expect(seeded.every((one) => one.memberName && one.rewardName)).toBe(true);
    const ledger = await storedRecords<Entry>(testApp.dataDir, 'points-ledger');
    for (const one of seeded) {
      expect(ledger.filter((entry) => entry.refId === one.id)).toHaveLength(
        one.status === 'cancelled' ? 2 : 1,
      );
    }
    const health = await http().get('/api/health').expect(200);
    expect(health.body.ledger).toEqual({ status: 'ok', mismatchedMembers: 0 });
    await expectStoredPointsMatchLedger();
  });

  it('debits the points and reserves a unit in one step, with a ledger entry naming it', async () => {
    const rosa = await member(1000);
    const prize = await reward(300, 4);
    const created = await redeem(rosa.id, prize.id).expect(201);
    const redemption = created.body as Redemption;
    expect(redemption).toMatchObject({
      memberId: rosa.id,
      memberName: expect.stringContaining('Rosa'),
      rewardName: prize.name,
      points: 300,
      status: 'pending',
      completedAt: null,
    });
    expect(redemption.history).toEqual([
      expect.objectContaining({ status: 'pending', by: accountId }),
    ]);
    expect((await getMember(rosa.id)).points).toBe(700);
    expect(await getReward(prize.id)).toMatchObject({ stock: 3, redemptionCount: 1 });
    const ledger = await api.get(`/api/members/${rosa.id}/ledger`).expect(200);
    expect(ledger.body.items[0]).toMatchObject({
      delta: -300,
      reason: 'redemption',
      refId: redemption.id,
      balance: 700,
    });
    const open = await api.get(`/api/redemptions?completed=false&memberId=${rosa.id}`).expect(200);
    expect((open.body.items as Redemption[]).map((one) => one.id)).toEqual([redemption.id]);
    await expectStoredPointsMatchLedger();
  });

  it('refuses blocked members, inactive rewards, no stock and too few points, writing nothing', async () => {
    const rich = await member(5000);
    const poor = await member(100);
    const blocked = await member(5000);
    await api.post(`/api/members/${blocked.id}/block`).expect(200);
    const prize = await reward(300, 2);
    const withdrawn = await reward(300, 2, false);
    const soldOut = await reward(300, 0);
    const before = (await storedRecords(testApp.dataDir, 'points-ledger')).length;

    const refusals = [
      [await redeem(blocked.id, prize.id).expect(422), 'memberId'],
      [await redeem(rich.id, withdrawn.id).expect(422), 'rewardId'],
      [await redeem(rich.id, soldOut.id).expect(409), 'rewardId'],
      [await redeem(poor.id, prize.id).expect(409), 'points'],
    ] as const;
    for (const [response, field] of refusals) expect(response.body.fields).toHaveProperty(field);
    expect(
      (await redeem(rich.id, '00000000-0000-4000-8000-000000000000').expect(422)).body.fields,
    ).toHaveProperty('rewardId');
    await redeem('not-an-id', prize.id).expect(400);

    expect((await getMember(poor.id)).points).toBe(100);
    expect((await getMember(blocked.id)).points).toBe(5000);
    expect(await getReward(prize.id)).toMatchObject({ stock: 2, redemptionCount: 0 });
    expect(await storedRecords(testApp.dataDir, 'points-ledger')).toHaveLength(before);
  });

  it('approves, delivers into the completed list, and writes the delivery to the feed', async () => {
    const rosa = await member(500);
    const prize = await reward(200, 3);
    const { id } = (await redeem(rosa.id, prize.id).expect(201)).body as Redemption;

    await api.post(`/api/redemptions/${id}/deliver`).expect(409);
    const approved = await api.post(`/api/redemptions/${id}/approve`).expect(200);
    expect(approved.body.status).toBe('approved');
    await api.post(`/api/redemptions/${id}/approve`).expect(409);
    const delivered = await api.post(`/api/redemptions/${id}/deliver`).expect(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', completedAt: expect.any(String) });
    expect((delivered.body as Redemption).history.map((step) => step.status)).toEqual([
      'pending',
      'approved',
      'delivered',
    ]);
    await api.post(`/api/redemptions/${id}/cancel`).expect(409);

    const completed = await api.get('/api/redemptions?completed=true&size=100').expect(200);
    expect((completed.body.items as Redemption[]).some((one) => one.id === id)).toBe(true);
    const open = await api.get('/api/redemptions?completed=false&size=100').expect(200);
    expect((open.body.items as Redemption[]).some((one) => one.id === id)).toBe(false);

    const feed = await api.get('/api/activities').expect(200);
    const items = (Array.isArray(feed.body) ? feed.body : feed.body.items) as {
      description: string;
    }[];
    expect(items[0].description).toContain(`received <strong>${prize.name}</strong>`);
    // Delivery spends nothing more.
    expect((await getMember(rosa.id)).points).toBe(300);
  });

  it('cancels with a refund of the points and the unit, keeping the reason', async () => {
    const rosa = await member(400);
    const prize = await reward(400, 1);
    const { id } = (await redeem(rosa.id, prize.id).expect(201)).body as Redemption;
    expect((await getMember(rosa.id)).points).toBe(0);
    await api.post(`/api/redemptions/${id}/approve`).expect(200);

    const cancelled = await api
      .post(`/api/redemptions/${id}/cancel`, { reason: 'Out of size' })
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Out of size' });
    expect((await getMember(rosa.id)).points).toBe(400);
    expect(await getReward(prize.id)).toMatchObject({ stock: 1, redemptionCount: 1 });
    const ledger = await api.get(`/api/members/${rosa.id}/ledger`).expect(200);
    expect(ledger.body.items[0]).toMatchObject({ delta: 400, reason: 'refund', refId: id });
    await api.post(`/api/redemptions/${id}/cancel`).expect(409);
    await api.post(`/api/redemptions/${id}/cancel`, { reason: 'x', extra: 1 }).expect(400);
    await expectStoredPointsMatchLedger();
  });

  it('acts on several at once, listing the ones it refused and why', async () => {
    const rosa = await member(3000);
    const prize = await reward(100, 10);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(((await redeem(rosa.id, prize.id)).body as Redemption).id);
    await api.post(`/api/redemptions/${ids[0]}/cancel`).expect(200);
    const missing = '00000000-0000-4000-8000-000000000001';

    const bulk = await api
      .post('/api/redemptions/bulk', { action: 'approve', ids: [...ids, missing] })
      .expect(200);
    expect((bulk.body.done as Redemption[]).map((one) => one.id).sort()).toEqual(
      [ids[1], ids[2]].sort(),
    );
    expect(bulk.body.refused).toEqual([
      { id: ids[0], status: 409, message: expect.stringContaining('cancelled') },
      { id: missing, status: 404, message: expect.any(String) },
    ]);
    await api.post('/api/redemptions/bulk', { action: 'approve', ids: [] }).expect(400);
    await api.post('/api/redemptions/bulk', { action: 'ship', ids }).expect(400);
    await api
      .post('/api/redemptions/bulk', { action: 'approve', ids: [ids[1], ids[1]] })
      .expect(400);
  });

  it('lists with search, status filter and sort by member name', async () => {
    const page = await api
      .get('/api/redemptions?search=Rosa&status=approved&sort=memberName')
      .expect(200);
    const items = page.body.items as Redemption[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((one) => one.status === 'approved' && one.memberName.includes('Rosa'))).toBe(
      true,
    );
    const names = items.map((one) => one.memberName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await api.get('/api/redemptions?completed=maybe').expect(400);
    await api.get('/api/redemptions?sort=secret').expect(400);
  });

  it('keeps a redeemed reward from being deleted (deactivate it instead)', async () => {
    const rosa = await member(100);
    const prize = await reward(100, 1);
    const { id } = (await redeem(rosa.id, prize.id).expect(201)).body as Redemption;
    await api.post(`/api/redemptions/${id}/cancel`).expect(200);
    const refused = await api.delete(`/api/rewards/${prize.id}`).expect(409);
    expect(refused.body.message).toContain('1 redemption');
    await api.patch(`/api/rewards/${prize.id}`, { active: false }).expect(200);
    const unused = await reward(100, 1);
    await api.delete(`/api/rewards/${unused.id}`).expect(200);
  });

  it('gives 10 of 200 concurrent redemptions a reward with stock 10, and no more', async () => {
    const members: Member[] = [];
    for (let n = 0; n < 20; n += 1) members.push(await member(10_000));
    const prize = await reward(50, 10);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => redeem(members[n % members.length].id, prize.id)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(
      true,
    );
    expect(await getReward(prize.id)).toMatchObject({ stock: 0, redemptionCount: 10 });
    const spent = await Promise.all(
      members.map(async (one) => 10_000 - (await getMember(one.id)).points),
    );
    expect(spent.reduce((sum, points) => sum + points, 0)).toBe(10 * 50);
    await expectStoredPointsMatchLedger();
  });

  it('gives a member whose points cover 3 exactly 3 of 200 concurrent redemptions', async () => {
    const rosa = await member(3 * 70 + 69);
    const prize = await reward(70, 500);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => redeem(rosa.id, prize.id)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.every((response) => [201, 409].includes(response.status))).toBe(true);
    expect((await getMember(rosa.id)).points).toBe(69);
    expect((await getReward(prize.id)).stock).toBe(497);
    await expectStoredPointsMatchLedger();
  });

  it('lets only rewards accounts (and admins) near redemptions', async () => {
    await http().get('/api/redemptions').set(bearer(recruiter)).expect(403);
    await http().post('/api/redemptions').set(bearer(recruiter)).send({}).expect(403);
  });
});
