/**
 * `attachment` with the file's display name: a plain ASCII fallback in `filename` and
 * the exact name, percent-encoded as UTF-8, in `filename*` (RFC 6266 and RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  return disposition('attachment', name);
}

/** `inline` (shown by the browser where it can), with the display name as for attachments. */
export function inlineDisposition(name: string): string {
  return disposition('inline', name);
}

function disposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
