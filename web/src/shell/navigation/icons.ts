/**
 * Navigation icons are Bootstrap Icons. The seed names them as `bi-star`; trees written
 * in the admin templates' style name them as `heroicons_outline:home` or
 * `mat_outline:settings`, which map to the closest Bootstrap icon.
 */
const ICON_ALIASES: Record<string, string> = {
  home: 'bi-house',
  'chart-pie': 'bi-pie-chart',
  'chart-bar': 'bi-bar-chart',
  'presentation-chart-line': 'bi-graph-up',
  'presentation-chart-bar': 'bi-bar-chart-line',
  dashboard: 'bi-speedometer2',
  'academic-cap': 'bi-mortarboard',
  'chat-bubble-bottom-center-text': 'bi-chat-dots',
  'chat-alt': 'bi-chat-dots',
  chat: 'bi-chat',
  'user-group': 'bi-people',
  users: 'bi-people',
  user: 'bi-person',
  'user-circle': 'bi-person-circle',
  'shopping-cart': 'bi-cart',
  cloud: 'bi-cloud',
  'information-circle': 'bi-info-circle',
  envelope: 'bi-envelope',
  mail: 'bi-envelope',
  'pencil-square': 'bi-pencil-square',
  pencil: 'bi-pencil',
  'view-columns': 'bi-kanban',
  'view-boards': 'bi-kanban',
  'check-circle': 'bi-check-circle',
  'clipboard-document-list': 'bi-clipboard-check',
  briefcase: 'bi-briefcase',
  'document-text': 'bi-file-earmark-text',
  folder: 'bi-folder',
  gift: 'bi-gift',
  star: 'bi-star',
  cog: 'bi-gear',
  'cog-6-tooth': 'bi-gear',
  settings: 'bi-gear',
  'bars-3': 'bi-list',
  'magnifying-glass': 'bi-search',
  search: 'bi-search',
  bell: 'bi-bell',
  calendar: 'bi-calendar3',
  'shield-check': 'bi-shield-check',
  'lock-closed': 'bi-lock',
  'currency-dollar': 'bi-currency-dollar',
  banknotes: 'bi-cash-coin',
  photo: 'bi-image',
  'question-mark-circle': 'bi-question-circle',
  'arrow-right-on-rectangle': 'bi-box-arrow-right',
  bolt: 'bi-lightning',
  squares: 'bi-grid',
  'squares-2x2': 'bi-grid',
  'rectangle-stack': 'bi-stack',
  'document-duplicate': 'bi-files',
  'building-office': 'bi-building',
  tag: 'bi-tag',
  'receipt-percent': 'bi-receipt',
};

/** Shown when an icon's name is unknown. */
export const FALLBACK_ICON = 'bi-dot';

/** The Bootstrap Icons class of a navigation icon name, or null without one. */
export function iconClass(name: string | undefined | null): string | null {
  if (!name) return null;
  const trimmed = name.trim().replace(/^bi\s+/, '');
  if (/^bi-[a-z0-9-]+$/.test(trimmed)) return trimmed;
  const bare = trimmed.includes(':') ? trimmed.slice(trimmed.indexOf(':') + 1) : trimmed;
  return ICON_ALIASES[bare.toLowerCase()] ?? FALLBACK_ICON;
}
