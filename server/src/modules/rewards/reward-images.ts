import { Injectable } from '@nestjs/common';
import { PublicImages } from '../../common/files/public-images';
import { BlobStore } from '../../store';

export const REWARD_IMAGE_URL_PREFIX = '/api/rewards/images/';
export const REWARD_IMAGES_AREA = 'reward-images';

/** Reward images under DATA_DIR/files/reward-images. */
@Injectable()
export class RewardImages extends PublicImages {
  constructor(blobs: BlobStore) {
    super(blobs, REWARD_IMAGES_AREA, REWARD_IMAGE_URL_PREFIX);
  }
}
