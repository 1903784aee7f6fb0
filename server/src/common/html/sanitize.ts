import sanitizeHtml from 'sanitize-html';

/** Short rich text (messages, notifications, chat): inline formatting and links only. */
const INLINE: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'mark', 'code', 'br', 'span', 'p'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Long rich text (descriptions, articles): blocks, lists, tables and images too. */
const DOCUMENT: sanitizeHtml.IOptions = {
  ...INLINE,
  allowedTags: [
    ...(INLINE.allowedTags as string[]),
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
};

export function sanitizeInlineHtml(html: string): string {
  return sanitizeHtml(html, INLINE);
}

export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, DOCUMENT);
}

/** Plain text made safe to put inside HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
