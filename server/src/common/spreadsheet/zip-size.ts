/**
 * What a ZIP archive would take once unpacked, read from its central directory without
 * unpacking anything: the guard against a small file that inflates to gigabytes.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

/** The sum of the entries' unpacked sizes; null when the directory cannot be read. */
export function zipUnpackedSize(bytes: Buffer): number | null {
  const from = Math.max(0, bytes.length - END_SEARCH);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = bytes.readUInt32LE(at + 24);
    // ZIP64 sizes (0xFFFFFFFF here) are beyond any limit this product sets.
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
