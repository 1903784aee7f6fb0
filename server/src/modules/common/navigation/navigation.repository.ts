import { Injectable } from '@nestjs/common';
import { withUpgradedIcon } from '../../../common/icons/legacy-icons';
import {
  defineCollection,
  Repository,
  StoreService,
  upgradeEach,
  upgradeInOrder,
} from '../../../store';
import { addTranslationKeys } from './navigation-translations';
import type { NavigationItem, NavigationRecord } from './navigation.types';

const ACCOUNTS_ITEM: NavigationItem = {
  id: 'dashboards.mantenimiento.cuentas',
  title: 'Cuentas',
  translation: 'nav.cuentas',
  type: 'basic',
  link: '/mantenimiento/cuentas',
};

const hasLink = (items: readonly NavigationItem[], link: string): boolean =>
  items.some((item) => item.link === link || hasLink(item.children ?? [], link));

/**
 * Navigations saved before staff accounts existed gain the accounts screen in the
 * Mantenimiento menu (or at the end when that menu was removed).
 */
export function addAccountsScreen(
  records: readonly NavigationRecord[],
): readonly NavigationRecord[] {
  const index = records.findIndex((record) => record.id === 'default');
  if (index === -1 || hasLink(records[index].items, ACCOUNTS_ITEM.link!)) return records;
  const addUnderMaintenance = (items: NavigationItem[]): [NavigationItem[], boolean] => {
    let added = false;
    const next = items.map((item) => {
      if (added) return item;
      if (item.id === 'dashboards.mantenimiento' && item.children) {
        added = true;
        return { ...item, children: [...item.children, ACCOUNTS_ITEM] };
      }
      const [children, inside] = addUnderMaintenance(item.children ?? []);
      added = inside;
      return inside ? { ...item, children } : item;
    });
    return [next, added];
  };
  const [items, added] = addUnderMaintenance(records[index].items);
  return records.with(index, {
    ...records[index],
    items: added ? items : [...records[index].items, ACCOUNTS_ITEM],
  });
}

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
 * Navigations saved with Bootstrap icon names (`bi-gear`) name them as the specification
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
  addAccountsScreen,
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
