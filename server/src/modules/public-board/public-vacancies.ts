import { sanitizeDocumentHtml } from '../../common/html/sanitize';
import type { Vacancy } from '../vacancies/vacancy.types';
import type { PublicSalaryDto } from './dto/public-board.dto';

/** Today as the board compares deadlines: the UTC calendar day, YYYY-MM-DD. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether the public job board lists the vacancy: open, not internal, and its last day
 * to apply (closesAt, inclusive) not passed.
 */
export function isListed(vacancy: Vacancy, today: string): boolean {
  return (
    vacancy.status === 'open' &&
    !vacancy.internal &&
    (vacancy.closesAt === null || vacancy.closesAt >= today)
  );
}

/**
 * Whether the board may say the vacancy exists at all: it was published and is not
 * internal. Drafts and internal vacancies are "not found" to visitors, whatever their state.
 */
export function isEverPublic(vacancy: Vacancy): boolean {
  return !vacancy.internal && vacancy.publishedAt !== null;
}

/** The salary range when staff chose to show it and it has an amount; null otherwise. */
export function publicSalary(vacancy: Vacancy): PublicSalaryDto | null {
  if (vacancy.salaryVisible !== true) return null;
  if (vacancy.salaryMin === null && vacancy.salaryMax === null) return null;
  return {
    min: vacancy.salaryMin,
    max: vacancy.salaryMax,
    currency: vacancy.currency,
    period: 'month',
  };
}

const cleaned = new WeakMap<Vacancy, string>();

/**
 * The description cleaned again on its way out (it was cleaned when stored; records are
 * immutable, so each version is cleaned once).
 */
export function publicDescription(vacancy: Vacancy): string {
  let html = cleaned.get(vacancy);
  if (html === undefined) {
    html = sanitizeDocumentHtml(vacancy.description);
    cleaned.set(vacancy, html);
  }
  return html;
}

/** The description as plain text, for a page's meta description. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `length` characters, cut at a word and marked with an ellipsis. */
export function shorten(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
