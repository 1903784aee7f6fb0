import { Injectable } from '@nestjs/common';
import type { Reward } from './reward.types';
import { RewardsRepository } from './rewards.repository';

/**
 * What other modules read of the rewards catalogue (a redemption's reward name and image).
 * Reads only: the stock moves through RewardsService.
 */
@Injectable()
export class RewardReader {
  constructor(private readonly rewards: RewardsRepository) {}

  /** The stored reward, or undefined. */
  find(id: string): Reward | undefined {
    return this.rewards.get(id);
  }
}
