/**
 * The sample inventory: a watch shop's catalogue across the original client's three
 * categories (Mens, Ladies, Unisex), with invented brands and vendors, tags and
 * 40 products, each with a picture of a watch in its category's colour, showing its own
 * time. Deterministic: a fixed faker seed and fixed ids.
 */
import { newFaker } from './faker';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryTag,
  InventoryVendor,
  Product,
} from '../../modules/inventory/inventory.types';
import { priceOf } from '../../modules/inventory/price';
import {
  PRODUCT_IMAGE_URL_PREFIX,
  PRODUCT_IMAGES_AREA,
} from '../../modules/inventory/product-images';
import { type SeedFile, seedingArea } from '../blob-area';
import type { AreaSeeds, SeedContext } from './context';
import { pictureName, samplePicture } from './sample-pictures';

const SAMPLE_SEED = 20_260_407;
export const SAMPLE_PRODUCT_COUNT = 40;
export const SAMPLE_TAX_PERCENTS = [8, 10, 18, 20, 30] as const;

export const INVENTORY_CATEGORIES: readonly InventoryCategory[] = [
  { id: 'b899ec30-b85a-40ab-bb1f-18a596d5c6de', parentId: null, name: 'Mens', slug: 'mens' },
  { id: '07986d93-d4eb-4de1-9448-2538407f7254', parentId: null, name: 'Ladies', slug: 'ladies' },
  { id: 'ad12aa94-3863-47f8-acab-a638ef02a3e9', parentId: null, name: 'Unisex', slug: 'unisex' },
];

export const INVENTORY_BRANDS: readonly InventoryBrand[] = [
  { id: 'e1789f32-9475-43e7-9256-451d2e3a2282', name: 'Northwind', slug: 'northwind' },
  { id: '61d52c2a-8947-4a2c-8c35-f36baef45b96', name: 'Alderly', slug: 'alderly' },
  { id: 'f9987124-7ada-4b93-bef7-35280b3ddbd7', name: 'Quarto', slug: 'quarto' },
  { id: '5913ee46-a497-41db-a118-ee506011529f', name: 'Halden & Co', slug: 'halden-co' },
  { id: '2c4d98d8-f334-4125-9596-862515f5526b', name: 'Brightline', slug: 'brightline' },
];

export const INVENTORY_VENDORS: readonly InventoryVendor[] = [
  { id: '987dd10a-43b1-49f9-bfd9-05bb2dbc7029', name: 'Evel Supplies', slug: 'evel-supplies' },
  { id: '998b0c07-abfd-4ba3-8de1-7563ef3c4d57', name: 'Cogs Trading', slug: 'cogs-trading' },
  { id: '05ebb527-d733-46a9-acfb-a4e4ec960024', name: 'Stark Gifts', slug: 'stark-gifts' },
];

export const INVENTORY_TAGS: readonly InventoryTag[] = [
  { id: '167190fa-51b4-45fc-a742-8ce1b33d24ea', title: 'automatic' },
  { id: '3baea410-a7d6-4916-b79a-bdce50c37f95', title: 'quartz' },
  { id: '8ec8f60d-552f-4216-9f11-462b95b1d306', title: 'steel' },
  { id: '8837b93f-388b-43cc-851d-4ca8f23f3a61', title: 'leather' },
  { id: '8f868ddb-d4a2-461d-bc3b-d7c8668687c3', title: 'titanium' },
  { id: '0b11b742-3125-4d75-9a6f-84af7fde1969', title: 'water resistant' },
  { id: '0fc39efd-f640-41f8-95a5-3f1d749df200', title: 'limited edition' },
  { id: 'cb2d7e8f-2e6c-4e4b-b0b9-0a6e3b1f6c1d', title: '36mm' },
  { id: '5a0d7a0e-93f4-4a43-9a61-2f7f6f1d8e21', title: '40mm' },
  { id: 'e3c1b7a4-1c55-4d2e-8b0f-4f8f2a9c6d13', title: '44mm' },
];

interface WatchKind {
  noun: string;
  tags: string[];
  cost: [number, number];
  blurb: string;
}

const KINDS: readonly WatchKind[] = [
  {
    noun: 'Chronograph',
    tags: ['quartz', 'steel'],
    cost: [60, 180],
    blurb:
      'A stopwatch complication with two sub-dials, a tachymeter bezel and a screw-down crown.',
  },
  {
    noun: 'Diver',
    tags: ['automatic', 'steel', 'water resistant'],
    cost: [120, 320],
    blurb: 'A 200 m diver with a unidirectional ceramic bezel and luminous hands and markers.',
  },
  {
    noun: 'Dress Watch',
    tags: ['quartz', 'leather'],
    cost: [45, 140],
    blurb: 'A slim three-hand watch on a full-grain leather strap with a quick-release pin.',
  },
  {
    noun: 'Field Watch',
    tags: ['automatic', 'leather'],
    cost: [70, 190],
    blurb: 'A legible field dial with a 24-hour track, sapphire crystal and a canvas-lined strap.',
  },
  {
    noun: 'Pilot Watch',
    tags: ['automatic', 'steel'],
    cost: [110, 280],
    blurb: 'An oversized crown, a triangle at twelve and a flieger dial that reads at a glance.',
  },
  {
    noun: 'GMT',
    tags: ['automatic', 'titanium', 'water resistant'],
    cost: [180, 420],
    blurb: 'A second time zone on a bi-colour bezel, in a light brushed-titanium case.',
  },
  {
    noun: 'Skeleton Watch',
    tags: ['automatic', 'leather'],
    cost: [150, 380],
    blurb: 'An open-worked dial and case back that show the movement beating at 28,800 vph.',
  },
  {
    noun: 'Solar Watch',
    tags: ['quartz', 'titanium'],
    cost: [50, 160],
    blurb: 'A light-powered movement with six months of reserve and a scratch-resistant case.',
  },
];

