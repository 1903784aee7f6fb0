/** The FAQ shape the filter needs: a question and an answer in (sanitised) HTML. */
export interface SearchableFaq {
  question: string;
  answer: string;
}

export interface SearchableCategory<Faq extends SearchableFaq> {
  faqs: Faq[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text a reader sees in an HTML fragment: tags dropped, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number.parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case without accents, so "Ödeme" finds "odeme" and "política" finds "politica". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ı/g, 'i');
}

/** The words of a query: every one must appear (in any order) for a FAQ to match. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

export function faqMatches(faq: SearchableFaq, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = foldText(`${faq.question} ${htmlToText(faq.answer)}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * The categories with only the FAQs whose question or answer holds every word of the
 * query; categories left without FAQs are dropped. An empty query keeps everything.
 */
export function filterFaqs<Faq extends SearchableFaq, Category extends SearchableCategory<Faq>>(
  categories: readonly Category[],
  query: string,
): Category[] {
  const words = queryWords(query);
  if (words.length === 0) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      faqs: category.faqs.filter((faq) => faqMatches(faq, words)),
    }))
    .filter((category) => category.faqs.length > 0);
}

/** How many FAQs the categories hold. */
export function countFaqs(categories: readonly SearchableCategory<SearchableFaq>[]): number {
  return categories.reduce((total, category) => total + category.faqs.length, 0);
}
