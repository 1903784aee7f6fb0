import type { ShownNavigationItem } from '../../navigation/translate';
import type { SearchResult, SearchResultSet } from '../api/search';

/** As many pages as the server answers in one set. */
export const MAX_PAGE_RESULTS = 10;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The text escaped for HTML with every occurrence of the query in <mark>, as the server's. */
export function highlightMatches(text: string, query: string, language?: string): string {
  const lower = text.toLocaleLowerCase(language);
  const needle = query.toLocaleLowerCase(language);
  // Lower-casing that changes the length (a dotted İ outside Turkish) leaves no safe marks.
  if (!needle || lower.length !== text.length) return escapeHtml(text);
  let html = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    html += `${escapeHtml(text.slice(from, at))}<mark>${escapeHtml(text.slice(at, at + needle.length))}</mark>`;
    from = at + needle.length;
  }
  return html + escapeHtml(text.slice(from));
}

/**
 * The toolbar search's pages, found in the menu as the reader sees it: by the title (or
 * subtitle) in the page's language. Basic items with an internal link, not hidden, in
 * menu order, as the server's own page search picks them.
 */
export function searchPages(
  items: readonly ShownNavigationItem[],
  query: string,
  language?: string,
): SearchResult[] {
  const needle = query.trim().toLocaleLowerCase(language);
  const found: SearchResult[] = [];
  const matches = (text?: string) => !!text && text.toLocaleLowerCase(language).includes(needle);
  const walk = (list: readonly ShownNavigationItem[]) => {
    for (const item of list) {
      if (found.length >= MAX_PAGE_RESULTS) return;
      if (
        item.type === 'basic' &&
        item.link &&
        !item.hidden &&
        !item.externalLink &&
        (matches(item.title) || matches(item.subtitle))
      ) {
        const title = item.title ?? '';
        found.push({
          id: item.id,
          title,
          link: item.link,
          value: highlightMatches(title, query.trim(), item.titleLang ?? language),
          ...(item.titleLang ? { lang: item.titleLang } : {}),
        });
      }
      if (item.children) walk(item.children);
    }
  };
  if (needle) walk(items);
  return found;
}

/**
 * The server's sets with its pages replaced by those found in the translated menu: the
 * server knows the titles in one language only. Pages come first, as the server puts them.
 */
export function withTranslatedPages(
  sets: readonly SearchResultSet[],
  pages: SearchResult[],
  label: string,
): SearchResultSet[] {
  const others = sets.filter((set) => set.id !== 'pages');
  return pages.length > 0 ? [{ id: 'pages', label, results: pages }, ...others] : others;
}
