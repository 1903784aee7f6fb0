import { attachmentDisposition, inlineDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(attachmentDisposition('Report 2026.pdf')).toBe(
      `attachment; filename="Report 2026.pdf"; filename*=UTF-8''Report%202026.pdf`,
    );
  });

  it('keeps the exact name encoded and an ASCII fallback without quotes or backslashes', () => {
    expect(attachmentDisposition('Año "final" (v2)\\ñ.txt')).toBe(
      `attachment; filename="A_o _final_ (v2)__.txt"; filename*=UTF-8''A%C3%B1o%20%22final%22%20%28v2%29%5C%C3%B1.txt`,
    );
  });
});

describe('inlineDisposition', () => {
  it('names the file shown inline as attachments are named', () => {
    expect(inlineDisposition('Factura Año 2026.pdf')).toBe(
      `inline; filename="Factura A_o 2026.pdf"; filename*=UTF-8''Factura%20A%C3%B1o%202026.pdf`,
    );
  });
});
