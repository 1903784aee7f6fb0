import request from 'supertest';
import { bearer, signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';
import { storedRecords, storedText as storedTextOf } from './helpers/stored';
import { unversioned } from './helpers/versions';

interface Product {
  id: string;
  category: string;
  name: string;
  description: string;
  tags: string[];
  sku: string;
  barcode: string;
  brand: string;
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

interface ProductsPage {
  products: Product[];
  pagination: {
    length?: number;
    size?: number;
    page?: number;
    lastPage: number;
    startIndex?: number;
    endIndex?: number;
  };
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const URL = '/api/apps/ecommerce/inventory';
const upper = (text: string) => text.toUpperCase();
const byText = (a: string, b: string) => upper(a).localeCompare(upper(b), 'en');

describe('apps: inventory', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string) => http().get(url).set(bearer(token));
  const send = (method: 'post' | 'patch' | 'delete', url: string, body?: object) => {
    const call = http()[method](url).set(bearer(token));
    return body === undefined ? call : call.send(body);
  };
  const page = async (query = '') =>
    (await get(`${URL}/products${query}`).expect(200)).body as ProductsPage;
  /** Every product, in stored order. */
  const stored = () => storedRecords<Product>(testApp.dataDir, 'inventory-products');
  const storedText = () => storedTextOf(testApp.dataDir, 'inventory-products');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get(`${URL}/products`).expect(401);
    await http().get(`${URL}/categories`).expect(401);
  });

  describe('lookups and sample data', () => {
    it('lists the categories Mens, Ladies and Unisex, brands, vendors and tags', async () => {
      const categories = (await get(`${URL}/categories`).expect(200)).body;
      expect(
        categories.map(({ name, slug, parentId }: Record<string, unknown>) => ({
          name,
          slug,
          parentId,
        })),
      ).toEqual([
        { name: 'Mens', slug: 'mens', parentId: null },
        { name: 'Ladies', slug: 'ladies', parentId: null },
        { name: 'Unisex', slug: 'unisex', parentId: null },
      ]);
      for (const lookup of ['brands', 'vendors']) {
        const { body } = await get(`${URL}/${lookup}`).expect(200);
        expect(body.length).toBeGreaterThanOrEqual(3);
        for (const item of body) {
          expect(item).toEqual({
            id: expect.any(String),
            name: expect.any(String),
            slug: item.slug,
          });
          expect(item.slug).toMatch(/^[a-z0-9-]+$/);
        }
      }
      const tags = (await get(`${URL}/tags`).expect(200)).body;
      expect(tags.length).toBeGreaterThanOrEqual(5);
      expect(tags[0]).toEqual({ id: expect.any(String), title: expect.any(String) });
    });

    it('seeds products across the categories with the sample’s tax rates, stock ranges and prices', async () => {
      const categories = (await get(`${URL}/categories`).expect(200)).body as { id: string }[];
      const products = await stored();
      expect(products.length).toBe(40);
      for (const category of categories) {
        expect(
          products.filter((product) => product.category === category.id).length,
        ).toBeGreaterThan(5);
      }
      for (const product of products) {
        expect([8, 10, 18, 20, 30]).toContain(product.taxPercent);
        expect(product.stock).toBeGreaterThanOrEqual(12);
        expect(product.stock).toBeLessThanOrEqual(49);
        expect(product.reserved).toBeGreaterThanOrEqual(2);
        expect(product.reserved).toBeLessThanOrEqual(5);
        expect(product.price).toBeCloseTo(product.basePrice * (1 + product.taxPercent / 100), 2);
      }
    });
  });

  describe('product list', () => {
    let byName: Product[];
    beforeAll(async () => {
      byName = [...(await stored())].sort((a, b) => byText(a.name, b.name));
    });

    it('defaults to sort name, order asc, size 10 and the zero-based page 1', async () => {
      const { products, pagination } = await page();
      expect(pagination).toEqual({
        length: 40,
        size: 10,
        page: 1,
        lastPage: 4,
        startIndex: 10,
        endIndex: 19,
      });
      expect(products.map((product) => product.id)).toEqual(
        byName.slice(10, 20).map((product) => product.id),
      );
    });

    it('slices pages zero-based: page 0 is the first, page 3 the last of 4', async () => {
      const first = await page('?page=0');
      expect(first.products.map((product) => product.name)).toEqual(
        byName.slice(0, 10).map((product) => product.name),
      );
      expect(first.pagination).toMatchObject({ page: 0, startIndex: 0, endIndex: 9 });
      const last = await page('?page=3');
      expect(last.products.map((product) => product.id)).toEqual(
        byName.slice(30).map((product) => product.id),
      );
      expect(last.pagination).toEqual({
        length: 40,
        size: 10,
        page: 3,
        lastPage: 4,
        startIndex: 30,
        endIndex: 39,
      });
    });

    it('answers a short last page', async () => {
      const { products, pagination } = await page('?page=5&size=7');
      expect(products.map((product) => product.id)).toEqual(
        byName.slice(35).map((product) => product.id),
      );
      expect(pagination).toEqual({
        length: 40,
        size: 7,
        page: 5,
        lastPage: 6,
        startIndex: 35,
        endIndex: 39,
      });
    });

    it.each(['?page=4', '?page=99', '?page=6&size=7', '?page=1&size=40'])(
      'beyond the last page (%s): no products and only lastPage',
      async (query) => {
        const size = Number(/size=(\d+)/.exec(query)?.[1] ?? 10);
        expect(await page(query)).toEqual({
          products: [],
          pagination: { lastPage: Math.ceil(40 / size) },
        });
      },
    );

    it('searches names case-insensitively; an empty search lists everything', async () => {
      const expected = byName.filter((product) => /gmt/i.test(product.name));
      expect(expected.length).toBeGreaterThan(1);
      for (const term of ['gmt', 'GMT', 'Gmt']) {
        const { products, pagination } = await page(`?search=${term}&page=0&size=100`);
        expect(products.map((product) => product.id)).toEqual(
          expected.map((product) => product.id),
        );
        expect(pagination.length).toBe(expected.length);
        expect(pagination.lastPage).toBe(1);
      }
      const everything = await page('?search=&page=0&size=100');
      expect(everything.products).toHaveLength(40);
    });

    it('answers an empty first page when nothing matches', async () => {
      expect(await page('?search=no-such-watch&page=0')).toEqual({
        products: [],
        pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
      });
      expect(await page('?search=no-such-watch')).toEqual({
        products: [],
        pagination: { lastPage: 1 },
      });
    });

    it('sorts numbers numerically in both orders', async () => {
      const all = await stored();
      for (const field of ['price', 'stock', 'basePrice', 'taxPercent'] as const) {
        const asc = (await page(`?sort=${field}&page=0&size=100`)).products.map((p) => p[field]);
        expect(asc).toEqual(all.map((product) => product[field]).sort((a, b) => a - b));
        const desc = (await page(`?sort=${field}&order=desc&page=0&size=100`)).products.map(
          (p) => p[field],
        );
        expect(desc).toEqual([...asc].reverse());
      }
    });

    it('sorts sku, name and active as text, ignoring case', async () => {
      const [a, b] = (await page('?page=0&size=2')).products;
      await send('patch', `${URL}/product`, {
        id: a!.id,
        product: { name: 'zulu lowercase watch', sku: 'aaa-00001' },
      }).expect(200);
      await send('patch', `${URL}/product`, {
        id: b!.id,
        product: { name: 'ZEBRA UPPERCASE WATCH', sku: 'AAA-00002' },
      }).expect(200);
      const names = (await page('?sort=name&page=0&size=100')).products.map((p) => p.name);
      expect(names.slice(-2)).toEqual(['ZEBRA UPPERCASE WATCH', 'zulu lowercase watch']);
      expect(names).toEqual([...names].sort(byText));
      const skus = (await page('?sort=sku&page=0&size=100')).products.map((p) => p.sku);
      expect(skus.slice(0, 2)).toEqual(['aaa-00001', 'AAA-00002']);
      const descending = (await page('?sort=sku&order=desc&page=0&size=100')).products.map(
        (p) => p.sku,
      );
      expect(descending.slice(-2)).toEqual(['AAA-00002', 'aaa-00001']);
      const active = (await page('?sort=active&page=0&size=100')).products.map((p) => p.active);
      const firstTrue = active.indexOf(true);
      expect(firstTrue).toBeGreaterThan(0);
      expect(active.slice(0, firstTrue).every((value) => value === false)).toBe(true);
      expect(active.slice(firstTrue).every((value) => value === true)).toBe(true);
    });

    it.each([
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['size=0', 'size'],
      ['size=101', 'size'],
      ['size=ten', 'size'],
      ['sort=brand', 'sort'],
      ['sort=constructor', 'sort'],
      ['order=up', 'order'],
      ['search=a&search=b', 'search'],
      ['colour=red', 'colour'],
    ])('refuses ?%s with 400 naming %s', async (query, field) => {
      const response = await get(`${URL}/products?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(Object.keys(response.body.fields)).toEqual([field]);
    });
  });

  describe('one product', () => {
    it('answers a product by id, 404 when unknown, 400 when malformed', async () => {
      const [first] = await stored();
      expect(unversioned((await get(`${URL}/product?id=${first!.id}`).expect(200)).body)).toEqual(
        first,
      );
      const unknown = await get(`${URL}/product?id=${UNKNOWN_ID}`).expect(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: `Could not found product with id of ${UNKNOWN_ID}!`,
        error: 'Not Found',
        code: 'not-found',
      });
      await get(`${URL}/product?id=nope`).expect(400);
    });

    it('creates an inactive "A New Product" with placeholders at the top', async () => {
      const { body } = await send('post', `${URL}/product`).expect(201);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        category: '',
        name: 'A New Product',
        description: '',
        tags: [],
        sku: '',
        barcode: '',
        brand: '',
        vendor: '',
        stock: 0,
        reserved: 0,
        cost: 0,
        basePrice: 0,
        taxPercent: 0,
        price: 0,
        weight: 0,
        thumbnail: null,
        images: [],
        active: false,
      });
      expect((await stored())[0]!.id).toBe(body.id);
      expect((await page('?page=0&size=100')).pagination.length).toBe(41);
      await send('delete', `${URL}/product?id=${body.id}`).expect(200, 'true');
      await get(`${URL}/product?id=${body.id}`).expect(404);
      await send('delete', `${URL}/product?id=${body.id}`).expect(404);
      expect((await page('?page=0&size=100')).pagination.length).toBe(40);
    });

    it('merges fields and derives the price from the base price and the tax', async () => {
      const created = (await send('post', `${URL}/product`).expect(201)).body as Product;
      const [category] = (await get(`${URL}/categories`).expect(200)).body;
      const [brand] = (await get(`${URL}/brands`).expect(200)).body;
      const [tag] = (await get(`${URL}/tags`).expect(200)).body;
      const { body } = await send('patch', `${URL}/product`, {
        id: created.id,
        product: {
          name: 'Test Diver',
          category: category.id,
          brand: brand.id,
          tags: [tag.id, tag.id],
          basePrice: 100,
          taxPercent: 18,
          stock: 20,
          active: true,
          thumbnail: 'https://images.example.com/diver.jpg',
          images: ['https://images.example.com/diver.jpg', '/img/diver-2.png'],
        },
      }).expect(200);
      expect(body).toMatchObject({
        id: created.id,
        name: 'Test Diver',
        category: category.id,
        brand: brand.id,
        vendor: '',
        tags: [tag.id],
        basePrice: 100,
        taxPercent: 18,
        price: 118,
        stock: 20,
        active: true,
        thumbnail: 'https://images.example.com/diver.jpg',
        images: ['https://images.example.com/diver.jpg', '/img/diver-2.png'],
      });
      const taxed = await send('patch', `${URL}/product`, {
        id: created.id,
        product: { taxPercent: 8.5 },
      }).expect(200);
      expect(taxed.body).toMatchObject({ basePrice: 100, taxPercent: 8.5, price: 108.5 });
      const rebased = await send('patch', `${URL}/product`, {
        id: created.id,
        product: { basePrice: 19.99, taxPercent: 10, thumbnail: null },
      }).expect(200);
      expect(rebased.body).toMatchObject({ price: 21.99, thumbnail: null, name: 'Test Diver' });
      expect((await stored()).find((product) => product.id === created.id)?.price).toBe(21.99);
      await send('delete', `${URL}/product?id=${created.id}`).expect(200);
    });

    it('answers a page asked for again as JSON, and a change shows in it at once', async () => {
      const query = '?page=0&size=5&sort=stock&order=desc&search=%20';
      const first = await get(`${URL}/products${query}`).expect(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const again = await get(`${URL}/products${query}`).expect(200);
      expect(again.text).toBe(first.text);
      const top = (first.body as ProductsPage).products[0];
      await send('patch', `${URL}/product`, {
        id: top.id,
        product: { stock: top.stock + 1000 },
      }).expect(200);
      const changed = (await get(`${URL}/products${query}`).expect(200)).body as ProductsPage;
      expect(changed.products[0]).toMatchObject({ id: top.id, stock: top.stock + 1000 });
      await send('patch', `${URL}/product`, { id: top.id, product: { stock: top.stock } }).expect(
        200,
      );
      expect((await page(query)).products[0].stock).toBe(top.stock);
    });

    it('answers 404 when updating an unknown product', async () => {
      const response = await send('patch', `${URL}/product`, {
        id: UNKNOWN_ID,
        product: { name: 'x' },
      }).expect(404);
      expect(response.body.message).toBe(`Could not found product with id of ${UNKNOWN_ID}!`);
    });

    describe('refuses bad input and changes nothing', () => {
      let target: Product;
      let before: string;
      beforeAll(async () => {
        target = (await stored())[5]!;
      });
      beforeEach(async () => {
        before = await storedText();
      });
      afterEach(async () => {
        expect(await storedText()).toBe(before);
      });

      it('ignores a price sent back: the server computes it', async () => {
        const { body } = await send('patch', `${URL}/product`, {
          id: target.id,
          product: { price: 1 },
        }).expect(200);
        expect(body.price).toBe(target.price);
      });

      it.each([
        ['an unknown field', { colour: 'red' }, 'product.colour'],
        ['a name of the wrong type', { name: 7 }, 'product.name'],
        ['a blank name', { name: '  ' }, 'product.name'],
        ['a negative stock', { stock: -1 }, 'product.stock'],
        ['a null stock', { stock: null }, 'product.stock'],
        ['a null name', { name: null }, 'product.name'],
        ['a null category', { category: null }, 'product.category'],
        ['null images', { images: null }, 'product.images'],
        ['a fractional stock', { stock: 1.5 }, 'product.stock'],
        ['a price given as text', { basePrice: '10' }, 'product.basePrice'],
        ['a tax over 100', { taxPercent: 101 }, 'product.taxPercent'],
        ['active as text', { active: 'yes' }, 'product.active'],
        ['a category that is no id', { category: 'Mens' }, 'product.category'],
        ['a script URL as thumbnail', { thumbnail: 'javascript:alert(1)' }, 'product.thumbnail'],
        ['a protocol-relative image', { images: ['//evil.example/x.png'] }, 'product.images'],
        ['images that are not a list', { images: 'https://a.example/x.png' }, 'product.images'],
        ['tags that are not ids', { tags: ['steel'] }, 'product.tags'],
      ])('%s', async (_case, product, field) => {
        const response = await send('patch', `${URL}/product`, { id: target.id, product }).expect(
          400,
        );
        expect(Object.keys(response.body.fields)).toContain(field);
      });

      it.each([
        ['category', { category: UNKNOWN_ID }],
        ['brand', { brand: UNKNOWN_ID }],
        ['vendor', { vendor: UNKNOWN_ID }],
        ['tag', { tags: [UNKNOWN_ID] }],
      ])('an unknown %s', async (_what, product) => {
        const response = await send('patch', `${URL}/product`, { id: target.id, product }).expect(
          400,
        );
        expect(response.body.message).toContain(UNKNOWN_ID);
      });
    });
  });

  describe('tags', () => {
    it('creates, renames, refuses duplicates and blanks, 404 for unknown ids', async () => {
      const created = await send('post', `${URL}/tag`, { tag: { title: 'vintage' } }).expect(201);
      expect(created.body).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        title: 'vintage',
      });
      const duplicate = await send('post', `${URL}/tag`, { tag: { title: 'VINTAGE' } }).expect(409);
      expect(duplicate.body.message).toBe('A product tag named VINTAGE already exists');
      await send('post', `${URL}/tag`, { tag: { title: '' } }).expect(400);
      // An id sent along (the original client's form holds one) is ignored: the server names it.
      const echoed = await send('post', `${URL}/tag`, { tag: { title: 'x', id: UNKNOWN_ID } });
      expect(echoed.status).toBe(201);
      expect(echoed.body.id).not.toBe(UNKNOWN_ID);
      await send('post', `${URL}/tag`, { tag: { title: 'y', color: 'red' } }).expect(400);
      await send('post', `${URL}/tag`, {}).expect(400);
      const renamed = await send('patch', `${URL}/tag`, {
        id: created.body.id,
        tag: { title: 'vintage 1970s' },
      }).expect(200);
      expect(renamed.body).toEqual({
        id: created.body.id,
        title: 'vintage 1970s',
        version: expect.any(String),
      });
      const unknown = await send('patch', `${URL}/tag`, {
        id: UNKNOWN_ID,
        tag: { title: 'y' },
      }).expect(404);
      expect(unknown.body.message).toBe(`Could not found product tag with id of ${UNKNOWN_ID}!`);
      await send('delete', `${URL}/tag?id=${UNKNOWN_ID}`).expect(404);
      await send('delete', `${URL}/tag?id=${created.body.id}`).expect(200, 'true');
    });

    it('deleting a tag strips it from every product', async () => {
      const tags = (await get(`${URL}/tags`).expect(200)).body as { id: string; title: string }[];
      const steel = tags.find((tag) => tag.title === 'steel')!;
      const tagged = (await stored()).filter((product) => product.tags.includes(steel.id));
      expect(tagged.length).toBeGreaterThan(3);
      await send('delete', `${URL}/tag?id=${steel.id}`).expect(200, 'true');
      const after = await stored();
      expect(after.some((product) => product.tags.includes(steel.id))).toBe(false);
      for (const product of tagged) {
        const now = after.find((one) => one.id === product.id)!;
        expect(now.tags).toEqual(product.tags.filter((id) => id !== steel.id));
      }
      const listed = (await page('?page=0&size=100')).products;
      expect(listed.some((product) => product.tags.includes(steel.id))).toBe(false);
      const titles = (await get(`${URL}/tags`).expect(200)).body.map(
        (tag: { title: string }) => tag.title,
      );
      expect(titles).not.toContain('steel');
    });
  });
});
