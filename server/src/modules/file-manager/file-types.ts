import { extname } from 'node:path';
import { IMAGE_CONTENT_TYPES, sniffImage, startsWith } from '../../common/files/magic-bytes';
import type { FileType } from './file-manager.types';

export interface DetectedType {
  type: FileType;
  /** What a download says it is (always sent as an attachment, never rendered inline). */
  contentType: string;
}

const PDF = Buffer.from('%PDF-', 'latin1');
const RTF = Buffer.from('{\\rtf', 'latin1');
/** OLE2 compound file: the container of Word and Excel 97-2003 documents. */
const OLE2 = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP = Buffer.from('PK\x03\x04', 'latin1');

const OCTET_STREAM = 'application/octet-stream';
const TEXT_PLAIN = 'text/plain; charset=utf-8';

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** True when the bytes are UTF-8 text without NUL or other binary control characters. */
export function looksLikeText(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Tab, line feed, form feed and carriage return are text; other C0 controls are not.
  return !bytes.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));
}

/** Office Open XML and OpenDocument files are ZIP archives; tell them apart by content. */
function officeArchiveType(bytes: Buffer): DetectedType | null {
  // An OpenDocument archive starts with its uncompressed `mimetype` entry.
  const head = bytes.subarray(0, 200).toString('latin1');
  if (head.includes('application/vnd.oasis.opendocument.text')) {
    return { type: 'DOC', contentType: 'application/vnd.oasis.opendocument.text' };
  }
  if (head.includes('application/vnd.oasis.opendocument.spreadsheet')) {
    return { type: 'XLS', contentType: 'application/vnd.oasis.opendocument.spreadsheet' };
  }
  // Office Open XML: the part names are stored uncompressed in the local headers.
  if (bytes.includes('word/document.xml', 0, 'latin1')) {
    return {
      type: 'DOC',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  }
  if (bytes.includes('xl/workbook.xml', 0, 'latin1')) {
    return {
      type: 'XLS',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  }
  return null;
}

/**
 * The type of an uploaded file, from its content first: PDF, images (all shown as JPG),
 * Word and Excel documents (binary, Office Open XML, OpenDocument, RTF). Text content is
 * XLS when named .csv or .tsv and TXT otherwise (HTML or SVG too: it is served as plain
 * text). Anything else is OTHER. The name's extension never makes binary content a type
 * it is not.
 */
export function detectFileType(name: string, bytes: Buffer): DetectedType {
  const extension = extensionOf(name);
  if (startsWith(bytes, PDF)) return { type: 'PDF', contentType: 'application/pdf' };
  const image = sniffImage(bytes);
  if (image) return { type: 'JPG', contentType: IMAGE_CONTENT_TYPES[image] };
  if (startsWith(bytes, RTF)) return { type: 'DOC', contentType: 'application/rtf' };
  if (startsWith(bytes, OLE2)) {
    if (extension === 'xls') return { type: 'XLS', contentType: 'application/vnd.ms-excel' };
    if (extension === 'doc') return { type: 'DOC', contentType: 'application/msword' };
    return { type: 'OTHER', contentType: OCTET_STREAM };
  }
  if (startsWith(bytes, ZIP)) {
    return officeArchiveType(bytes) ?? { type: 'OTHER', contentType: 'application/zip' };
  }
  if (looksLikeText(bytes)) {
    if (extension === 'csv') return { type: 'XLS', contentType: 'text/csv; charset=utf-8' };
    if (extension === 'tsv') {
      return { type: 'XLS', contentType: 'text/tab-separated-values; charset=utf-8' };
    }
    return { type: 'TXT', contentType: TEXT_PLAIN };
  }
  return { type: 'OTHER', contentType: OCTET_STREAM };
}

/** '0 B', '512 B', '1.2 KB', '3 MB': binary units, one decimal. */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${text} ${units[unit]}`;
}
