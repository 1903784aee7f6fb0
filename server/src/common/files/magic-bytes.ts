/** Recognising what a file holds from its first bytes, never from its name. */

export const IMAGE_FORMATS = ['png', 'jpg', 'gif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function startsWith(bytes: Buffer, signature: readonly number[] | Buffer, offset = 0) {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

const PDF = ascii('%PDF-');

/** Whether the bytes are a PDF document. */
export function isPdf(bytes: Buffer): boolean {
  return startsWith(bytes, PDF);
}

/** PNG, JPEG, GIF or WEBP when the bytes are one; null for anything else. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
