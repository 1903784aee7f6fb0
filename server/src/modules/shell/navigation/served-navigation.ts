import {
  type Navigation,
  type NavigationItem,
  type NavigationVariant,
  NAVIGATION_VARIANTS,
} from './navigation.types';

/**
 * The original client (the Fuse demo) finds items by id in whichever
 * variant its layout shows, and writes into them: the mailbox puts the inbox's unread
 * count in `apps.mailbox`'s `badge.title` (without a badge that is a TypeError), the tasks
 * page its remaining count in `apps.tasks`'s `subtitle` (any item takes one). So both
 * must be in every variant, and the mailbox's item must carry a badge.
 */
const BADGE_FILLED_BY_CLIENT = new Set(['apps.mailbox']);

/** Whether any item of the tree opens something (a link or a client action). */
export function leadsSomewhere(items: readonly NavigationItem[]): boolean {
  return items.some(
    (item) => Boolean(item.link || item.function) || leadsSomewhere(item.children ?? []),
  );
}

/**
 * The tree with an empty badge on the items whose badge the original client fills: empty,
 * so that neither client shows it until the mailbox puts its count there. A badge the
 * administrator gave the item stays.
 */
function withBadgeSlots(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map((item) => {
    const children = item.children ? withBadgeSlots(item.children) : undefined;
    const slotted = BADGE_FILLED_BY_CLIENT.has(item.id)
      ? { ...item, badge: { title: '', classes: '', ...item.badge } }
      : item;
    return children ? { ...slotted, children } : slotted;
  });
}

/**
 * The navigation as the layouts show it: a variant that leads nowhere (the seed's empty
 * compact and futuristic ones, the horizontal one's lone empty group) is served as the
 * default one, as the original mock filled its variants from the default navigation and
 * as the web falls back; and the items the original client writes into carry their field.
 */
export function servedNavigation(navigation: Navigation): Navigation {
  const served = (variant: NavigationVariant) =>
    withBadgeSlots(leadsSomewhere(navigation[variant]) ? navigation[variant] : navigation.default);
  return Object.fromEntries(
    NAVIGATION_VARIANTS.map((variant) => [variant, served(variant)]),
  ) as Navigation;
}
