import { detectInvoiceFileFormat, invoiceFileName } from './invoice-file-format';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex');
const WEBP = Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1');

describe('detectInvoiceFileFormat', () => {
  it.each([
    ['pdf', PDF],
    ['png', PNG],
    ['jpg', JPEG],
    ['webp', WEBP],
  ])('recognises %s from its first bytes', (format, bytes) => {
    expect(detectInvoiceFileFormat(bytes)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('Factura 123, total 100 MXN')],
    ['a GIF', Buffer.from('GIF89a....', 'latin1')],
    ['a PDF marker further in', Buffer.from(' %PDF-1.7', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_case, bytes) => {
    expect(detectInvoiceFileFormat(bytes)).toBeUndefined();
  });
});

describe('invoiceFileName', () => {
  it.each([
    ['Factura 2026-001.pdf', 'pdf', 'Factura 2026-001.pdf'],
    ['Factura Año.PDF', 'pdf', 'Factura Año.PDF'],
    ['ticket.jpeg', 'jpg', 'ticket.jpeg'],
    ['scan.png', 'pdf', 'scan.pdf'],
    ['scan.txt', 'png', 'scan.png'],
    ['scan', 'webp', 'scan.webp'],
    ['report.v2', 'pdf', 'report.v2.pdf'],
    ['C:\\Users\\ana\\Desktop\\factura.pdf', 'pdf', 'factura.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['  a\u0000b\r\n"c"<d>|e?*:f  .pdf', 'pdf', 'abcdef.pdf'],
    ['evil\u202Efdp.exe', 'png', 'evilfdp.png'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['...', 'pdf', 'invoice.pdf'],
    ['', 'jpg', 'invoice.jpg'],
    ['.pdf', 'pdf', 'pdf.pdf'],
  ] as const)('keeps %p as %p: %p', (original, format, name) => {
    expect(invoiceFileName(original, format)).toBe(name);
  });

  it('keeps at most 120 characters before the extension', () => {
    const name = invoiceFileName(`${'ñ'.repeat(300)}.pdf`, 'pdf');
    expect(name).toBe(`${'ñ'.repeat(120)}.pdf`);
  });
});
