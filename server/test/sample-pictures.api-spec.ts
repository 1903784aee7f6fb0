import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { expectPublicImage } from './helpers/public-images';
import { createTestApp, type TestApp } from './helpers/test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The seeded catalogue's pictures and the seeded invoices' files, fetched by the URLs the
 * web app uses: the rewards', banners' and products' images without a token (as an <img>
 * does), an invoice's file with one (as the review panel does).
 */
describe('the sample pictures and invoice files, as the web app loads them', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const bytesOf = (test: request.Test) =>
    test.buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const listed = async <T>(url: string): Promise<T> =>
    (await http().get(url).set(bearer(token)).expect(200)).body as T;

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('serves each seeded reward, banner and product its own PNG, without a token', async () => {
    const rewards = (await listed<{ items: { image: string | null }[] }>('/api/rewards?size=100'))
      .items;
    const banners = await listed<{ image: string | null }[]>('/api/banners');
    const products = (
      await listed<{ products: { thumbnail: string | null }[] }>(
        '/api/apps/ecommerce/inventory/products?page=0&size=10',
      )
    ).products;
    const urls = [
      rewards[0].image,
      rewards[1].image,
      banners[0].image,
      banners[1].image,
      products[0].thumbnail,
      products[1].thumbnail,
    ];
    expect(urls.map((url) => url?.replace(/[0-9a-f-]{36}\.png$/, '*'))).toEqual([
      '/api/rewards/images/*',
      '/api/rewards/images/*',
      '/api/banners/images/*',
      '/api/banners/images/*',
      '/api/apps/ecommerce/inventory/images/*',
      '/api/apps/ecommerce/inventory/images/*',
    ]);
    const pictures: Buffer[] = [];
    for (const url of urls) {
      const response = await bytesOf(http().get(url!)).expect(200);
      const body = response.body as Buffer;
      expectPublicImage(response, body);
      expect(body.length).toBeGreaterThan(1000);
      expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      pictures.push(body);
    }
    expect(new Set(pictures.map((one) => one.toString('base64'))).size).toBe(pictures.length);
  });

  it('answers 404 for a product picture that is not stored, and 400 for a name no picture has', async () => {
    const missing = await http()
      .get('/api/apps/ecommerce/inventory/images/00000000-0000-4000-8000-000000000000.png')
      .expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'file-missing' });
    const bad = await http().get('/api/apps/ecommerce/inventory/images/..%2f..%2fusers.json');
    expect(bad.status).toBe(400);
  });

  it('gives every seeded invoice to review its receipt, a PDF naming its number', async () => {
    const invoices = (
      await listed<{ items: { id: string; number: string; file: { name: string } | null }[] }>(
        '/api/invoices?status=pending&size=100',
      )
    ).items;
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.filter((invoice) => invoice.file === null)).toEqual([]);
    const files: Buffer[] = [];
    for (const invoice of invoices.slice(0, 2)) {
      const response = await bytesOf(
        http().get(`/api/invoices/${invoice.id}/file`).set(bearer(token)),
      ).expect(200);
      const body = response.body as Buffer;
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.toString('latin1')).toContain(invoice.number);
      files.push(body);
    }
    expect(files[0].equals(files[1])).toBe(false);
  });
});
