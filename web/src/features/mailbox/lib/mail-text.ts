import type { MailView } from '../api/mailbox-api';

/** The e-mail addresses in a recipients text: `Ana <ana@x.com>, bo@y.com` -> both addresses. */
export function addressesOf(text: string | readonly string[] | undefined | null): string[] {
  const parts = Array.isArray(text) ? text : String(text ?? '').split(/[,;\n]/);
  return parts
    .map((part: string) => {
      const angled = /<([^<>]+)>/.exec(part);
      return (angled ? angled[1]! : part).trim().toLowerCase();
    })
    .filter((address: string) => address.length > 0);
}

/** The name of `Name <address>`, or the address when there is no name. */
export function displayName(contact: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(contact);
  if (!match) return contact.trim();
  return match[1]!.trim() || match[2]!.trim();
}

/** The address of `Name <address>`, or the text itself. */
export function addressOf(contact: string): string {
  return /<([^<>]+)>/.exec(contact)?.[1]?.trim() ?? contact.trim();
}

/** One or two initials for an avatar. */
export function initialsOf(contact: string): string {
  const words = displayName(contact)
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** A short plain-text preview of HTML content. */
export function excerptOf(html: string, length = 140): string {
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** `Re: subject`, without stacking prefixes. */
export function prefixed(prefix: 'Re' | 'Fwd', subject: string): string {
  const pattern = prefix === 'Re' ? /^re:\s*/i : /^(fwd?|rv):\s*/i;
  return pattern.test(subject) ? subject : `${prefix}: ${subject}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const MAILBOX_ROOT = '/apps/mailbox';

/** The path a link to a view (and a mail in it, and a page) reproduces. */
export function viewPath(view: MailView, options: { mailId?: string | null; page?: number } = {}) {
  const base =
    view.kind === 'folder'
      ? `${MAILBOX_ROOT}/${encodeURIComponent(view.slug)}`
      : `${MAILBOX_ROOT}/${view.kind}/${encodeURIComponent(view.slug)}`;
  const path = options.mailId ? `${base}/${options.mailId}` : base;
  return options.page && options.page > 1 ? `${path}?page=${options.page}` : path;
}

/** The view and mail named by the route's parameters (the inbox when none is named). */
export function viewOf(params: { folder?: string; filter?: string; label?: string }): MailView {
  if (params.filter) return { kind: 'filter', slug: params.filter };
  if (params.label) return { kind: 'label', slug: params.label };
  return { kind: 'folder', slug: params.folder ?? 'inbox' };
}

export const sameView = (a: MailView, b: MailView) => a.kind === b.kind && a.slug === b.slug;
