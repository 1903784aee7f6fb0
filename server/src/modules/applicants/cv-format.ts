import { isPdf, startsWith } from '../../common/files/magic-bytes';

/** The CV formats accepted, recognised from the file's first bytes, never from its name. */
export const CV_FORMATS = ['pdf', 'doc', 'docx'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];

export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_CONTENT_TYPES: Readonly<Record<CvFormat, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** OLE2 compound file, the container of Word 97-2003 documents. */
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_LOCAL_FILE = 0x04034b50;
const ZIP_CENTRAL_FILE = 0x02014b50;
const ZIP_END = 0x06054b50;

/** pdf, doc or docx when the bytes are one; undefined for anything else. */
export function detectCvFormat(bytes: Buffer): CvFormat | undefined {
  if (isPdf(bytes)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_FILE) {
    return zipEntryNames(bytes)?.includes('word/document.xml') ? 'docx' : undefined;
  }
  return undefined;
}

/**
 * The file names in a ZIP's central directory, or undefined when the archive is not
 * well-formed. Nothing is decompressed.
 */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return undefined;
  const names: string[] = [];
  let at = offset;
  for (let index = 0; index < entries; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_CENTRAL_FILE) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}
