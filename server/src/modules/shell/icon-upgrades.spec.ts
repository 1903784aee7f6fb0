/**
 * The collection upgrades that rename icons stored by earlier versions as Bootstrap names
 * (`bi-gear`) to the original client's names (`heroicons_outline:cog-8-tooth`): old data in,
 * new data out; names nobody knows get a default; and the same array back when nothing
 * needed a change (so the store writes nothing).
 */
import { isIconName } from '../../common/icons/icon-names';
import { ACTIVITY_FALLBACK_ICON, upgradeActivityIcons } from '../activities/activities.repository';
import type { Activity } from '../activities/activity.types';
import { sampleNavigation, sampleNotices, sampleShortcuts } from '../../store/seed/common';
import { recruitmentSample } from '../../store/seed/recruitment';
import {
  NAVIGATION_FALLBACK_ICON,
  upgradeNavigation,
  upgradeNavigationIcons,
} from './navigation/navigation.repository';
import { type NavigationItem, type NavigationRecord } from './navigation/navigation.types';
import { NOTICE_FALLBACK_ICONS, upgradeNoticeIcons } from './notices/notices.repository';
import { SHORTCUT_FALLBACK_ICON, upgradeShortcutIcons } from './shortcuts/shortcuts.repository';

/**
 * The icons of the sample data before this change, in the order they appear (with the
 * interview day view's, added later, as that version would have named it).
 */
// prettier-ignore
const OLD_SEED_ICONS = {
  navigation: [
    'speedometer2', 'clipboard-data', 'briefcase', 'people', 'graph-up-arrow', 'gear',
    'person-workspace', 'star', 'buildings', 'tags', 'calendar3', 'file-earmark-spreadsheet', 'gift',
    'person-badge', 'gift', 'arrow-left-right', 'patch-question', 'receipt', 'images',
    'activity', 'activity', 'plus-circle', 'shield-lock', 'grid', 'chat-dots',
    'person-lines-fill', 'folder2-open', 'life-preserver', 'box-seam', 'envelope',
    'journal-text', 'kanban', 'check2-square', 'bar-chart', 'bar-chart-line', 'clipboard-check',
    'cash-coin', 'currency-bitcoin', 'speedometer2',
  ],
  notifications: ['stars', 'person-plus', 'gift', 'cloud-check', 'patch-check', 'book'],
  shortcuts: ['clipboard-data', 'briefcase', 'people', 'gift', 'person-lines-fill', 'folder2-open'],
};

const seedNavigation = sampleNavigation;

/** The same navigation with its icons replaced, depth first, by `icons` in turn. */
function withIcons(records: NavigationRecord[], icons: string[]): NavigationRecord[] {
  const queue = [...icons];
  const walk = (items: NavigationItem[]): NavigationItem[] =>
    items.map((item) => ({
      ...item,
      ...(item.icon === undefined ? {} : { icon: queue.shift() }),
      ...(item.children ? { children: walk(item.children) } : {}),
    }));
  const replaced = records.map((record) => ({ ...record, items: walk(record.items) }));
  expect(queue).toEqual([]);
  return replaced;
}

const navigationIcons = (records: readonly NavigationRecord[]): string[] => {
  const found: string[] = [];
  const walk = (items: NavigationItem[]) =>
    items.forEach((item) => {
      if (item.icon !== undefined) found.push(item.icon);
      walk(item.children ?? []);
    });
  records.forEach((record) => walk(record.items));
  return found;
};

const bi = (names: string[]) => names.map((name) => `bi-${name}`);

