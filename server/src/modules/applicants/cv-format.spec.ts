import { zipBytes } from '../../../test/helpers/zip';
import { detectCvFormat, zipEntryNames } from './cv-format';

describe('CV format from content', () => {
  it('recognises PDF, DOC (OLE2) and DOCX (a ZIP with word/document.xml)', () => {
    expect(detectCvFormat(Buffer.from('%PDF-1.4\n...'))).toBe('pdf');
    expect(
      detectCvFormat(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(8)])),
    ).toBe('doc');
    expect(
      detectCvFormat(zipBytes({ '[Content_Types].xml': '<x/>', 'word/document.xml': '<w/>' })),
    ).toBe('docx');
  });

  it.each([
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['plain text', Buffer.from('Curriculum vitae de Ana')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF marker not at the start', Buffer.from(' %PDF-1.4')],
    ['a ZIP without word/document.xml', zipBytes({ 'xl/workbook.xml': '<x/>' })],
    ['a truncated ZIP', zipBytes({ 'word/document.xml': '<w/>' }).subarray(0, 40)],
    ['a ZIP signature alone', Buffer.from('504b0304', 'hex')],
  ])('refuses %s', (_name, bytes) => {
    expect(detectCvFormat(bytes)).toBeUndefined();
  });

  it('lists a ZIP’s entries from its central directory', () => {
    expect(zipEntryNames(zipBytes({ a: '1', 'b/c.xml': '2' }))).toEqual(['a', 'b/c.xml']);
    expect(zipEntryNames(Buffer.from('not a zip at all, just text'))).toBeUndefined();
  });
});
