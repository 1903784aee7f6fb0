import { isIconName } from './icon-names';

/**
 * Bootstrap Icons names (without `bi-`) that earlier versions stored in the navigation,
 * messages, notifications, shortcuts and activities (the seed, the old shortcut picker and
 * the activity feed), and the Heroicons v2 name each becomes. Heroicons 2.0 names only,
 * so the original client's sprite has every one.
 */
// prettier-ignore
export const BOOTSTRAP_TO_HEROICONS: Readonly<Record<string, string>> = {
  // The seed's navigation, shortcuts and notifications, and the activity feed.
  'speedometer2': 'chart-pie', 'clipboard-data': 'presentation-chart-bar',
  'briefcase': 'briefcase', 'people': 'user-group', 'graph-up-arrow': 'presentation-chart-line',
  'gear': 'cog-8-tooth', 'person-workspace': 'magnifying-glass-circle', 'star': 'star',
  'buildings': 'building-office-2', 'tags': 'tag', 'file-earmark-spreadsheet': 'table-cells',
  'gift': 'gift', 'person-badge': 'user-circle', 'arrow-left-right': 'arrows-right-left',
  'patch-question': 'question-mark-circle', 'receipt': 'receipt-percent', 'images': 'photo',
  'activity': 'bars-3-bottom-left', 'plus-circle': 'plus-circle', 'shield-lock': 'shield-check',
  'grid': 'squares-2x2', 'chat-dots': 'chat-bubble-bottom-center-text',
  'person-lines-fill': 'identification', 'folder2-open': 'folder-open',
  'life-preserver': 'lifebuoy', 'box-seam': 'archive-box', 'envelope': 'envelope',
  'journal-text': 'pencil-square', 'kanban': 'view-columns', 'check2-square': 'check-circle',
  'bar-chart': 'chart-bar', 'bar-chart-line': 'chart-pie',
  'clipboard-check': 'clipboard-document-check', 'cash-coin': 'banknotes',
  'currency-bitcoin': 'currency-dollar', 'stars': 'star', 'person-plus': 'user-plus',
  'cloud-check': 'cloud-arrow-up', 'patch-check': 'check-badge', 'book': 'book-open',
  'send': 'paper-airplane', 'trophy': 'trophy', 'x-circle': 'x-circle',
  'arrow-right-circle': 'arrow-right-circle', 'megaphone': 'megaphone', 'lock': 'lock-closed',
  // The rest of the old shortcut picker, and the old web's aliases.
  'house': 'home', 'house-door': 'home', 'house-heart': 'home-modern',
  'grid-3x3-gap': 'squares-plus', 'columns-gap': 'rectangle-group',
  'layout-text-window': 'window', 'graph-up': 'presentation-chart-line',
  'pie-chart': 'chart-pie', 'briefcase-fill': 'briefcase', 'building': 'building-office',
  'shop': 'building-storefront', 'bank': 'building-library', 'people-fill': 'user-group',
  'person': 'user', 'person-circle': 'user-circle', 'person-check': 'user-plus',
  'person-vcard': 'identification', 'person-gear': 'user-circle', 'file-person': 'identification',
  'file-earmark': 'document', 'file-earmark-text': 'document-text',
  'file-earmark-pdf': 'document-text', 'file-earmark-person': 'identification',
  'folder': 'folder', 'archive': 'archive-box', 'inbox': 'inbox',
  'envelope-open': 'envelope-open', 'chat': 'chat-bubble-oval-left',
  'chat-left-text': 'chat-bubble-left-ellipsis', 'chat-square-text': 'chat-bubble-bottom-center-text',
  'telephone': 'phone', 'phone': 'device-phone-mobile', 'phone-vibrate': 'device-phone-mobile',
  'calendar': 'calendar', 'calendar3': 'calendar-days', 'calendar-event': 'calendar-days',
  'calendar-check': 'calendar-days', 'calendar-week': 'calendar-days', 'clock': 'clock',
  'clock-history': 'clock', 'alarm': 'clock', 'stopwatch': 'clock', 'hourglass-split': 'clock',
  'check-circle': 'check-circle', 'list-task': 'queue-list',
  'list-check': 'clipboard-document-list', 'list-ul': 'list-bullet', 'list': 'bars-3',
  'journal': 'book-open', 'bookmark': 'bookmark', 'bookmark-star': 'bookmark',
  'star-fill': 'star', 'heart': 'heart', 'heart-fill': 'heart', 'hand-thumbs-up': 'hand-thumb-up',
  'award': 'trophy', 'gift-fill': 'gift', 'gem': 'sparkles', 'coin': 'currency-dollar',
  'cash': 'banknotes', 'cash-stack': 'banknotes', 'credit-card': 'credit-card',
  'wallet2': 'wallet', 'receipt-cutoff': 'receipt-refund', 'currency-dollar': 'currency-dollar',
  'currency-euro': 'currency-euro', 'piggy-bank': 'banknotes', 'cart': 'shopping-cart',
  'cart-check': 'shopping-cart', 'bag': 'shopping-bag', 'tag': 'tag', 'percent': 'receipt-percent',
  'bell': 'bell', 'bell-fill': 'bell', 'flag': 'flag', 'pin-map': 'map-pin', 'geo-alt': 'map-pin',
  'map': 'map', 'globe': 'globe-alt', 'compass': 'globe-americas', 'signpost': 'map',
  'lightning': 'bolt', 'lightbulb': 'light-bulb', 'rocket': 'rocket-launch', 'magic': 'sparkles',
  'puzzle': 'puzzle-piece', 'joystick': 'puzzle-piece', 'controller': 'puzzle-piece',
  'question-circle': 'question-mark-circle', 'info-circle': 'information-circle',
  'exclamation-triangle': 'exclamation-triangle', 'shield-check': 'shield-check',
  'key': 'key', 'gear-fill': 'cog-8-tooth', 'sliders': 'adjustments-horizontal',
  'tools': 'wrench-screwdriver', 'wrench': 'wrench', 'hammer': 'wrench-screwdriver',
  'funnel': 'funnel', 'search': 'magnifying-glass', 'filter': 'funnel',
  'sort-down': 'bars-arrow-down', 'link-45deg': 'link', 'box-arrow-up-right': 'arrow-top-right-on-square',
  'box-arrow-right': 'arrow-right-on-rectangle', 'share': 'share', 'cloud': 'cloud',
  'cloud-upload': 'cloud-arrow-up', 'cloud-download': 'cloud-arrow-down',
  'download': 'arrow-down-tray', 'upload': 'arrow-up-tray', 'image': 'photo', 'camera': 'camera',
  'camera-video': 'video-camera', 'film': 'film', 'music-note': 'musical-note', 'mic': 'microphone',
  'headset': 'lifebuoy', 'laptop': 'computer-desktop', 'display': 'computer-desktop',
  'printer': 'printer', 'wifi': 'wifi', 'database': 'circle-stack', 'server': 'server',
  'hdd': 'server-stack', 'code-slash': 'code-bracket', 'terminal': 'command-line', 'bug': 'bug-ant',
  'cpu': 'cpu-chip', 'diagram-3': 'rectangle-group', 'boxes': 'cube', 'box': 'cube',
  'truck': 'truck', 'airplane': 'paper-airplane', 'car-front': 'truck', 'mortarboard': 'academic-cap',
  'easel': 'presentation-chart-bar', 'palette': 'swatch', 'brush': 'paint-brush',
  'pencil': 'pencil', 'pencil-square': 'pencil-square', 'trash3': 'trash',
  'question-lg': 'question-mark-circle', 'ticket-perforated': 'ticket',
  'ui-checks': 'clipboard-document-list', 'card-checklist': 'clipboard-document-list',
  'card-list': 'queue-list', 'person-raised-hand': 'hand-raised', 'emoji-smile': 'face-smile',
  'stack': 'rectangle-stack', 'files': 'document-duplicate',
};

export type UpgradeIconSet = 'heroicons_outline' | 'heroicons_mini';

/**
 * The icon an older version stored, named by the rule of icon-names.ts: names that already
 * follow the rule stay as they are (the same string); `bi-star` (or `bi bi-star`) becomes
 * `<set>:star`; anything else, `fallback`. Without an icon, none.
 */
export function upgradeIconName(
  stored: string | undefined,
  set: UpgradeIconSet,
  fallback: string,
): string | undefined {
  if (stored === undefined || isIconName(stored)) return stored;
  const bootstrap = /^(?:bi\s+)?bi-([a-z0-9-]+)$/.exec(stored.trim())?.[1];
  return bootstrap !== undefined && Object.hasOwn(BOOTSTRAP_TO_HEROICONS, bootstrap)
    ? `${set}:${BOOTSTRAP_TO_HEROICONS[bootstrap]}`
    : fallback;
}

/** A record with its icon upgraded; the same record when the icon was fine. */
export function withUpgradedIcon<T extends { icon?: string }>(
  record: T,
  set: UpgradeIconSet,
  fallback: string,
): T {
  const icon = upgradeIconName(record.icon, set, fallback);
  return icon === record.icon ? record : { ...record, icon };
}
