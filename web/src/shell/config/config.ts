/**
 * The shell's appearance: which layout frames the
 * signed-in screens, the colour scheme and the theme. Chosen in the settings drawer and
 * remembered in this browser.
 */

export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const SCHEMES = ['light', 'dark', 'auto'] as const;
export type Scheme = (typeof SCHEMES)[number];
/** What `auto` turns into: the system's preference. */
export type ResolvedScheme = Exclude<Scheme, 'auto'>;

export const THEMES = [
  'theme-default',
  'theme-brand',
  'theme-teal',
  'theme-rose',
  'theme-purple',
  'theme-amber',
] as const;
export type ThemeName = (typeof THEMES)[number];

export interface ShellConfig {
  layout: LayoutName;
  scheme: Scheme;
  theme: ThemeName;
}

/** Classy layout, light scheme, teal theme. */
export const DEFAULT_SHELL_CONFIG: Readonly<ShellConfig> = Object.freeze({
  layout: 'classy',
  scheme: 'light',
  theme: 'theme-teal',
});

export const SHELL_CONFIG_STORAGE_KEY = 'talento.shellConfig';

/** The query parameter that overrides the layout for one visit: `?layout=dense`. */
export const LAYOUT_QUERY_PARAM = 'layout';

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}

export function isScheme(value: unknown): value is Scheme {
  return typeof value === 'string' && (SCHEMES as readonly string[]).includes(value);
}

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * A stored configuration, field by field: what is unknown (an old or hand-edited value)
 * falls back to the default, what is valid is kept.
 */
export function parseShellConfig(raw: string | null | undefined): ShellConfig {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: start from the defaults.
  }
  return {
    layout: isLayoutName(stored.layout) ? stored.layout : DEFAULT_SHELL_CONFIG.layout,
    scheme: isScheme(stored.scheme) ? stored.scheme : DEFAULT_SHELL_CONFIG.scheme,
    theme: isThemeName(stored.theme) ? stored.theme : DEFAULT_SHELL_CONFIG.theme,
  };
}

export interface LayoutChoice {
  /** The configured layout (settings drawer, or the default). */
  configured: LayoutName;
  /** A layout named by the matched routes' data, if any. */
  route?: unknown;
  /** The `layout` query parameter, if any. */
  query?: unknown;
}

/**
 * Which layout frames an application screen: the query parameter wins over the route's
 * data, which wins over the configuration. Unknown names are ignored.
 */
export function chooseLayout({ configured, route, query }: LayoutChoice): LayoutName {
  if (isLayoutName(query)) return query;
  if (isLayoutName(route)) return route;
  return configured;
}

/**
 * A layout named by route data: the deepest route handle whose `layout` is one of the
 * eleven layouts (not merely 'app', which means "the configured one").
 */
export function routeLayoutOverride(handles: readonly unknown[]): LayoutName | undefined {
  for (let index = handles.length - 1; index >= 0; index -= 1) {
    const handle = handles[index];
    if (handle && typeof handle === 'object' && 'layout' in handle) {
      const { layout } = handle as { layout: unknown };
      if (isLayoutName(layout)) return layout;
    }
  }
  return undefined;
}
