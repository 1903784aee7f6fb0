import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api/client';
import type { components, paths } from '../../lib/api/schema';

/** One icon set as GET /api/ui/icons/{set} answers it: namespace, name, grid, list. */
export type IconList = components['schemas']['IconListDto'];
export type IconSetSlug = paths['/api/ui/icons/{set}']['get']['parameters']['path']['set'];

/** The sets, in the order the browser offers them: the product's own set first. */
export const ICON_SET_SLUGS: readonly IconSetSlug[] = [
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-twotone',
  'material-outline',
  'material-solid',
  'feather',
];

export const DEFAULT_ICON_SET: IconSetSlug = 'heroicons-outline';

export const isIconSetSlug = (value: string): value is IconSetSlug =>
  (ICON_SET_SLUGS as readonly string[]).includes(value);

/** Query keys of the icon sets; they change only with a release. */
export const iconSetKeys = {
  all: ['ui-icons'] as const,
  set: (set: IconSetSlug) => [...iconSetKeys.all, set] as const,
};

export function iconSetQuery(set: IconSetSlug) {
  return queryOptions({
    queryKey: iconSetKeys.set(set),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/ui/icons/{set}', { params: { path: { set } }, signal })),
    staleTime: Infinity,
  });
}

/** The address of one icon's SVG (public and cached, so CSS may load it). */
export const iconSvgUrl = (set: IconSetSlug, name: string): string =>
  `/api/ui/icons/${set}/svg/${encodeURIComponent(name)}`;

/** The name the API takes for an icon of a set: `heroicons_outline:star`, or bare `star`. */
export const fullIconName = (namespace: string, name: string): string =>
  namespace ? `${namespace}:${name}` : name;

/**
 * The names holding every word of the query, words split at spaces, `-` and `_` (so
 * "arrow down" finds `arrow-down` and `arrow_downward`); a pasted `set:name` searches the
 * name.
 */
export function matchIcons(list: readonly string[], query: string): readonly string[] {
  const text = query.includes(':') ? query.slice(query.lastIndexOf(':') + 1) : query;
  const words = text
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((name) => words.every((word) => name.includes(word)));
}
