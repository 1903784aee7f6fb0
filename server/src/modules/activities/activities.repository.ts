import { Injectable } from '@nestjs/common';
import { PublicImages } from '../../common/files/public-images';
import { withUpgradedIcon } from '../../common/icons/legacy-icons';
import {
  BlobStore,
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../store';
import { legacyKind } from './activity-templates';
import type { Activity } from './activity.types';

/** An activity whose icon an older version did not know gets this one. */
export const ACTIVITY_FALLBACK_ICON = 'heroicons_outline:bolt';

/** Activities saved with Bootstrap names (`bi-send`) name them as the original client does. */
export function upgradeActivityIcons(items: readonly Activity[]): readonly Activity[] {
  return upgradeEach(items, (activity) =>
    withUpgradedIcon(activity, 'heroicons_outline', ACTIVITY_FALLBACK_ICON),
  );
}

/** Activities saved before kinds existed get the kind their icon and links tell. */
export function upgradeActivityKinds(items: readonly Activity[]): readonly Activity[] {
  return upgradeEach(items, (activity) =>
    activity.kind ? activity : { ...activity, kind: legacyKind(activity) },
  );
}

@Injectable()
export class ActivitiesRepository extends Repository<Activity> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Activity>({
        name: 'activities',
        upgrade: upgradeInOrder(upgradeActivityIcons, upgradeActivityKinds),
      }),
    );
  }
}

export const ACTIVITY_IMAGE_URL_PREFIX = '/api/pages/activities/images/';

/** The images of posted activities, under DATA_DIR/files/activity-images. */
@Injectable()
export class ActivityImages extends PublicImages {
  constructor(blobs: BlobStore) {
    super(blobs, 'activity-images', ACTIVITY_IMAGE_URL_PREFIX);
  }
}
