import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { upgradeEach } from '../../store/upgrade';
import type { Reward } from './reward.types';

@Injectable()
export class RewardsRepository extends Repository<Reward> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Reward>({
        name: 'rewards',
        // Rewards stored before redemptions existed have none.
        upgrade: (items) =>
          upgradeEach(items, (reward) =>
            reward.redemptionCount === undefined ? { ...reward, redemptionCount: 0 } : reward,
          ),
      }),
    );
  }
}
