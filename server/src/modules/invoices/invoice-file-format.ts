import { isPdf, sniffImage } from '../../common/files/magic-bytes';

/** The invoice files accepted, recognised from their first bytes, never from their name. */
export const INVOICE_FILE_FORMATS = ['pdf', 'png', 'jpg', 'webp'] as const;
export type InvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number];

export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const INVOICE_FILE_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<InvoiceFileFormat, string>;
export type InvoiceFileContentType = (typeof INVOICE_FILE_CONTENT_TYPES)[InvoiceFileFormat];

/** pdf, png, jpg or webp when the bytes are one; undefined for anything else (a GIF too). */
export function detectInvoiceFileFormat(bytes: Buffer): InvoiceFileFormat | undefined {
  if (isPdf(bytes)) return 'pdf';
  const image = sniffImage(bytes);
  return image === 'gif' || image === null ? undefined : image;
}

/** The extensions a name may keep for each format; the first is the one given otherwise. */
const EXTENSIONS: Readonly<Record<InvoiceFileFormat, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  webp: ['webp'],
};

/** Extensions that claim a type: dropped when the bytes are of another one. */
const TYPE_EXTENSIONS = new Set([
  ...Object.values(EXTENSIONS).flat(),
  ...['gif', 'bmp', 'tif', 'tiff', 'heic', 'heif', 'svg', 'txt', 'xml', 'html', 'htm'],
  ...['doc', 'docx', 'xls', 'xlsx', 'odt', 'zip', 'exe', 'js'],
]);

/** Longest name kept before the extension, in characters. */
const MAX_BASE_LENGTH = 120;

/**
 * The uploaded file's name as it is kept and sent back: only the last segment of a path,
 * without control characters or those that file systems refuse (`<>:"/\|?*`), blanks
 * collapsed, no leading dots, at most 120 characters before an extension that matches the
 * file's real type (a PDF sent as `scan.png` is kept as `scan.pdf`). `invoice` when nothing
 * is left.
 */
export function invoiceFileName(original: string, format: InvoiceFileFormat): string {
  const lastSegment = original.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  let base = cleaned;
  let kept = EXTENSIONS[format][0];
  if (EXTENSIONS[format].includes(extension)) {
    base = cleaned.slice(0, dot);
    kept = cleaned.slice(dot + 1);
  } else if (TYPE_EXTENSIONS.has(extension)) {
    base = cleaned.slice(0, dot);
  }
  base = [...base].slice(0, MAX_BASE_LENGTH).join('').trim().replace(/\.+$/, '');
  return `${base || 'invoice'}.${kept}`;
}
