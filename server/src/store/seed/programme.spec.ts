import { ledgerSums } from '../../modules/members/members.service';
import type { SeedContext } from './context';
import { programmeSample } from './programme';

const context: SeedContext = {
  dataDir: '/tmp/not-used',
  admin: {
    email: 'admin@example.test',
    password: 'a long enough password',
    oneTimePassword: false,
  },
  passwordHashCost: 4,
  invoiceCurrencyPerPoint: 10,
};
const now = new Date('2026-11-25T12:00:00Z');

describe('the rewards programme sample', () => {
  const sample = programmeSample(context, now);

  it('has the sizes the issue asks for, redemptions in every status', () => {
    expect(sample.members).toHaveLength(60);
    expect(sample.rewards).toHaveLength(20);
    expect(sample.redemptions).toHaveLength(40);
    expect(sample.trivias).toHaveLength(5);
    expect(sample.completions.length).toBeGreaterThanOrEqual(30);
    expect(sample.invoices).toHaveLength(30);
    const statuses = new Set(sample.redemptions.map((one) => one.status));
    expect([...statuses].sort()).toEqual(['approved', 'cancelled', 'delivered', 'pending']);
  });

  it('gives every member the sum of their ledger, never below 0 at any point in time', () => {
    const sums = ledgerSums(sample.ledger);
    for (const member of sample.members) expect(member.points).toBe(sums.get(member.id));
    const running = new Map<string, number>();
    const inTimeOrder = [...sample.ledger].sort((a, b) => a.at.localeCompare(b.at));
    for (const entry of inTimeOrder) {
      const balance = (running.get(entry.memberId) ?? 0) + entry.delta;
      expect({ entry: entry.id, balance: Math.min(balance, 0) }).toEqual({
        entry: entry.id,
        balance: 0,
      });
      running.set(entry.memberId, balance);
    }
    expect(new Set(sample.ledger.map((entry) => entry.id)).size).toBe(sample.ledger.length);
  });

  it('records every earning and spending in the ledger, naming its record', () => {
    const refs = (reason: string) =>
      sample.ledger
        .filter((entry) => entry.reason === reason)
        .map((entry) => entry.refId)
        .sort();
    const approved = sample.invoices.filter(
      (one) => one.status === 'approved' && one.pointsAwarded,
    );
    expect(refs('invoice')).toEqual(approved.map((one) => one.id).sort());
    const scored = sample.completions.filter((one) => one.pointsAwarded > 0);
    expect(refs('trivia')).toEqual(scored.map((one) => one.id).sort());
    expect(refs('redemption')).toEqual(sample.redemptions.map((one) => one.id).sort());
    const cancelled = sample.redemptions.filter((one) => one.status === 'cancelled');
    expect(refs('refund')).toEqual(cancelled.map((one) => one.id).sort());
    for (const redemption of sample.redemptions) {
      const member = sample.members.find((one) => one.id === redemption.memberId)!;
      const reward = sample.rewards.find((one) => one.id === redemption.rewardId)!;
      expect(member.status).toBe('active');
      expect(reward.pointsCost).toBe(redemption.points);
      expect(redemption.createdAt >= member.createdAt).toBe(true);
      expect((redemption.completedAt ?? redemption.updatedAt) < now.toISOString()).toBe(true);
    }
  });

  it('counts each reward’s redemptions and dates members before what they did', () => {
    for (const reward of sample.rewards) {
      expect(reward.redemptionCount).toBe(
        sample.redemptions.filter((one) => one.rewardId === reward.id).length,
      );
    }
    for (const member of sample.members) {
      const firstEntry = sample.ledger.find((entry) => entry.memberId === member.id)!;
      expect(firstEntry.at).toBe(member.createdAt);
    }
  });

  it('gives every record its own id, across collections too', () => {
    const ids = [
      ...sample.members,
      ...sample.ledger,
      ...sample.rewards,
      ...sample.redemptions,
      ...sample.trivias,
      ...sample.completions,
      ...sample.invoices,
    ].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the same at every seeding', () => {
    expect(programmeSample(context, now)).toEqual(sample);
  });
});
