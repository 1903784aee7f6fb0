import { Injectable } from '@nestjs/common';
import { upgradeImageFields, upgradeImageUrls } from '../../common/images/image-urls';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryTag,
  InventoryVendor,
  Product,
} from './inventory.types';

@Injectable()
export class InventoryCategoriesRepository extends Repository<InventoryCategory> {
  constructor(store: StoreService) {
    super(store, defineCollection<InventoryCategory>({ name: 'inventory-categories' }));
  }
}

@Injectable()
export class InventoryBrandsRepository extends Repository<InventoryBrand> {
  constructor(store: StoreService) {
    super(store, defineCollection<InventoryBrand>({ name: 'inventory-brands' }));
  }
}

@Injectable()
export class InventoryVendorsRepository extends Repository<InventoryVendor> {
  constructor(store: StoreService) {
    super(store, defineCollection<InventoryVendor>({ name: 'inventory-vendors' }));
  }
}

@Injectable()
export class InventoryTagsRepository extends Repository<InventoryTag> {
  constructor(store: StoreService) {
    super(store, defineCollection<InventoryTag>({ name: 'inventory-tags' }));
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
        upgrade: upgradeProductImages,
      }),
    );
  }
}
