import { escapeHtml } from '../../../common/html/sanitize';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function matches(text: string | undefined | null, query: string): boolean {
  return !!text && text.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

/** The text escaped for HTML, every case-insensitive occurrence of the query in <mark>. */
export function highlight(text: string, query: string): string {
  if (!query) return escapeHtml(text);
  return text
    .split(new RegExp(`(${escapeRegExp(query)})`, 'gi'))
    .map((part, index) => (index % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('');
}
