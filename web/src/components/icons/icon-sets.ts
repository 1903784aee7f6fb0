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

const MATERIAL_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
const DASHED_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SET_OF_NAMESPACE: Readonly<Record<string, IconSetSlug>> = {
  heroicons_outline: 'heroicons-outline',
  heroicons_solid: 'heroicons-solid',
  heroicons_mini: 'heroicons-mini',
  mat_outline: 'material-outline',
  mat_solid: 'material-solid',
  feather: 'feather',
};

/**
 * The set and the name within it of an icon name as the API writes it
 * (`heroicons_mini:star`; a bare name is material two-tone), or null for an unknown set.
 */
export function iconInSet(icon: string): { set: IconSetSlug; name: string } | null {
  const colon = icon.indexOf(':');
  const namespace = icon.slice(0, Math.max(colon, 0));
  const name = icon.slice(colon + 1);
  const set =
    colon === -1
      ? 'material-twotone'
      : Object.hasOwn(SET_OF_NAMESPACE, namespace)
        ? SET_OF_NAMESPACE[namespace]
        : null;
  if (!set) return null;
  // Material names join words with `_`, the other sets with `-`.
  const shape = set.startsWith('material') ? MATERIAL_NAME : DASHED_NAME;
  return shape.test(name) ? { set, name } : null;
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
