/**
 * Contact notes are HTML (sanitised by the server). The form edits them as plain text:
 * paragraphs separated by a blank line, line breaks kept.
 */

const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'TR',
]);

/** The words of an HTML fragment as text: one paragraph per block, <br> as a new line. */
export function htmlToText(html: string | null): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = current.replace(/[ \t]+\n/g, '\n').trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      current += '\n';
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block) flush();
    if (node.tagName === 'LI') current += '• ';
    node.childNodes.forEach(walk);
    if (block) flush();
  };
  document.body.childNodes.forEach(walk);
  flush();
  return paragraphs.join('\n\n');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Plain text as HTML paragraphs; a blank text is null (no notes). */
export function textToHtml(text: string): string | null {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
