import type { IconSet } from '../../common/icons/icon-names';

/** The icon lists of `GET api/ui/icons/{set}`, as the original client names them. */
export const ICON_SET_SLUGS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;
export type IconSetSlug = (typeof ICON_SET_SLUGS)[number];

export const isIconSetSlug = (value: string): value is IconSetSlug =>
  (ICON_SET_SLUGS as readonly string[]).includes(value);

/** The grid classes of the original client: 24 px cells, 20 px for heroicons mini. */
export const ICON_GRIDS = ['icon-size-6', 'icon-size-5'] as const;
export type IconGrid = (typeof ICON_GRIDS)[number];

export interface IconSetDefinition {
  slug: IconSetSlug;
  /**
   * What goes before `:` in an icon name of the set (common/icons/icon-names.ts); '' for
   * material two-tone, whose names stand bare.
   */
  namespace: IconSet | '';
  /** The set's display name, as the original client's icon lists answer it. */
  name: string;
  grid: IconGrid;
  /** The npm package (a devDependency) whose SVG files make the set, read at build time. */
  packageName: string;
  /** The folder of the set's `<name>.svg` files inside the package. */
  folder: string;
}

export const ICON_SET_DEFINITIONS: Readonly<Record<IconSetSlug, IconSetDefinition>> = {
  feather: {
    slug: 'feather',
    namespace: 'feather',
    name: 'Feather',
    grid: 'icon-size-6',
    packageName: 'feather-icons',
    folder: 'dist/icons',
  },
  'heroicons-outline': {
    slug: 'heroicons-outline',
    namespace: 'heroicons_outline',
    name: 'Heroicons Outline',
    grid: 'icon-size-6',
    packageName: 'heroicons',
    folder: '24/outline',
  },
  'heroicons-solid': {
    slug: 'heroicons-solid',
    namespace: 'heroicons_solid',
    name: 'Heroicons Solid',
    grid: 'icon-size-6',
    packageName: 'heroicons',
    folder: '24/solid',
  },
  'heroicons-mini': {
    slug: 'heroicons-mini',
    namespace: 'heroicons_mini',
    name: 'Heroicons Mini',
    grid: 'icon-size-5',
    packageName: 'heroicons',
    folder: '20/solid',
  },
  'material-solid': {
    slug: 'material-solid',
    namespace: 'mat_solid',
    name: 'Material Solid',
    grid: 'icon-size-6',
    packageName: '@material-design-icons/svg',
    folder: 'filled',
  },
  'material-outline': {
    slug: 'material-outline',
    namespace: 'mat_outline',
    name: 'Material Outline',
    grid: 'icon-size-6',
    packageName: '@material-design-icons/svg',
    folder: 'outlined',
  },
  'material-twotone': {
    slug: 'material-twotone',
    namespace: '',
    name: 'Material Twotone',
    grid: 'icon-size-6',
    packageName: '@material-design-icons/svg',
    folder: 'two-tone',
  },
};

/** An icon's name within its set: lower-case words joined by `-` or `_` (`cog-8-tooth`). */
export const ICON_FILE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const ICON_FILE_NAME_MAX_LENGTH = 80;
