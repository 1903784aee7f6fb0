/**
 * The icons a picker offers (the shortcut form, a menu editor): Heroicons v2 outline names
 * as the original client uses them, those of Heroicons 2.0 (every version of the
 * client's sprite has them) without near-duplicates (small and long arrows, chevrons,
 * slashed variants, media controls). The server accepts every one, and the web's icon
 * table maps every one (both checked by app-icon.test.tsx).
 */
// prettier-ignore
const NAMES = [
  'academic-cap', 'adjustments-horizontal', 'adjustments-vertical', 'archive-box',
  'arrow-down-circle', 'arrow-down-tray', 'arrow-left-circle', 'arrow-path', 'arrow-right-circle',
  'arrow-trending-down', 'arrow-trending-up', 'arrow-up-circle', 'arrow-up-tray',
  'arrows-right-left', 'arrows-up-down', 'banknotes', 'bars-3-bottom-left', 'beaker', 'bell',
  'bolt', 'book-open', 'bookmark', 'bookmark-square', 'briefcase', 'bug-ant', 'building-library',
  'building-office', 'building-office-2', 'building-storefront', 'cake', 'calculator', 'calendar',
  'calendar-days', 'camera', 'chart-bar', 'chart-bar-square', 'chart-pie',
  'chat-bubble-bottom-center', 'chat-bubble-bottom-center-text', 'chat-bubble-left',
  'chat-bubble-left-ellipsis', 'chat-bubble-left-right', 'chat-bubble-oval-left',
  'chat-bubble-oval-left-ellipsis', 'check-badge', 'check-circle', 'circle-stack', 'clipboard',
  'clipboard-document', 'clipboard-document-check', 'clipboard-document-list', 'clock', 'cloud',
  'cloud-arrow-down', 'cloud-arrow-up', 'code-bracket', 'code-bracket-square', 'cog',
  'cog-8-tooth', 'command-line', 'computer-desktop', 'cpu-chip', 'credit-card', 'cube',
  'currency-dollar', 'currency-euro', 'currency-pound', 'currency-rupee', 'currency-yen',
  'device-phone-mobile', 'device-tablet', 'document', 'document-arrow-down', 'document-arrow-up',
  'document-chart-bar', 'document-check', 'document-duplicate', 'document-plus', 'document-text',
  'envelope', 'envelope-open', 'exclamation-circle', 'exclamation-triangle', 'eye', 'eye-dropper',
  'face-frown', 'face-smile', 'film', 'finger-print', 'fire', 'flag', 'folder', 'folder-open',
  'folder-plus', 'funnel', 'gift', 'globe-alt', 'globe-americas', 'globe-asia-australia',
  'globe-europe-africa', 'hand-raised', 'hand-thumb-down', 'hand-thumb-up', 'heart', 'home',
  'home-modern', 'identification', 'inbox', 'inbox-stack', 'information-circle', 'key', 'language',
  'lifebuoy', 'light-bulb', 'link', 'list-bullet', 'lock-closed', 'lock-open', 'magnifying-glass',
  'map', 'map-pin', 'megaphone', 'microphone', 'moon', 'musical-note', 'newspaper', 'paint-brush',
  'paper-airplane', 'paper-clip', 'pencil', 'pencil-square', 'phone', 'photo', 'play',
  'play-circle', 'plus-circle', 'power', 'presentation-chart-bar', 'presentation-chart-line',
  'printer', 'puzzle-piece', 'qr-code', 'question-mark-circle', 'queue-list', 'receipt-percent',
  'receipt-refund', 'rectangle-group', 'rectangle-stack', 'rocket-launch', 'rss', 'scissors',
  'server', 'server-stack', 'share', 'shield-check', 'shield-exclamation', 'shopping-bag',
  'shopping-cart', 'sparkles', 'square-2-stack', 'square-3-stack-3d', 'squares-2x2',
  'squares-plus', 'star', 'sun', 'swatch', 'table-cells', 'tag', 'ticket', 'trash', 'trophy',
  'truck', 'tv', 'user', 'user-circle', 'user-group', 'user-plus', 'video-camera', 'view-columns',
  'wallet', 'wifi', 'window', 'wrench', 'wrench-screwdriver', 'x-circle',
] as const;

export const PICKER_ICON_SET = 'heroicons_outline';

export const PICKER_ICONS: readonly string[] = NAMES.map((name) => `${PICKER_ICON_SET}:${name}`);

/** The short name a picker shows and searches (`heroicons_outline:trophy` -> `trophy`). */
export const pickerLabel = (icon: string): string =>
  icon.startsWith(`${PICKER_ICON_SET}:`) ? icon.slice(PICKER_ICON_SET.length + 1) : icon;
