import { Module } from '@nestjs/common';
import { InventoryController } from './inventory.controller';
import {
  InventoryBrandsRepository,
  InventoryCategoriesRepository,
  InventoryTagsRepository,
  InventoryVendorsRepository,
  ProductsRepository,
} from './inventory.repository';
import { InventoryService } from './inventory.service';
import { ProductImages } from './product-images';

/** The e-commerce inventory: the rewards catalogue's products and their lookups. */
@Module({
  controllers: [InventoryController],
  providers: [
    InventoryCategoriesRepository,
    InventoryBrandsRepository,
    InventoryVendorsRepository,
    InventoryTagsRepository,
    ProductsRepository,
    InventoryService,
    ProductImages,
  ],
})
export class InventoryModule {}