const ADJECTIVES = [
  'Classic',
  'Urban',
  'Summit',
  'Coastal',
  'Midnight',
  'Meridian',
  'Trail',
  'Harbour',
  'Aurora',
];

const CASE_SIZES = { Mens: ['40mm', '44mm'], Ladies: ['36mm'], Unisex: ['36mm', '40mm'] };

/** Each category's colour in the pictures. */
const CATEGORY_HUES: Readonly<Record<string, number>> = { Mens: 214, Ladies: 338, Unisex: 172 };
const PICTURE = { width: 160, height: 160 } as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function sampleProducts(): Product[] {
  const faker = newFaker('en', 'base');
  faker.seed(SAMPLE_SEED);
  const tagId = (title: string) => INVENTORY_TAGS.find((tag) => tag.title === title)!.id;
  const names = new Set<string>();
  const products: Product[] = [];
  while (products.length < SAMPLE_PRODUCT_COUNT) {
    const kind = faker.helpers.arrayElement(KINDS);
    const brand = faker.helpers.arrayElement(INVENTORY_BRANDS);
    const name = `${brand.name} ${faker.helpers.arrayElement(ADJECTIVES)} ${kind.noun}`;
    if (names.has(name)) continue;
    names.add(name);
    // The three categories take turns, so each holds a third of the catalogue.
    const category = INVENTORY_CATEGORIES[products.length % INVENTORY_CATEGORIES.length]!;
    const size = faker.helpers.arrayElement(CASE_SIZES[category.name as keyof typeof CASE_SIZES]);
    const cost = faker.number.float({ min: kind.cost[0], max: kind.cost[1], fractionDigits: 2 });
    const basePrice = round2(cost * faker.number.float({ min: 1.4, max: 2.2 }));
    const taxPercent = faker.helpers.arrayElement(SAMPLE_TAX_PERCENTS);
    const tags = [...kind.tags, size].map(tagId);
    if (faker.datatype.boolean({ probability: 0.15 })) tags.push(tagId('limited edition'));
    const id = faker.string.uuid();
    const picture = `${PRODUCT_IMAGE_URL_PREFIX}${pictureName(`product:${id}`)}`;
    products.push({
      id,
      category: category.id,
      name,
      description: `${kind.blurb} ${size} case, ${category.name === 'Unisex' ? 'sized for any wrist' : `cut for ${category.name.toLowerCase()}`}.`,
      tags,
      sku: `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(5)}`,
      barcode: faker.string.numeric(13),
      brand: brand.id,
      vendor: faker.helpers.arrayElement(INVENTORY_VENDORS).id,
      stock: faker.number.int({ min: 12, max: 49 }),
      reserved: faker.number.int({ min: 2, max: 5 }),
      cost,
      basePrice,
      taxPercent,
      price: priceOf(basePrice, taxPercent),
      weight: faker.number.float({ min: 0.05, max: 0.2, fractionDigits: 2 }),
      thumbnail: picture,
      images: [picture],
      active: faker.datatype.boolean({ probability: 0.75 }),
    });
  }
  return products;
}

/** The pictures `products` point at: a watch in the category's colour, with the brand's and kind's initials. */
export function productPictures(products: readonly Product[]): SeedFile[] {
  return products.map((product) => {
    const category = INVENTORY_CATEGORIES.find((one) => one.id === product.category)!;
    const brand = INVENTORY_BRANDS.find((one) => one.id === product.brand)!;
    const kind = KINDS.find((one) => product.name.endsWith(one.noun))!;
    const key = `product:${product.id}`;
    return {
      name: pictureName(key),
      bytes: samplePicture({
        key,
        ...PICTURE,
        hue: CATEGORY_HUES[category.name],
        icon: 'watch',
        initials: `${brand.name[0]}${kind.noun[0]}`,
      }),
    };
  });
}

const copies =
  <T>(items: readonly T[]) =>
  () =>
    items.map((item) => ({ ...item }));

export const INVENTORY_SEEDS = {
  'inventory-categories': copies(INVENTORY_CATEGORIES),
  'inventory-brands': copies(INVENTORY_BRANDS),
  'inventory-vendors': copies(INVENTORY_VENDORS),
  'inventory-tags': copies(INVENTORY_TAGS),
  'inventory-products': (context: SeedContext) => {
    const products = sampleProducts();
    seedingArea(context.dataDir, PRODUCT_IMAGES_AREA).replaceAllSync(productPictures(products));
    return products;
  },
} satisfies AreaSeeds;
