export const FAQ_CATEGORY_SLUGS = [
  'most-asked',
  'general-inquiries',
  'licenses',
  'payments',
  'support',
] as const;

export const GUIDE_CATEGORY_SLUGS = [
  'getting-started',
  'projects',
  'settings',
  'payments',
  'your-account',
] as const;

export interface HelpCategory {
  id: string;
  slug: string;
  title: string;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  content: string;
}

export interface SupportRequest {
  id: string;
  /** Who sent it (the signed-in account). */
  accountId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** Whether it was handed to the SMTP server (false when no SMTP_URL is set). */
  mailed: boolean;
}

/** What data/seed/help-center/faqs.json holds. */
export interface FaqSeed {
  slug: string;
  title: string;
  faqs: { question: string; answer: string }[];
}

/** What data/seed/help-center/guides.json holds. */
export interface GuideSeed {
  slug: string;
  title: string;
  guides: { slug: string; title: string; subtitle: string; content: string }[];
}
