import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Reward } from './reward.types';

@Injectable()
export class RewardsRepository extends Repository<Reward> {
  constructor(store: StoreService) {
    super(store, defineCollection<Reward>({ name: 'rewards' }));
  }
}
