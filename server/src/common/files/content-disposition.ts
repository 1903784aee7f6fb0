/**
 * `attachment` with the file's display name: a plain ASCII fallback in `filename` and
 * the exact name, percent-encoded as UTF-8, in `filename*` (RFC 6266 and RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
