import { Injectable } from '@nestjs/common';
import { PublicImages } from '../../common/files/public-images';
import { BlobStore, defineCollection, Repository, StoreService } from '../../store';
import type { Banner } from './banner.types';

@Injectable()
export class BannersRepository extends Repository<Banner> {
  constructor(store: StoreService) {
    super(store, defineCollection<Banner>({ name: 'banners' }));
  }
}

export const BANNER_IMAGE_URL_PREFIX = '/api/banners/images/';
export const BANNER_IMAGES_AREA = 'banner-images';

/** Banner images under DATA_DIR/files/banner-images. */
@Injectable()
export class BannerImages extends PublicImages {
  constructor(blobs: BlobStore) {
    super(blobs, BANNER_IMAGES_AREA, BANNER_IMAGE_URL_PREFIX);
  }
}
