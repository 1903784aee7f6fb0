/**
 * Four sample banners: three showing now, one scheduled for next month, each with a
 * picture of its subject (a star, a gift, a question, a ticket) made at seeding time.
 */
import type { Banner } from '../../modules/banners/banner.types';
import {
  BANNER_IMAGE_URL_PREFIX,
  BANNER_IMAGES_AREA,
} from '../../modules/banners/banners.repository';
import { type SeedFile, seedingArea } from '../blob-area';
import type { AreaSeeds, SeedContext } from './context';
import { pictureName, samplePicture } from './sample-pictures';
import type { IconName } from './stroke-shapes';

const DAY_MS = 86_400_000;
/** 3:1, as the banner list shows them; the home page crops them a little. */
const PICTURE = { width: 480, height: 160 } as const;

/** Each sample banner's picture: its colour and icon, by banner id. */
const PICTURES: Readonly<Record<string, { hue: number; icon: IconName }>> = {
  '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e01': { hue: 262, icon: 'star' },
  '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e02': { hue: 318, icon: 'gift' },
  '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e03': { hue: 232, icon: 'question' },
  '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e04': { hue: 352, icon: 'ticket' },
};

export function bannersSample(now = new Date()): Banner[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const created = at(-20);
  const banner = (
    order: number,
    id: string,
    title: string,
    link: string | null,
    startsAt: string | null,
    endsAt: string | null,
  ): Banner => ({
    id,
    title,
    image: `${BANNER_IMAGE_URL_PREFIX}${pictureName(`banner:${id}`)}`,
    link,
    order,
    active: true,
    startsAt,
    endsAt,
    createdAt: created,
    updatedAt: created,
  });
  return [
    banner(
      0,
      '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e01',
      'Double points on invoices this month',
      null,
      at(-5),
      at(25),
    ),
    banner(
      1,
      '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e02',
      'New rewards in the catalogue',
      '/apps/premios',
      null,
      null,
    ),
    banner(
      2,
      '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e03',
      'Weekly trivia: answer and earn',
      null,
      at(-10),
      null,
    ),
    banner(
      3,
      '5b1f0f3e-3c1e-4f55-9d7a-0c6c2b1a9e04',
      'End-of-year raffle',
      'https://example.com/raffle',
      at(30),
      at(60),
    ),
  ];
}

/** The pictures `banners` point at. */
export function bannerPictures(banners: readonly Banner[]): SeedFile[] {
  return banners.map((banner) => {
    const key = `banner:${banner.id}`;
    return {
      name: pictureName(key),
      bytes: samplePicture({ key, ...PICTURE, ...PICTURES[banner.id] }),
    };
  });
}

export const BANNER_SEEDS = {
  banners: (context: SeedContext) => {
    const banners = bannersSample();
    seedingArea(context.dataDir, BANNER_IMAGES_AREA).replaceAllSync(bannerPictures(banners));
    return banners;
  },
} satisfies AreaSeeds;
