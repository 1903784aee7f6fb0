/**
 * A curated set of bootstrap-icons names (without the bi- prefix) for the shortcut form's
 * icon picker: navigation, people, work, money, rewards, communication and tools.
 * Every name exists in bootstrap-icons 1.13 (the picker's test checks the font's list).
 */
// prettier-ignore
export const SHORTCUT_ICONS: readonly string[] = [
  'house', 'house-door', 'speedometer2', 'grid', 'grid-3x3-gap', 'columns-gap',
  'layout-text-window', 'kanban', 'clipboard-data', 'clipboard-check', 'bar-chart',
  'bar-chart-line', 'graph-up', 'graph-up-arrow', 'pie-chart', 'activity', 'briefcase',
  'briefcase-fill', 'building', 'buildings', 'shop', 'bank', 'people', 'people-fill',
  'person', 'person-circle', 'person-badge', 'person-plus', 'person-check',
  'person-lines-fill', 'person-vcard', 'person-workspace', 'person-gear', 'file-person',
  'file-earmark', 'file-earmark-text', 'file-earmark-pdf', 'file-earmark-spreadsheet',
  'file-earmark-person', 'folder', 'folder2-open', 'archive', 'inbox', 'envelope',
  'envelope-open', 'chat', 'chat-dots', 'chat-left-text', 'chat-square-text', 'telephone',
  'phone', 'calendar', 'calendar-event', 'calendar-check', 'calendar-week', 'clock',
  'clock-history', 'alarm', 'stopwatch', 'hourglass-split', 'check2-square', 'check-circle',
  'list-task', 'list-check', 'list-ul', 'journal', 'journal-text', 'book', 'bookmark',
  'bookmark-star', 'star', 'star-fill', 'heart', 'heart-fill', 'hand-thumbs-up', 'award',
  'trophy', 'gift', 'gift-fill', 'gem', 'coin', 'cash', 'cash-stack', 'credit-card',
  'wallet2', 'receipt', 'receipt-cutoff', 'currency-dollar', 'currency-euro', 'piggy-bank',
  'cart', 'cart-check', 'bag', 'tag', 'tags', 'percent', 'megaphone', 'bell', 'bell-fill',
  'flag', 'pin-map', 'geo-alt', 'map', 'globe', 'compass', 'signpost', 'lightning',
  'lightbulb', 'rocket', 'stars', 'magic', 'puzzle', 'joystick', 'controller',
  'question-circle', 'info-circle', 'exclamation-triangle', 'shield-check', 'shield-lock',
  'lock', 'key', 'gear', 'gear-fill', 'sliders', 'tools', 'wrench', 'hammer', 'funnel',
  'search', 'filter', 'sort-down', 'link-45deg', 'box-arrow-up-right', 'share', 'cloud',
  'cloud-upload', 'cloud-download', 'download', 'upload', 'image', 'images', 'camera',
  'camera-video', 'film', 'music-note', 'mic', 'headset', 'laptop', 'display',
  'phone-vibrate', 'printer', 'wifi', 'database', 'server', 'hdd', 'code-slash', 'terminal',
  'bug', 'cpu', 'diagram-3', 'boxes', 'box', 'box-seam', 'truck', 'airplane', 'car-front',
  'house-heart', 'mortarboard', 'easel', 'palette', 'brush', 'pencil', 'pencil-square',
  'trash3', 'question-lg', 'patch-question', 'ticket-perforated', 'ui-checks',
  'card-checklist', 'card-list', 'person-raised-hand', 'emoji-smile', 'arrow-left-right',
  'cash-coin', 'cloud-check', 'currency-bitcoin', 'life-preserver', 'patch-check',
  'plus-circle',
];