describe('icon upgrades', () => {
  describe('navigation', () => {
    it('a navigation saved with the old sample icons becomes the new sample navigation', () => {
      const seed = seedNavigation();
      const old = withIcons(seed, bi(OLD_SEED_ICONS.navigation));
      expect(upgradeNavigationIcons(old)).toEqual(seed);
    });

    it('reaches nested items, falls back for unknown names and keeps what is current', () => {
      const old: NavigationRecord[] = [
        {
          id: 'default',
          items: [
            {
              id: 'g',
              type: 'group',
              icon: 'bi-grid',
              children: [
                {
                  id: 'g.c',
                  type: 'collapsable',
                  icon: 'heroicons_outline:home',
                  children: [{ id: 'g.c.b', type: 'basic', icon: 'bi-nope', link: '/x' }],
                },
                { id: 'g.d', type: 'divider' },
              ],
            },
          ],
        },
        { id: 'compact', items: [{ id: 'h', type: 'basic', icon: 'star', link: '/h' }] },
      ];
      const upgraded = upgradeNavigationIcons(old);
      expect(navigationIcons(upgraded)).toEqual([
        'heroicons_outline:squares-2x2',
        'heroicons_outline:home',
        NAVIGATION_FALLBACK_ICON,
        'star',
      ]);
      const [group] = upgraded[0]!.items;
      expect(group!.children![1]).toBe(old[0]!.items[0]!.children![1]);
      expect(upgraded[1]).toBe(old[1]);
      expect(upgradeNavigationIcons(upgraded)).toBe(upgraded);
    });

    it('answers the same array for the sample navigation, so nothing is rewritten', () => {
      const seed = seedNavigation();
      expect(upgradeNavigationIcons(seed)).toBe(seed);
      expect(upgradeNavigation(seed)).toBe(seed);
    });

    it('runs after the accounts screen is added, which it keeps', () => {
      const seed = seedNavigation();
      const withoutAccounts = (items: NavigationItem[]): NavigationItem[] =>
        items
          .filter((item) => item.link !== '/mantenimiento/cuentas')
          .map((item) =>
            item.children ? { ...item, children: withoutAccounts(item.children) } : item,
          );
      // Saved before `offeredItems` existed.
      const old = withIcons(seed, bi(OLD_SEED_ICONS.navigation)).map(({ id, items }) => ({
        id,
        items: withoutAccounts(items),
      }));
      expect(upgradeNavigation(old)).toEqual(seed);
    });
  });

  describe.each(['messages', 'notifications'] as const)('%s', (kind) => {
    it('renames Bootstrap names in the mini set, falls back for unknown ones', () => {
      const [first, second, third] = sampleNotices('notifications', 'account-1');
      const old = [
        { ...first!, icon: 'bi-gift' },
        { ...second!, icon: 'bi-nope' },
        { ...third!, icon: undefined },
      ];
      const upgraded = upgradeNoticeIcons(kind)(old);
      expect(upgraded.map((notice) => notice.icon)).toEqual([
        'heroicons_mini:gift',
        NOTICE_FALLBACK_ICONS[kind],
        undefined,
      ]);
      expect(upgraded[2]).toBe(old[2]);
      expect(upgradeNoticeIcons(kind)(upgraded)).toBe(upgraded);
    });
  });

  it('notifications saved with the old sample icons get the new sample icons', () => {
    const seed = sampleNotices('notifications', 'account-1');
    const old = seed.map((notice, index) => ({
      ...notice,
      icon: `bi-${OLD_SEED_ICONS.notifications[index]}`,
    }));
    expect(upgradeNoticeIcons('notifications')(old)).toEqual(seed);
    expect(upgradeNoticeIcons('notifications')(seed)).toBe(seed);
    const messages = sampleNotices('messages', 'account-1');
    expect(upgradeNoticeIcons('messages')(messages)).toBe(messages);
  });

  it('shortcuts: the old sample icons become the new ones; unknown names fall back', () => {
    const seed = sampleShortcuts('account-1');
    const old = seed.map((shortcut, index) => ({
      ...shortcut,
      icon: `bi-${OLD_SEED_ICONS.shortcuts[index]}`,
    }));
    expect(upgradeShortcutIcons(old)).toEqual(seed);
    expect(upgradeShortcutIcons(seed)).toBe(seed);
    const [unknown] = upgradeShortcutIcons([{ ...seed[0]!, icon: 'bi-nope' }]);
    expect(unknown!.icon).toBe(SHORTCUT_FALLBACK_ICON);
  });

  it('activities: the feed’s old icons become the new ones; unknown names fall back', () => {
    const seed = recruitmentSample().activities;
    expect(seed.every((activity) => isIconName(activity.icon))).toBe(true);
    expect(upgradeActivityIcons(seed)).toBe(seed);
    const old: Activity[] = [
      { ...seed[0]!, icon: 'bi-person-plus' },
      { ...seed[0]!, icon: 'bi-send' },
      { ...seed[0]!, icon: 'bi-trophy' },
      { ...seed[0]!, icon: 'bi-x-circle' },
      { ...seed[0]!, icon: 'bi-arrow-right-circle' },
      { ...seed[0]!, icon: 'bi-megaphone' },
      { ...seed[0]!, icon: 'bi-lock' },
      { ...seed[0]!, icon: 'bi-nope' },
    ];
    expect(upgradeActivityIcons(old).map((activity) => activity.icon)).toEqual([
      'heroicons_outline:user-plus',
      'heroicons_outline:paper-airplane',
      'heroicons_outline:trophy',
      'heroicons_outline:x-circle',
      'heroicons_outline:arrow-right-circle',
      'heroicons_outline:megaphone',
      'heroicons_outline:lock-closed',
      ACTIVITY_FALLBACK_ICON,
    ]);
  });

  it('every default is a valid icon name', () => {
    const defaults = [
      NAVIGATION_FALLBACK_ICON,
      SHORTCUT_FALLBACK_ICON,
      ACTIVITY_FALLBACK_ICON,
      ...Object.values(NOTICE_FALLBACK_ICONS),
    ];
    expect(defaults.filter((icon) => !isIconName(icon))).toEqual([]);
  });
});
