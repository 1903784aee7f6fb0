import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { recruitmentSampleFor } from '../applications/recruitment.sample';
import type { Activity } from './activity.types';

@Injectable()
export class ActivitiesRepository extends Repository<Activity> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Activity>({
        name: 'activities',
        seed: () => recruitmentSampleFor(store).activities,
      }),
    );
  }
}
