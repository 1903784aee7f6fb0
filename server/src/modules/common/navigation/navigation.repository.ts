import { Injectable } from '@nestjs/common';
import { defineCollection, readSeedJson, Repository, StoreService } from '../../../store';
import {
  type Navigation,
  type NavigationItem,
  NAVIGATION_VARIANTS,
  type NavigationRecord,
} from './navigation.types';

function seedNavigation(): NavigationRecord[] {
  const navigation = readSeedJson<Navigation>('common/navigation.json');
  return NAVIGATION_VARIANTS.map((id) => ({ id, items: navigation[id] }));
}

const ACCOUNTS_ITEM: NavigationItem = {
  id: 'dashboards.mantenimiento.cuentas',
  title: 'Cuentas',
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

/** The navigation is one per installation, so apps/menuconfig can edit it. */
@Injectable()
export class NavigationRepository extends Repository<NavigationRecord> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<NavigationRecord>({
        name: 'navigation',
        seed: seedNavigation,
        upgrade: addAccountsScreen,
      }),
    );
  }
}
