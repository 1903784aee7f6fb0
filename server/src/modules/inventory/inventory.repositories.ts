import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
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

@Injectable()
export class ProductsRepository extends Repository<Product> {
  constructor(store: StoreService) {
    super(store, defineCollection<Product>({ name: 'inventory-products', seed: sampleProducts }));
  }
}
