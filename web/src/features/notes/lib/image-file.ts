/** What the server takes as a note's image: these types, 600 KB at most. */
export const NOTE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const NOTE_IMAGE_MAX_BYTES = 600 * 1024;
/** Larger pictures are scaled down to this many pixels on their longer side. */
const MAX_SIDE = 1600;

export class ImageFileError extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason);
  }
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The picture drawn again as a JPEG, at most MAX_SIDE pixels wide or high. */
async function shrink(file: File, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new ImageFileError('size');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageFileError('size'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * A picked picture as the data URL a note takes (as the original client sends it). One
 * too large is scaled down and saved as a JPEG; one that is no picture is refused.
 */
export async function imageFileToDataUrl(file: File): Promise<string> {
  if (!NOTE_IMAGE_TYPES.includes(file.type)) throw new ImageFileError('type');
  if (file.size <= NOTE_IMAGE_MAX_BYTES) return readAsDataUrl(file);
  for (const quality of [0.85, 0.7, 0.5]) {
    const smaller = await shrink(file, quality);
    if (smaller.size <= NOTE_IMAGE_MAX_BYTES) return readAsDataUrl(smaller);
  }
  throw new ImageFileError('size');
}
