import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Redemption } from './redemption.types';

@Injectable()
export class RedemptionsRepository extends Repository<Redemption> {
  constructor(store: StoreService) {
    super(store, defineCollection<Redemption>({ name: 'redemptions' }));
  }
}
