import { Injectable } from '@nestjs/common';
import { defineCollection, readSeedJson, Repository, StoreService } from '../../../store';
import { type Navigation, NAVIGATION_VARIANTS, type NavigationRecord } from './navigation.types';

function seedNavigation(): NavigationRecord[] {
  const navigation = readSeedJson<Navigation>('common/navigation.json');
  return NAVIGATION_VARIANTS.map((id) => ({ id, items: navigation[id] }));
}

/** The navigation is one per installation, so apps/menuconfig can edit it. */
@Injectable()
export class NavigationRepository extends Repository<NavigationRecord> {
  constructor(store: StoreService) {
    super(store, defineCollection<NavigationRecord>({ name: 'navigation', seed: seedNavigation }));
  }
}
