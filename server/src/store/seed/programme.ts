/**
 * The rewards programme's sample as one story, so that every reference and every sum
 * lines up: members with an opening balance, trivia completions and approved invoices
 * that earned points, and redemptions of the catalogue in every status that spent them
 * (cancelled ones refunded). The ledger holds one entry per earning and spending, each
 * naming its record; every member's points are the sum of their ledger and no balance
 * ever goes below 0. The rewards' pictures and the invoices' files are stored with their
 * collections. Deterministic for a given seeding time.
 */
import type { Faker } from '@faker-js/faker';
import { newFaker } from './faker';
import { INVOICE_FILES_AREA } from '../../modules/invoices/invoice-files';
import type { Invoice } from '../../modules/invoices/invoice.types';
import type { Member, PointsEntry, PointsReason } from '../../modules/members/member.types';
import type { Redemption, RedemptionStatus } from '../../modules/redemptions/redemption.types';
import type { Reward } from '../../modules/rewards/reward.types';
import type { Trivia, TriviaCompletion } from '../../modules/trivias/trivia.types';
import { type SeedFile, seedingArea } from '../blob-area';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext, type SeedContext } from './context';
import { derivedId } from './derived-id';
import { invoicesSample } from './invoices';
import { membersSample } from './members';
import { rewardsSample, storeRewardPictures } from './rewards';
import { completionsSample, triviasSample } from './trivias';

const SAMPLE_SEED = 20_261_131;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How many sample redemptions end in each status (40 in all). */
const REDEMPTION_STATUSES: Readonly<Record<RedemptionStatus, number>> = {
  pending: 10,
  approved: 8,
  delivered: 14,
  cancelled: 8,
};

export interface ProgrammeSample {
  members: Member[];
  ledger: PointsEntry[];
  rewards: Reward[];
  redemptions: Redemption[];
  trivias: Trivia[];
  completions: TriviaCompletion[];
  invoices: Invoice[];
  /** The invoices' files, stored when the invoices are seeded. */
  invoiceFiles: SeedFile[];
}

export function programmeSample(context: SeedContext, now = new Date()): ProgrammeSample {
  const start = membersSample(now);
  const trivias = triviasSample(now);
  const completions = completionsSample(trivias, start.members, now);
  const { invoices, files: invoiceFiles } = invoicesSample(
    start.members,
    now,
    context.invoiceCurrencyPerPoint,
  );
  const earned: PointsEntry[] = [
    ...completions
      .filter((completion) => completion.pointsAwarded > 0)
      .map((completion) =>
        entry(
          completion.memberId,
          completion.pointsAwarded,
          'trivia',
          completion.id,
          completion.completedAt,
        ),
      ),
    ...invoices
      .filter((invoice) => invoice.status === 'approved' && (invoice.pointsAwarded ?? 0) > 0)
      .map((invoice) =>
        entry(invoice.memberId, invoice.pointsAwarded!, 'invoice', invoice.id, invoice.reviewedAt!),
      ),
  ];
  // A member is older than anything they did.
  const firsts = new Map<string, string>();
  const did = (memberId: string, at: string) => {
    if (at < (firsts.get(memberId) ?? at + 'z')) firsts.set(memberId, at);
  };
  completions.forEach((completion) => did(completion.memberId, completion.completedAt));
  invoices.forEach((invoice) => did(invoice.memberId, invoice.createdAt));
  const members = start.members.map((member) => {
    const first = firsts.get(member.id);
    return first && first <= member.createdAt ? { ...member, createdAt: dayBefore(first) } : member;
  });
  const opening = start.ledger.map((one) => ({
    ...one,
    at: members.find((member) => member.id === one.memberId)!.createdAt,
  }));
  const ledger = [...opening, ...earned];
  const rewards = rewardsSample(context, now);
  const redemptions = redemptionsSample(members, opening, rewards, now);
  for (const redemption of redemptions) ledger.push(...redemptionEntries(redemption));

  const sums = new Map<string, { points: number; last: string }>();
  for (const one of ledger) {
    const sum = sums.get(one.memberId) ?? { points: 0, last: one.at };
    sums.set(one.memberId, {
      points: sum.points + one.delta,
      last: one.at > sum.last ? one.at : sum.last,
    });
  }
  return {
    members: members.map((member) => ({
      ...member,
      points: sums.get(member.id)!.points,
      updatedAt: sums.get(member.id)!.last,
    })),
    ledger: ledger.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id)),
    rewards: rewards.map((reward) => ({
      ...reward,
      redemptionCount: redemptions.filter((one) => one.rewardId === reward.id).length,
    })),
    redemptions,
    trivias,
    completions,
    invoices,
    invoiceFiles,
  };
}

/**
 * Redemptions by active members of active rewards in stock, paid from the opening
 * balance alone: earnings only add to it, so whatever their dates, no balance dips below
 * 0 on the way. Each redemption comes after the member's previous one.
 */
