import { Injectable } from '@nestjs/common';
import { PublicImages } from '../../common/files/public-images';
import { BlobStore } from '../../store';

export const PRODUCT_IMAGE_URL_PREFIX = '/api/apps/ecommerce/inventory/images/';
export const PRODUCT_IMAGES_AREA = 'product-images';

/**
 * Product pictures stored on the server, under DATA_DIR/files/product-images (the sample
 * catalogue's). A product may as well point at any other image address.
 */
@Injectable()
export class ProductImages extends PublicImages {
  constructor(blobs: BlobStore) {
    super(blobs, PRODUCT_IMAGES_AREA, PRODUCT_IMAGE_URL_PREFIX);
  }
}
