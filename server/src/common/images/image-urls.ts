/**
 * The sample images (data/images) are served by the API at `/api/images/{folder}/{file}`,
 * so a client that forwards only `/api` to this server loads them too. Records written
 * before pointed at `/images/...`, files of the web app; upgrades move them here.
 */
export const IMAGES_URL_PREFIX = '/api/images/';

/** Where sample images used to live: the web app's public folder, outside /api. */
const OLD_IMAGES_URL_PREFIX = '/images/';

/** The URL of a sample image: `imageUrl('avatars', 'male-01.svg')`. */
export function imageUrl(folder: string, file: string): string {
  return `${IMAGES_URL_PREFIX}${folder}/${file}`;
}

/** A `/images/...` reference moved under /api; anything else (null, other URLs) as it is. */
export function upgradeImageUrl<T extends string | null | undefined>(url: T): T {
  return typeof url === 'string' && url.startsWith(OLD_IMAGES_URL_PREFIX)
    ? (`${IMAGES_URL_PREFIX}${url.slice(OLD_IMAGES_URL_PREFIX.length)}` as T)
    : url;
}

/** upgradeImageUrl for a list; the same array when none changed. */
export function upgradeImageUrls(urls: readonly string[]): readonly string[] {
  const next = urls.map(upgradeImageUrl);
  return next.some((url, index) => url !== urls[index]) ? next : urls;
}

/**
 * A record with the named image fields (a URL or null) upgraded; the same record when
 * none changed, so collection upgrades write only what needs it.
 */
export function upgradeImageFields<T extends object>(record: T, ...fields: (keyof T)[]): T {
  let next: T = record;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const upgraded = upgradeImageUrl(value);
    if (upgraded !== value) next = { ...next, [field]: upgraded };
  }
  return next;
}
