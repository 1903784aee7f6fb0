/**
 * The rewards programme's sample members, each with the opening balance they brought
 * from the programme's previous system (an adjustment). Deterministic (a fixed faker
 * seed) and dated back from the seeding time, so the sample stays recent. The rest of
 * their ledgers (invoices, trivias, redemptions) comes from ./programme.
 */
import { newFaker } from './faker';
import type { Member, PointsEntry } from '../../modules/members/member.types';

const SAMPLE_SEED = 20_261_124;
export const SAMPLE_MEMBER_COUNT = 60;
const DAY_MS = 86_400_000;

export interface MembersSample {
  members: Member[];
  /** One opening entry per member; each member's points are its delta. */
  ledger: PointsEntry[];
}

export function membersSample(now = new Date()): MembersSample {
  const faker = newFaker('es_MX', 'es', 'base');
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
    const id = faker.string.uuid();
    const createdAt = daysAgo(int(90, 400));
    const opening: PointsEntry = {
      id: faker.string.uuid(),
      memberId: id,
      delta: int(4, 60) * 25,
      reason: 'adjustment',
      refId: null,
      note: 'Balance carried over from the previous programme',
      byAccountId: null,
      at: createdAt,
    };
    ledger.push(opening);
    members.push({
      id,
      name,
      surname,
      email,
      phone: `+52 55 ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
      documentId: faker.helpers.fromRegExp(/[A-Z]{4}[0-9]{6}[A-Z0-9]{3}/),
      company: faker.company.name(),
      points: opening.delta,
      status: faker.datatype.boolean({ probability: 0.1 }) ? 'blocked' : 'active',
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { members, ledger };
}
