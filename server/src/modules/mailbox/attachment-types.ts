import { IMAGE_CONTENT_TYPES, sniffImage, startsWith } from '../../common/files/magic-bytes';

const PDF = Buffer.from('%PDF-', 'latin1');
const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

function looksLikeText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));
}

/**
 * The content type of an attachment, from its bytes only: images (PNG, JPEG, GIF, WEBP),
 * PDF, ZIP archives (Office documents among them), plain text (HTML and SVG too: served as
 * text), anything else as a byte stream. Downloads are always sent as attachments.
 */
export function sniffAttachment(bytes: Buffer): string {
  const image = sniffImage(bytes);
  if (image) return IMAGE_CONTENT_TYPES[image];
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, ZIP)) return 'application/zip';
  if (looksLikeText(bytes)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

export const isImageType = (type: string) => type.startsWith('image/');
