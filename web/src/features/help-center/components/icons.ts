const FAQ_ICONS: Record<string, string> = {
  'most-asked': 'bi-star',
  'general-inquiries': 'bi-info-circle',
  licenses: 'bi-key',
  payments: 'bi-credit-card',
  support: 'bi-headset',
};

const GUIDE_ICONS: Record<string, string> = {
  'getting-started': 'bi-rocket-takeoff',
  projects: 'bi-kanban',
  settings: 'bi-gear',
  payments: 'bi-credit-card',
  'your-account': 'bi-person-circle',
};

export const faqCategoryIcon = (slug: string) => FAQ_ICONS[slug] ?? 'bi-question-circle';
export const guideCategoryIcon = (slug: string) => GUIDE_ICONS[slug] ?? 'bi-journal-text';
