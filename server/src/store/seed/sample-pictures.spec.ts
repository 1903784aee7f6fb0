import { inflateSync } from 'node:zlib';
import { sniffImage } from '../../common/files/magic-bytes';
import { bannerPictures, bannersSample } from './banners';
import type { SeedContext } from './context';
import { INVENTORY_CATEGORIES, productPictures, sampleProducts } from './inventory';
import { REWARDS_BY_CATEGORY, rewardPictures, rewardsSample } from './rewards';
import { recruitmentSampleFor } from './recruitment';
import { initialsOf, pictureName } from './sample-pictures';

const context: SeedContext = {
  dataDir: '/tmp/not-used',
  admin: {
    email: 'admin@example.test',
    password: 'a long enough password',
    oneTimePassword: false,
  },
  passwordHashCost: 4,
  invoiceCurrencyPerPoint: 10,
};

/** The PNG's size and pixels, checked: chunks with good checksums, IDAT that inflates to them. */
function decodePng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(sniffImage(bytes)).toBe('png');
  let at = 8;
  const data: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(data));
  expect(pixels.length).toBe((width * 3 + 1) * height);
  return { width, height, pixels };
}

describe('the sample pictures', () => {
  const rewards = rewardsSample(context);
  const banners = bannersSample();
  const products = sampleProducts();
  const pictures = {
    rewards: rewardPictures(context, rewards),
    banners: bannerPictures(banners),
    products: productPictures(products),
  };

  it('puts every reward in a category it belongs to, from that category’s own list', () => {
    const categories = recruitmentSampleFor(context).categories.filter(
      (one) => one.kind === 'reward',
    );
    expect(categories.map((one) => one.name).sort()).toEqual(
      Object.keys(REWARDS_BY_CATEGORY).sort(),
    );
    for (const category of categories) {
      const listed = REWARDS_BY_CATEGORY[category.name].rewards;
      const inCategory = rewards.filter((reward) => reward.categoryId === category.id);
      expect({ category: category.name, rewards: inCategory.map((one) => one.name) }).toEqual({
        category: category.name,
        rewards: listed.map((one) => one.name),
      });
      for (const reward of inCategory) {
        const template = listed.find((one) => one.name === reward.name)!;
        expect(reward).toMatchObject({
          description: template.description,
          pointsCost: template.pointsCost,
        });
      }
    }
    expect(rewards).toHaveLength(20);
    // No name in two lists: a reward's list says which category it fits.
    const names = Object.values(REWARDS_BY_CATEGORY).flatMap((list) =>
      list.rewards.map((one) => one.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('cuts each product for its category: the case sizes that category wears', () => {
    const sizes: Record<string, string[]> = {
      Mens: ['40mm', '44mm'],
      Ladies: ['36mm'],
      Unisex: ['36mm', '40mm'],
    };
    for (const product of products) {
      const category = INVENTORY_CATEGORIES.find((one) => one.id === product.category)!;
      const size = sizes[category.name].find((one) => product.description.includes(`${one} case`));
      expect({ product: product.name, category: category.name, fits: size !== undefined }).toEqual({
        product: product.name,
        category: category.name,
        fits: true,
      });
    }
  });

  it('points every record at its own picture, stored under that name', () => {
    const urls = [
      ...rewards.map((one) => one.image),
      ...banners.map((one) => one.image),
      ...products.map((one) => one.thumbnail),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    expect(rewards.map((one) => one.image)).toEqual(
      pictures.rewards.map((file) => `/api/rewards/images/${file.name}`),
    );
    expect(banners.map((one) => one.image)).toEqual(
      pictures.banners.map((file) => `/api/banners/images/${file.name}`),
    );
    expect(products.map((one) => [one.thumbnail, ...one.images])).toEqual(
      pictures.products.map((file) => {
        const url = `/api/apps/ecommerce/inventory/images/${file.name}`;
        return [url, url];
      }),
    );
  });

  it('makes valid PNGs of the right size, each different', () => {
    const all = [...pictures.rewards, ...pictures.banners, ...pictures.products];
    for (const file of pictures.rewards)
      expect(decodePng(file.bytes)).toMatchObject({ width: 256, height: 160 });
    for (const file of pictures.banners)
      expect(decodePng(file.bytes)).toMatchObject({ width: 480, height: 160 });
    for (const file of pictures.products)
      expect(decodePng(file.bytes)).toMatchObject({ width: 160, height: 160 });
    expect(new Set(all.map((file) => file.bytes.toString('base64'))).size).toBe(all.length);
    // Not a flat colour: a gradient with a white drawing on it.
    const { pixels } = decodePng(pictures.rewards[0].bytes);
    expect(new Set(pixels).size).toBeGreaterThan(50);
    expect(pixels.some((byte) => byte > 240)).toBe(true);
  });

  it('is the same at every seeding', () => {
    expect(rewardPictures(context, rewardsSample(context))).toEqual(pictures.rewards);
    expect(productPictures(sampleProducts())).toEqual(pictures.products);
    expect(pictureName('reward:1')).toBe(pictureName('reward:1'));
    expect(pictureName('reward:1')).not.toBe(pictureName('reward:2'));
  });

  it('initials a name by its capitalised words', () => {
    expect(initialsOf('Weekend in Valle de Bravo')).toBe('WV');
    expect(initialsOf('Balloon flight over Teotihuacán')).toBe('BT');
    expect(initialsOf('10-inch tablet')).toBe('1');
    expect(initialsOf('dinner for two')).toBe('DF');
  });
});
