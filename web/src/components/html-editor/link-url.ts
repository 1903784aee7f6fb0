/** The schemes a link in stored HTML may use: the server's sanitiser keeps only these. */
const SCHEMES = ['http:', 'https:', 'mailto:'];

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const HOST_FIRST = /^[\w-]+(\.[\w-]+)+([/?#:].*)?$/;

/**
 * The address a person typed as a link's href, or null when it cannot be one:
 * `example.com/jobs` becomes `https://example.com/jobs`, `ana@example.com` a mailto link;
 * any other scheme (javascript:, data:, ftp:) is refused.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text)
    ? text
    : HOST_FIRST.test(text)
      ? `https://${text}`
      : null;
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!SCHEMES.includes(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  if (url.protocol === 'mailto:' && !EMAIL.test(decodeURIComponent(url.pathname))) return null;
  return candidate;
}

/** Whether an href already in the document is one the editor keeps as a link. */
export const isAllowedHref = (href: string) => linkHref(href) === href.trim();
