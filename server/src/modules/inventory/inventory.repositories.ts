import { Injectable } from '@nestjs/common';
import { upgradeImageFields, upgradeImageUrls } from '../../common/images/image-urls';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import {
  INVENTORY_BRANDS,
  INVENTORY_CATEGORIES,
  INVENTORY_TAGS,
  INVENTORY_VENDORS,
  sampleProducts,
} from './inventory.sample';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryTag,
  InventoryVendor,
  Product,
} from './inventory.types';

const copies =
  <T>(items: readonly T[]) =>
  () =>
    items.map((item) => ({ ...item }));

@Injectable()
export class InventoryCategoriesRepository extends Repository<InventoryCategory> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection({ name: 'inventory-categories', seed: copies(INVENTORY_CATEGORIES) }),
    );
  }
}

@Injectable()
export class InventoryBrandsRepository extends Repository<InventoryBrand> {
  constructor(store: StoreService) {
    super(store, defineCollection({ name: 'inventory-brands', seed: copies(INVENTORY_BRANDS) }));
  }
}

@Injectable()
export class InventoryVendorsRepository extends Repository<InventoryVendor> {
  constructor(store: StoreService) {
    super(store, defineCollection({ name: 'inventory-vendors', seed: copies(INVENTORY_VENDORS) }));
  }
}

@Injectable()
export class InventoryTagsRepository extends Repository<InventoryTag> {
  constructor(store: StoreService) {
    super(store, defineCollection({ name: 'inventory-tags', seed: copies(INVENTORY_TAGS) }));
  }
}

/** Images saved as `/images/...` (the web's files) move to the API's `/api/images/...`. */
export function upgradeProductImages(items: readonly Product[]): readonly Product[] {
  return upgradeEach(items, (product) => {
    const next = upgradeImageFields(product, 'thumbnail');
    if (!Array.isArray(product.images)) return next;
    const images = upgradeImageUrls(product.images);
    return images === product.images ? next : { ...next, images: [...images] };
  });
}

@Injectable()
export class ProductsRepository extends Repository<Product> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Product>({
        name: 'inventory-products',
        seed: sampleProducts,
        upgrade: upgradeProductImages,
      }),
    );
  }
}
