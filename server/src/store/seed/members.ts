/**
 * The rewards programme's sample members and their points ledgers. Deterministic (a
 * fixed faker seed) and dated back from the seeding time, so the sample stays recent.
 * Every member's points are the sum of their ledger, as the server checks at start.
 * The entries reference no redemption, invoice or trivia yet: those areas are not seeded.
 */
import { base, es, es_MX, Faker } from '@faker-js/faker';
import type { Member, PointsEntry, PointsReason } from '../../modules/members/member.types';
import { type AreaSeeds, perContext } from './context';

const SAMPLE_SEED = 20_261_124;
export const SAMPLE_MEMBER_COUNT = 60;
const DAY_MS = 86_400_000;

export interface MembersSample {
  members: Member[];
  ledger: PointsEntry[];
}

const EARNINGS: readonly { reason: PointsReason; note: string | null; min: number; max: number }[] =
  [
    { reason: 'invoice', note: null, min: 20, max: 400 },
    { reason: 'trivia', note: null, min: 10, max: 60 },
    { reason: 'adjustment', note: 'Welcome bonus', min: 50, max: 50 },
  ];

export function membersSample(now = new Date()): MembersSample {
  const faker = new Faker({ locale: [es_MX, es, base] });
  faker.seed(SAMPLE_SEED);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const members: Member[] = [];
  const ledger: PointsEntry[] = [];
  const usedEmails = new Set<string>();

  for (let index = 0; index < SAMPLE_MEMBER_COUNT; index += 1) {
    const name = faker.person.firstName();
    const surname = faker.person.lastName();
    let email = faker.internet.email({ firstName: name, lastName: surname }).toLowerCase();
    if (usedEmails.has(email)) email = `${index}.${email}`;
    usedEmails.add(email);
    const joinedDaysAgo = int(30, 400);
    const id = faker.string.uuid();
    const entries: PointsEntry[] = [];
    let points = 0;
    const entryCount = int(1, 8);
    for (let n = 0; n < entryCount; n += 1) {
      const earning = n === 0 ? EARNINGS[2] : faker.helpers.arrayElement(EARNINGS.slice(0, 2));
      const delta = int(earning.min, earning.max);
      points += delta;
      entries.push({
        id: faker.string.uuid(),
        memberId: id,
        delta,
        reason: earning.reason,
        refId: null,
        note: earning.note,
        byAccountId: null,
        at: daysAgo(Math.max(joinedDaysAgo - n * int(1, 30), 1)),
      });
    }
    // Some members spent part of their points; a correction now and then.
    if (points > 100 && faker.datatype.boolean({ probability: 0.3 })) {
      const taken = int(10, Math.min(80, points));
      points -= taken;
      entries.push({
        id: faker.string.uuid(),
        memberId: id,
        delta: -taken,
        reason: 'adjustment',
        refId: null,
        note: 'Duplicate invoice points withdrawn',
        byAccountId: null,
        at: daysAgo(1),
      });
    }
    ledger.push(...entries);
    const createdAt = daysAgo(joinedDaysAgo);
    members.push({
      id,
      name,
      surname,
      email,
      phone: faker.helpers.fromRegExp(/\+52 55 [0-9]{4} [0-9]{4}/),
      documentId: faker.helpers.fromRegExp(/[A-Z]{4}[0-9]{6}[A-Z0-9]{3}/),
      company: faker.company.name(),
      points,
      status: faker.datatype.boolean({ probability: 0.1 }) ? 'blocked' : 'active',
      createdAt,
      updatedAt: entries.at(-1)?.at ?? createdAt,
    });
  }
  ledger.sort((a, b) => a.at.localeCompare(b.at));
  return { members, ledger };
}

const sampleFor = perContext(() => membersSample());

export const MEMBER_SEEDS = {
  members: (context) => sampleFor(context).members,
  'points-ledger': (context) => sampleFor(context).ledger,
} satisfies AreaSeeds;
