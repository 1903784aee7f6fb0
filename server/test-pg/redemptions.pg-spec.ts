import { signIn } from '../test/helpers/auth';
import { databaseRecords } from '../test/helpers/test-store';
import { serversOnOneDatabase } from './helpers/servers';

interface Member {
  id: string;
  points: number;
}
interface Reward {
  id: string;
  stock: number;
  redemptionCount: number;
}
interface Entry {
  memberId: string;
  delta: number;
  reason: string;
  refId: string | null;
}
interface Redemption {
  id: string;
  rewardId: string;
}

const REQUESTS = 200;
const STOCK = 10;
const COST = 100;
/** Twenty members with points for two units each: forty could be afforded, ten exist. */
const MEMBERS = 20;
const POINTS_EACH = 2 * COST + 50;

const servers = serversOnOneDatabase({
  env: { JWT_SECRET: 'a-test-only-secret-shared-by-both-servers' },
});
const { apps } = servers;
const origins: string[] = [];

/** The whole application on PostgreSQL, listening on a loopback port of its own. */
async function server(): Promise<string> {
  const { app } = await servers.start();
  await app.listen(0, '127.0.0.1');
  const origin = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  origins.push(origin);
  return origin;
}

beforeAll(async () => {
  await server();
  await server();
});

describe('redemptions on two servers sharing one database', () => {
  it(`hands out exactly a stock of ${STOCK} to ${REQUESTS} concurrent redemptions split over both`, async () => {
    const [a, b] = origins;
    const token = await signIn(apps[0].app);
    const call = async (origin: string, method: string, path: string, body?: object) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const ok = async <T>(origin: string, method: string, path: string, body?: object) => {
      const response = await call(origin, method, path, body);
      if (response.status >= 300) {
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      return response.body as T;
    };

    const categories = await ok<{ items: { id: string; kind: string }[] }>(
      a,
      'GET',
      '/api/categories?size=100',
    );
    const categoryId = categories.items.find((one) => one.kind === 'reward')!.id;
    // Made on B: A learns of it from the database at its next request.
    const reward = await ok<Reward>(b, 'POST', '/api/rewards', {
      name: 'Two-server prize',
      categoryId,
      pointsCost: COST,
      stock: STOCK,
      active: true,
    });
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const on = i % 2 === 0 ? a : b;
      const member = await ok<Member>(on, 'POST', '/api/members', {
        name: `Dos ${i}`,
        surname: 'Servidores',
        email: `dos.${i}@two-servers.test`,
        documentId: `TWO-${10_000 + i}`,
      });
      await ok(on, 'POST', `/api/members/${member.id}/ledger/adjustments`, {
        points: POINTS_EACH,
        reason: 'Test balance',
      });
      members.push(member);
    }
    const seededRedemptions = await ok<{ pagination: { length: number } }>(
      a,
      'GET',
      '/api/redemptions?size=1',
    );

    const outcomes = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/redemptions', {
          memberId: members[i % MEMBERS].id,
          rewardId: reward.id,
        }),
      ),
    );

    const made = outcomes.filter((outcome) => outcome.status === 201);
    const refused = outcomes.filter((outcome) => outcome.status !== 201);
    expect(made).toHaveLength(STOCK);
    expect(
      refused
        .map((outcome) => [outcome.status, outcome.body.code])
        .filter(([status, code]) => status !== 409 || code !== 'reward-out-of-stock'),
    ).toEqual([]);

    // Both servers answer the same stock, and the database holds it.
    for (const origin of [a, b]) {
      const seen = await ok<Reward>(origin, 'GET', `/api/rewards/${reward.id}`);
      expect(seen).toMatchObject({ stock: 0, redemptionCount: STOCK });
      const listed = await ok<{ pagination: { length: number } }>(
        origin,
        'GET',
        '/api/redemptions?size=1',
      );
      expect(listed.pagination.length).toBe(seededRedemptions.pagination.length + STOCK);
    }
    const storedRewards = (await databaseRecords(servers.url, 'rewards')) as Reward[];
    expect(storedRewards.find((one) => one.id === reward.id)).toMatchObject({
      stock: 0,
      redemptionCount: STOCK,
    });
    const storedRedemptions = (await databaseRecords(servers.url, 'redemptions')) as Redemption[];
    const ids = made.map((outcome) => outcome.body.id as string).sort();
    expect(
      storedRedemptions
        .filter((one) => one.rewardId === reward.id)
        .map((one) => one.id)
        .sort(),
    ).toEqual(ids);

    // Every member's points equal the sum of their ledger, and the ledger holds one debit
    // per redemption made, none for a refused one.
    const storedMembers = (await databaseRecords(servers.url, 'members')) as Member[];
    const ledger = (await databaseRecords(servers.url, 'points-ledger')) as Entry[];
    const sums = new Map<string, number>();
    for (const entry of ledger)
      sums.set(entry.memberId, (sums.get(entry.memberId) ?? 0) + entry.delta);
    expect(storedMembers.filter((one) => one.points !== (sums.get(one.id) ?? 0))).toEqual([]);
    expect(storedMembers.every((one) => one.points >= 0)).toBe(true);
    const debits = ledger.filter(
      (entry) => entry.reason === 'redemption' && ids.includes(entry.refId!),
    );
    expect(debits.map((entry) => entry.refId).sort()).toEqual(ids);
    expect(debits.every((entry) => entry.delta === -COST)).toBe(true);
    const ours = new Set(members.map((one) => one.id));
    const spent = storedMembers
      .filter((one) => ours.has(one.id))
      .reduce((total, one) => total + (POINTS_EACH - one.points), 0);
    expect(spent).toBe(STOCK * COST);

    // And each server answers every member's points as the database holds them.
    for (const origin of [a, b]) {
      for (const member of members) {
        const seen = await ok<Member>(origin, 'GET', `/api/members/${member.id}`);
        expect(seen.points).toBe(storedMembers.find((one) => one.id === member.id)!.points);
      }
    }
    const health = await ok<{ ledger: unknown }>(b, 'GET', '/api/health');
    expect(health.ledger).toEqual({ status: 'ok', mismatchedMembers: 0 });
  });
});
