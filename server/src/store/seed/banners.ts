/** Four sample banners: three showing now, one scheduled for next month. No images. */
import type { Banner } from '../../modules/banners/banner.types';
import type { AreaSeeds } from './context';

const DAY_MS = 86_400_000;

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
    image: null,
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

export const BANNER_SEEDS = {
  banners: () => bannersSample(),
} satisfies AreaSeeds;
