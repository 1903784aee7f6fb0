import {
  chooseLayout,
  DEFAULT_SHELL_CONFIG,
  LAYOUTS,
  parseShellConfig,
  routeLayoutOverride,
  THEMES,
} from './config';

describe('the shell configuration', () => {
  it('offers the eleven layouts and six themes', () => {
    expect(LAYOUTS).toHaveLength(11);
    expect(THEMES).toEqual([
      'theme-default',
      'theme-brand',
      'theme-teal',
      'theme-rose',
      'theme-purple',
      'theme-amber',
    ]);
  });

  it('defaults to the classy layout, the light scheme and the teal theme', () => {
    expect(DEFAULT_SHELL_CONFIG).toEqual({
      layout: 'classy',
      scheme: 'light',
      theme: 'theme-teal',
    });
    expect(parseShellConfig(null)).toEqual(DEFAULT_SHELL_CONFIG);
    expect(parseShellConfig('not json')).toEqual(DEFAULT_SHELL_CONFIG);
  });

  it('keeps the valid stored fields and drops the unknown ones', () => {
    expect(parseShellConfig('{"layout":"dense","scheme":"sepia","theme":"theme-rose"}')).toEqual({
      layout: 'dense',
      scheme: 'light',
      theme: 'theme-rose',
    });
  });
});

describe('the layout choice', () => {
  it('is the configured layout by default', () => {
    expect(chooseLayout({ configured: 'classy' })).toBe('classy');
  });

  it('prefers the route’s data over the configuration', () => {
    expect(chooseLayout({ configured: 'classy', route: 'thin' })).toBe('thin');
  });

  it('prefers the query parameter over the route’s data and the configuration', () => {
    expect(chooseLayout({ configured: 'classy', route: 'thin', query: 'dense' })).toBe('dense');
  });

  it('ignores names that are not layouts', () => {
    expect(chooseLayout({ configured: 'modern', route: 'app', query: 'fancy' })).toBe('modern');
  });

  it('reads the deepest route handle that names a layout', () => {
    expect(
      routeLayoutOverride([
        undefined,
        { layout: 'compact' },
        { titleKey: 'routes.tablero', layout: 'app' },
        { titleKey: 'routes.tablero', layout: 'enterprise' },
      ]),
    ).toBe('enterprise');
    expect(routeLayoutOverride([{ layout: 'app' }, null])).toBeUndefined();
  });
});
