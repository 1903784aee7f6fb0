/**
 * The checks the browser can make before an image is uploaded, mirroring the server's
 * (server/src/common/files: PNG, JPEG, GIF or WEBP recognised from the first bytes, 2 MB
 * at most); the server checks again and answers 413 or 415.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What the file picker offers. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type ImageFormat = 'png' | 'jpg' | 'gif' | 'webp';

export type ImageFileProblem = 'too-large' | 'wrong-type';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  );
}

/** PNG, JPEG, GIF or WEBP when the bytes are one (the server's sniffImage); null otherwise. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

function readStart(file: Blob, length: number): Promise<Uint8Array> {
  const slice = file.slice(0, length);
  if (typeof slice.arrayBuffer === 'function') {
    return slice.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(slice);
  });
}

/** Why the file cannot be uploaded as an image, or null when it can. */
export async function checkImageFile(file: File): Promise<ImageFileProblem | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  try {
    return sniffImage(await readStart(file, 12)) ? null : 'wrong-type';
  } catch {
    return 'wrong-type';
  }
}
