import { cp, rm } from 'node:fs/promises';
import type { Member, PointsEntry } from '../src/modules/members/member.types';
import { MembersService } from '../src/modules/members/members.service';
import type { Redemption } from '../src/modules/redemptions/redemption.types';
import type { Reward } from '../src/modules/rewards/reward.types';
import { RewardsService } from '../src/modules/rewards/rewards.service';
import { CategoriesService } from '../src/modules/categories/categories.service';
import type { StoreStep } from '../src/store';
import { commitAndDie } from './helpers/crash';
import { storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { describeJsonOnly } from './helpers/test-store';

const INITIAL_STOCK = 60;

/**
 * A process killed while redemptions are being made (and some cancelled) leaves, after a
 * restart, every member's points equal to their ledger and the reward's stock equal to
 * its initial stock minus its live (not cancelled) redemptions.
 */
describeJsonOnly(
  'the write-ahead log steps',
  'redemptions, the process killed in the middle of a burst',
  () => {
    let template: string;
    let rewardId: string;

    beforeAll(async () => {
      template = await makeTempDir('talento-redeem-crash-');
      const { app, close } = await createTestApp({ dataDir: template });
      try {
        const members = app.get(MembersService, { strict: false });
        // Enough for two redemptions each, so the burst makes some and refuses others later.
        for (const member of members.list({ size: 100, page: 1 }).items) {
          if (member.status === 'active') {
            await members.adjust(
              member.id,
              { points: 200 - (member.points % 100), reason: 'Crash test' },
              'test',
            );
          }
        }
        const category = app
          .get(CategoriesService, { strict: false })
          .list({ kind: 'reward', size: 1, page: 1 }).items[0];
        const reward = await app.get(RewardsService, { strict: false }).create({
          name: 'Crash prize',
          categoryId: category.id,
          pointsCost: 100,
          stock: INITIAL_STOCK,
        });
        rewardId = reward.id;
      } finally {
        await close();
      }
    });
    afterAll(() => rm(template, { recursive: true, force: true }));

    it.each<[`${StoreStep}@${number}`]>([
      ['append:partial@4'],
      ['append:written@7'],
      ['append:synced@10'],
    ])(
      'killed at %s, every balance matches its ledger and the stock its live redemptions',
      async (step) => {
        const dir = await makeTempDir('talento-redeem-crash-run-');
        try {
          await cp(template, dir, { recursive: true });
          const { signal, output } = await commitAndDie(dir, 'redeem-burst', rewardId, step);
          expect({ signal, output }).toEqual({ signal: 'SIGKILL', output: '' });
          const restarted = await createTestApp({ dataDir: dir });
          await restarted.close();

          const members = await storedRecords<Member>(dir, 'members');
          const ledger = await storedRecords<PointsEntry>(dir, 'points-ledger');
          const redemptions = (await storedRecords<Redemption>(dir, 'redemptions')).filter(
            (one) => one.rewardId === rewardId,
          );
          const reward = (await storedRecords<Reward>(dir, 'rewards')).find(
            (one) => one.id === rewardId,
          )!;
          // The kill came in the middle: some redemptions landed, not all of the burst.
          expect(redemptions.length).toBeGreaterThan(0);

          const sums = new Map<string, number>();
          for (const entry of ledger)
            sums.set(entry.memberId, (sums.get(entry.memberId) ?? 0) + entry.delta);
          expect(members.filter((member) => member.points !== (sums.get(member.id) ?? 0))).toEqual(
            [],
          );

          const live = redemptions.filter((one) => one.status !== 'cancelled');
          expect(reward.stock).toBe(INITIAL_STOCK - live.length);
          expect(reward.redemptionCount).toBe(redemptions.length);
          for (const redemption of redemptions) {
            const entries = ledger.filter((entry) => entry.refId === redemption.id);
            expect(entries.map((entry) => entry.reason).sort()).toEqual(
              redemption.status === 'cancelled' ? ['redemption', 'refund'] : ['redemption'],
            );
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );
  },
);
