import type { Translations } from '../../common/languages/content-language';

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
  translations?: Translations<{ title: string }>;
}

export interface Faq {
  id: string;
  categoryId: string;
  question: string;
  /** Sanitised HTML. */
  answer: string;
  translations?: Translations<{ question: string; answer: string }>;
}

export interface Guide {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
  /** Sanitised HTML. */
  content: string;
  translations?: Translations<{ title: string; subtitle: string; content: string }>;
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

/**
 * What data/seed/help-center/faqs.json holds (English); faqs.tr.json and faqs.es.json hold
 * the same categories and FAQs, in the same order, in Turkish and Spanish.
 */
export interface FaqSeed {
  slug: string;
  title: string;
  faqs: { question: string; answer: string }[];
}

/** What data/seed/help-center/guides.json holds; guides.tr.json and guides.es.json likewise. */
export interface GuideSeed {
  slug: string;
  title: string;
  guides: { slug: string; title: string; subtitle: string; content: string }[];
}
