/**
 * The product's breakpoints, in pixels. They must match
 * $grid-breakpoints in styles/_variables.scss; below `md` counts as a small screen.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** Largest first, as react-bootstrap's ThemeProvider expects them. */
export const BREAKPOINT_NAMES: Breakpoint[] = ['xl', 'lg', 'md', 'sm', 'xs'];