function redemptionsSample(
  members: readonly Member[],
  opening: readonly PointsEntry[],
  rewards: readonly Reward[],
  now: Date,
): Redemption[] {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  // Room for each redemption's later steps (up to 3 days each) before now.
  const latest = now.getTime() - 7 * DAY_MS;
  const wallets = new Map(
    opening.map((one) => [one.memberId, { points: one.delta, last: Date.parse(one.at) }]),
  );
  const redeemable = rewards.filter((reward) => reward.active && reward.stock > 0);
  const statuses = faker.helpers.shuffle(
    (Object.entries(REDEMPTION_STATUSES) as [RedemptionStatus, number][]).flatMap(
      ([status, count]) => Array.from({ length: count }, () => status),
    ),
  );
  const active = members.filter((member) => member.status === 'active');
  const redemptions: Redemption[] = [];
  for (const status of statuses) {
    for (const member of faker.helpers.shuffle(active)) {
      const wallet = wallets.get(member.id)!;
      const affordable = redeemable.filter((reward) => reward.pointsCost <= wallet.points);
      if (affordable.length === 0 || wallet.last + DAY_MS >= latest) continue;
      const reward = faker.helpers.arrayElement(affordable);
      const created = faker.number.int({ min: wallet.last + DAY_MS, max: latest });
      redemptions.push(redemption(faker, member, reward, status, created));
      const spent = status === 'cancelled' ? 0 : reward.pointsCost;
      // The next one comes after this one's refund, if any.
      wallets.set(member.id, { points: wallet.points - spent, last: created + 4 * DAY_MS });
      break;
    }
  }
  return redemptions.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function redemption(
  faker: Faker,
  member: Member,
  reward: Reward,
  status: RedemptionStatus,
  created: number,
): Redemption {
  const iso = (time: number) => new Date(time).toISOString();
  const later = (from: number) => faker.number.int({ min: from + HOUR_MS, max: from + 3 * DAY_MS });
  const steps: { status: RedemptionStatus; at: number }[] = [{ status: 'pending', at: created }];
  if (status === 'approved' || status === 'delivered')
    steps.push({ status: 'approved', at: later(created) });
  if (status === 'delivered') steps.push({ status: 'delivered', at: later(steps[1].at) });
  if (status === 'cancelled') steps.push({ status: 'cancelled', at: later(created) });
  const last = steps[steps.length - 1].at;
  return {
    id: faker.string.uuid(),
    memberId: member.id,
    rewardId: reward.id,
    points: reward.pointsCost,
    status,
    notes: faker.helpers.maybe(() => 'Deliver at the front desk', { probability: 0.2 }) ?? '',
    cancelReason: status === 'cancelled' ? 'Asked by the member' : null,
    history: steps.map((step) => ({ status: step.status, at: iso(step.at), by: ADMIN_ACCOUNT_ID })),
    completedAt: status === 'delivered' || status === 'cancelled' ? iso(last) : null,
    createdAt: iso(created),
    updatedAt: iso(last),
  };
}

/** The debit of a redemption and, when cancelled, its refund. */
function redemptionEntries(redemption: Redemption): PointsEntry[] {
  const debit = entry(
    redemption.memberId,
    -redemption.points,
    'redemption',
    redemption.id,
    redemption.createdAt,
  );
  if (redemption.status !== 'cancelled') return [debit];
  return [
    debit,
    entry(redemption.memberId, redemption.points, 'refund', redemption.id, redemption.completedAt!),
  ];
}

/** Ledger ids derive from what they record, so the sample stays the same at every seeding. */
function entry(
  memberId: string,
  delta: number,
  reason: PointsReason,
  refId: string,
  at: string,
): PointsEntry {
  return {
    id: derivedId(`${reason}:${refId}`),
    memberId,
    delta,
    reason,
    refId,
    note: null,
    byAccountId: null,
    at,
  };
}

function dayBefore(at: string): string {
  return new Date(Date.parse(at) - DAY_MS).toISOString();
}

const sampleFor = perContext((context: SeedContext) => programmeSample(context));

export const PROGRAMME_SEEDS = {
  members: (context) => sampleFor(context).members,
  'points-ledger': (context) => sampleFor(context).ledger,
  rewards: (context) => {
    const { rewards } = sampleFor(context);
    storeRewardPictures(context, rewards);
    return rewards;
  },
  redemptions: (context) => sampleFor(context).redemptions,
  trivias: (context) => sampleFor(context).trivias,
  'trivia-completions': (context) => sampleFor(context).completions,
  invoices: (context) => {
    const { invoices, invoiceFiles } = sampleFor(context);
    seedingArea(context.dataDir, INVOICE_FILES_AREA).replaceAllSync(invoiceFiles);
    return invoices;
  },
} satisfies AreaSeeds;
