import { DomainError } from '../../common/errors/domain-error';
import { membersSample } from '../../store/seed/members';
import type { Member, PointsEntry } from './member.types';
import { credit, ledgerSums } from './members.service';

const member = { id: 'm1', name: 'Ana', surname: 'Prueba', points: 30 } as Member;
const entry = (delta: number): PointsEntry => ({
  id: `e${delta}`,
  memberId: 'm1',
  delta,
  reason: 'adjustment',
  refId: null,
  note: 'test',
  byAccountId: null,
  at: '2026-11-24T00:00:00.000Z',
});

describe('credit', () => {
  it('moves the points by the entry, down to exactly 0', () => {
    expect(credit(member, entry(12)).points).toBe(42);
    expect(credit(member, entry(-30))).toMatchObject({
      points: 0,
      updatedAt: '2026-11-24T00:00:00.000Z',
    });
  });

  it('refuses to go below 0 with a conflict on points', () => {
    expect(() => credit(member, entry(-31))).toThrow(DomainError);
    expect(() => credit(member, entry(-31))).toThrow(
      'Ana Prueba has 30 points; 31 cannot be taken',
    );
  });
});

describe('the members sample', () => {
  it('gives every member the sum of their ledger, and is the same at every seeding', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const { members, ledger } = membersSample(now);
    const sums = ledgerSums(ledger);
    expect(members).toHaveLength(60);
    for (const one of members) expect(one.points).toBe(sums.get(one.id));
    expect(new Set(members.map((one) => one.email)).size).toBe(60);
    expect(new Set(members.map((one) => one.documentId)).size).toBe(60);
    expect(membersSample(now)).toEqual({ members, ledger });
  });
});
