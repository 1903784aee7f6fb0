import { Injectable } from '@nestjs/common';
import { withUpgradedIcon } from '../../common/icons/legacy-icons';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import type { Activity } from './activity.types';

/** An activity whose icon an older version did not know gets this one. */
export const ACTIVITY_FALLBACK_ICON = 'heroicons_outline:bolt';

/** Activities saved with Bootstrap icon names (`bi-send`) name them as the specification does. */
export function upgradeActivityIcons(items: readonly Activity[]): readonly Activity[] {
  return upgradeEach(items, (activity) =>
    withUpgradedIcon(activity, 'heroicons_outline', ACTIVITY_FALLBACK_ICON),
  );
}

@Injectable()
export class ActivitiesRepository extends Repository<Activity> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Activity>({
        name: 'activities',
        upgrade: upgradeActivityIcons,
      }),
    );
  }
}
