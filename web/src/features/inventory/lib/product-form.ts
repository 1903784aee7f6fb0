import { z } from 'zod';
import type { Product, ProductPatch } from '../api/inventory-api';

/** An image a product shows: an http(s) address or a path on this site (as the server checks). */
export const PRODUCT_IMAGE_URL = /^(https?:\/\/[^\s/$.?#][^\s]*|\/(?!\/)[^\s]*)$/i;

/** The server DTO's limits (server/src/modules/inventory/dto/inventory.dto.ts). */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  sku: 60,
  barcode: 60,
  tags: 30,
  images: 20,
  imageUrl: 2000,
  count: 1_000_000,
  money: 10_000_000,
  taxPercent: 100,
  weight: 100_000,
} as const;

/** A number as typed: digits, one decimal separator (. or ,) and up to `decimals` places. */
function amount(decimals: number, max: number) {
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+([.,]\\d{1,${decimals}})?$`);
  return z
    .string()
    .trim()
    .min(1, 'inventory.validation.required')
    .regex(
      pattern,
      decimals === 0
        ? 'inventory.validation.wholeNumber'
        : `inventory.validation.decimals${decimals}`,
    )
    .refine((value) => parseAmount(value) <= max, 'inventory.validation.tooBig');
}

/** A typed amount as a number ("12,5" is 12.5). */
export function parseAmount(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

/** Messages are translation keys; the form translates them (server messages pass as they are). */
export const productFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'inventory.validation.nameRequired')
    .max(PRODUCT_LIMITS.name, 'inventory.validation.tooLong'),
  description: z.string().max(PRODUCT_LIMITS.description, 'inventory.validation.tooLong'),
  sku: z.string().trim().max(PRODUCT_LIMITS.sku, 'inventory.validation.tooLong'),
  barcode: z.string().trim().max(PRODUCT_LIMITS.barcode, 'inventory.validation.tooLong'),
  category: z.string(),
  brand: z.string(),
  vendor: z.string(),
  tags: z.array(z.string()).max(PRODUCT_LIMITS.tags, 'inventory.validation.tooMany'),
  stock: amount(0, PRODUCT_LIMITS.count),
  reserved: amount(0, PRODUCT_LIMITS.count),
  cost: amount(2, PRODUCT_LIMITS.money),
  basePrice: amount(2, PRODUCT_LIMITS.money),
  taxPercent: amount(2, PRODUCT_LIMITS.taxPercent),
  weight: amount(3, PRODUCT_LIMITS.weight),
  thumbnail: z.string().nullable(),
  images: z
    .array(
      z
        .string()
        .max(PRODUCT_LIMITS.imageUrl, 'inventory.validation.tooLong')
        .regex(PRODUCT_IMAGE_URL, 'inventory.validation.imageUrl'),
    )
    .max(PRODUCT_LIMITS.images, 'inventory.validation.tooMany'),
  active: z.boolean(),
});

/** What the form holds: amounts as typed text. */
export type ProductFormValues = z.input<typeof productFormSchema>;

export function toProductFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: [...product.tags],
    stock: String(product.stock),
    reserved: String(product.reserved),
    cost: String(product.cost),
    basePrice: String(product.basePrice),
    taxPercent: String(product.taxPercent),
    weight: String(product.weight),
    thumbnail: product.thumbnail,
    images: [...product.images],
    active: product.active,
  };
}

/** The price the server will compute: the base price plus taxPercent of it, to the cent. */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}

/**
 * The PATCH body: text trimmed, amounts as numbers, the thumbnail one of the images (or
 * null), tags only those that still exist. The price is never sent: the server computes it.
 */
export function toProductPatch(
  values: ProductFormValues,
  knownTags?: ReadonlySet<string>,
): ProductPatch {
  const images = [...new Set(values.images.map((url) => url.trim()).filter(Boolean))];
  const thumbnail =
    values.thumbnail && images.includes(values.thumbnail) ? values.thumbnail : (images[0] ?? null);
  return {
    name: values.name.trim(),
    description: values.description,
    sku: values.sku.trim(),
    barcode: values.barcode.trim(),
    category: values.category,
    brand: values.brand,
    vendor: values.vendor,
    tags: [...new Set(values.tags)].filter((id) => !knownTags || knownTags.has(id)),
    stock: parseAmount(values.stock),
    reserved: parseAmount(values.reserved),
    cost: parseAmount(values.cost),
    basePrice: parseAmount(values.basePrice),
    taxPercent: parseAmount(values.taxPercent),
    weight: parseAmount(values.weight),
    thumbnail,
    images,
    active: values.active,
  };
}

/** The form's field paths the server may name (`product.images.2` and so on). */
export function productFieldPaths(values: ProductFormValues) {
  return [
    'name',
    'description',
    'sku',
    'barcode',
    'category',
    'brand',
    'vendor',
    'tags',
    'stock',
    'reserved',
    'cost',
    'basePrice',
    'taxPercent',
    'weight',
    'thumbnail',
    'images',
    'active',
    ...values.images.map((_, index) => `images.${index}` as const),
  ] as const;
}
