/** The side of the square picture kept for an avatar, in pixels. */
export const AVATAR_SIZE = 256;

/**
 * A picture as a small square JPEG data URL (the centre, cropped and scaled), so an avatar
 * stays a few kilobytes whatever the camera made.
 */
export async function avatarDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
