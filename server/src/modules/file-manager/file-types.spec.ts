import { detectFileType, formatSize, looksLikeText } from './file-types';
import { nameProblem, sameName } from './item-names';
import { makePdf, makePng, makeRtf } from '../../store/seed/sample-files';

describe('detectFileType', () => {
  const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(32)]);
  const zipWith = (entry: string) =>
    Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from(entry)]);

  it.each([
    ['a PDF', 'x.bin', makePdf('Title', ['line']), 'PDF', 'application/pdf'],
    ['a PNG', 'x.txt', makePng(2, 2, () => [0, 0, 0]), 'JPG', 'image/png'],
    ['a JPEG', 'x', Buffer.from('ffd8ffe0', 'hex'), 'JPG', 'image/jpeg'],
    ['an RTF', 'x.doc', makeRtf(['Hello']), 'DOC', 'application/rtf'],
    ['a Word 97 file', 'x.doc', ole2, 'DOC', 'application/msword'],
    ['an Excel 97 file', 'x.xls', ole2, 'XLS', 'application/vnd.ms-excel'],
    ['another OLE2 file', 'x.ppt', ole2, 'OTHER', 'application/octet-stream'],
    [
      'a DOCX',
      'x.docx',
      zipWith('word/document.xml'),
      'DOC',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an XLSX',
      'x.zip',
      zipWith('xl/workbook.xml'),
      'XLS',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'an ODT',
      'x.odt',
      zipWith('mimetypeapplication/vnd.oasis.opendocument.text'),
      'DOC',
      'application/vnd.oasis.opendocument.text',
    ],
    ['a plain ZIP', 'x.docx', zipWith('readme.md'), 'OTHER', 'application/zip'],
    ['CSV text', 'x.csv', Buffer.from('a,b\n1,2\n'), 'XLS', 'text/csv; charset=utf-8'],
    ['text named .pdf', 'x.pdf', Buffer.from('hello'), 'TXT', 'text/plain; charset=utf-8'],
    ['SVG markup', 'x.svg', Buffer.from('<svg/>'), 'TXT', 'text/plain; charset=utf-8'],
    ['an empty file', 'x.txt', Buffer.alloc(0), 'TXT', 'text/plain; charset=utf-8'],
    ['binary bytes', 'x.jpg', Buffer.from([0, 159, 146, 150]), 'OTHER', 'application/octet-stream'],
  ])('types %s', (_case, name, bytes, type, contentType) => {
    expect(detectFileType(name, bytes)).toEqual({ type, contentType });
  });

  it('tells text from binary', () => {
    expect(looksLikeText(Buffer.from('Año\tnuevo\r\n'))).toBe(true);
    expect(looksLikeText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(looksLikeText(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('item names', () => {
  it.each(['Report.pdf', 'Año nuevo', '.hidden', 'v1.2.txt', 'a'.repeat(255)])(
    'accepts %j',
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );

  it.each([
    ['', 'name must not be empty'],
    ['a'.repeat(256), 'name must be at most 255 characters'],
    ['../etc/passwd', 'name must not contain / or \\'],
    ['..\\boot.ini', 'name must not contain / or \\'],
    ['..', 'name must not contain ..'],
    ['.', 'name must not be .'],
    ['new\nline', 'name must not contain control characters'],
    ['del\u007f', 'name must not contain control characters'],
  ])('refuses %j', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it('compares names without case', () => {
    expect(sameName('Welcome.TXT', 'welcome.txt')).toBe(true);
    expect(sameName('resume.txt', 'résumé.txt')).toBe(false);
  });
});
