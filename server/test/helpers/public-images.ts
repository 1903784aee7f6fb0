import type { Response } from 'supertest';

/**
 * The headers of an uploaded image served publicly (PublicImageRoute): its type, its
 * length, cached for a day as immutable (a name never serves other bytes), shown inline.
 */
export function expectPublicImage(response: Response, bytes: Buffer, type = 'image/png'): void {
  expect({
    type: response.headers['content-type'],
    length: response.headers['content-length'],
    cache: response.headers['cache-control'],
    disposition: response.headers['content-disposition'],
  }).toEqual({
    type,
    length: String(bytes.length),
    cache: 'public, max-age=86400, immutable',
    disposition: 'inline',
  });
}
