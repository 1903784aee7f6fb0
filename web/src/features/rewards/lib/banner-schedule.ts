import type { Banner } from '../api/banners';

/**
 * Whether a banner is on the public home page now, as the server decides it
 * (BannersService.isShowing): active, from startsAt (inclusive) to endsAt (exclusive).
 */
export type BannerShowing = 'showing' | 'scheduled' | 'ended' | 'inactive';

export function bannerShowing(
  banner: Pick<Banner, 'active' | 'startsAt' | 'endsAt'>,
  now = new Date(),
): BannerShowing {
  if (!banner.active) return 'inactive';
  const time = now.getTime();
  if (banner.startsAt !== null && Date.parse(banner.startsAt) > time) return 'scheduled';
  if (banner.endsAt !== null && time >= Date.parse(banner.endsAt)) return 'ended';
  return 'showing';
}

/** The ids in a new order: the one at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
