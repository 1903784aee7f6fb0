/** Small, valid files made from text at seeding time: PDF, PNG and RTF writers. */
import { crc32, deflateSync } from 'node:zlib';

const pdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A one-page PDF 1.4 in Helvetica (or Courier, whose columns line up): a title and lines of text (Latin-1). */
export function makePdf(
  title: string,
  lines: readonly string[],
  font: 'Helvetica' | 'Courier' = 'Helvetica',
): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 740 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -30 Td',
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    `<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer[] {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(data, crc32(head.subarray(4))));
  return [head, data, checksum];
}

export type Rgb = readonly [number, number, number];

/** A truecolour PNG whose pixels `paint` decides. */
export function makePng(width: number, height: number, paint: (x: number, y: number) => Rgb) {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rgb.set(paint(x, y), (y * width + x) * 3);
  }
  return encodePng(width, height, rgb);
}

/** A truecolour PNG of `rgb`: 3 bytes a pixel, row after row. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * stride] = 0; // no filter
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * stride + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...pngChunk('IHDR', header),
    // The fastest level: seeding writes many pictures, and a few KB more each cost nothing.
    ...pngChunk('IDAT', deflateSync(raw, { level: 1 })),
    ...pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const rtfText = (text: string) => text.replace(/[\\{}]/g, (char) => `\\${char}`);

/** An RTF document of paragraphs, the first one bold. */
export function makeRtf(paragraphs: readonly string[]): Buffer {
  const body = paragraphs
    .map((paragraph, index) =>
      index === 0 ? `{\\b ${rtfText(paragraph)}}\\par` : `${rtfText(paragraph)}\\par`,
    )
    .join('\n');
  return Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs22\n${body}\n}\n`);
}
