import { Injectable } from '@nestjs/common';
import { withUpgradedIcon } from '../../../common/icons/legacy-icons';
import { sampleNavigation } from '../../../store/seed/common';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../../store';
import { addNewSampleItems } from './navigation-samples';
import { addTranslationKeys } from './navigation-translations';
import type { NavigationItem, NavigationRecord } from './navigation.types';

/** An item whose icon an older version did not know gets this one. */
export const NAVIGATION_FALLBACK_ICON = 'heroicons_outline:squares-2x2';

function upgradeItemIcons(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return upgradeEach(items, (item) => {
    const upgraded = withUpgradedIcon(item, 'heroicons_outline', NAVIGATION_FALLBACK_ICON);
    if (!item.children) return upgraded;
    const children = upgradeItemIcons(item.children);
    return children === item.children ? upgraded : { ...upgraded, children: [...children] };
  });
}

/**
 * Navigations saved with Bootstrap icon names (`bi-gear`) name them as the original client
 * does (`heroicons_outline:cog-8-tooth`), at every depth.
 */
export function upgradeNavigationIcons(
  records: readonly NavigationRecord[],
): readonly NavigationRecord[] {
  return upgradeEach(records, (record) => {
    const items = upgradeItemIcons(record.items);
    return items === record.items ? record : { ...record, items: [...items] };
  });
}

/** Every upgrade of a saved navigation, in order. */
export const upgradeNavigation = upgradeInOrder(
  (records: readonly NavigationRecord[]) => addNewSampleItems(records, sampleNavigation()),
  upgradeNavigationIcons,
  addTranslationKeys,
);

/** The navigation is one per installation, so apps/menuconfig can edit it. */
@Injectable()
export class NavigationRepository extends Repository<NavigationRecord> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<NavigationRecord>({
        name: 'navigation',
        upgrade: upgradeNavigation,
      }),
    );
  }
}
