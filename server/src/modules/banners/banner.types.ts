/** A banner of the public home page, shown while active and inside its dates, in order. */
export interface Banner {
  id: string;
  title: string;
  /** `/api/banners/images/<file>` of an uploaded image, or null. */
  image: string | null;
  /** Where a click leads: a path of this site or an http(s) URL; null for none. */
  link: string | null;
  /** Position among the banners, 0 first; kept 0..n-1 by every change. */
  order: number;
  active: boolean;
  /** Shown from this moment (inclusive), or always when null. */
  startsAt: string | null;
  /** Shown until this moment (exclusive), or always when null. */
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}
