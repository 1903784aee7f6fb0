import { SHELL_CONFIG_STORAGE_KEY } from './config';
import { applyShellConfig, createShellConfigStore, DARK_SCHEME_QUERY } from './config-store';

/** A system colour preference that a test can change. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    media: DARK_SCHEME_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  return {
    matchMedia: jest.fn(() => list),
    setDark(value: boolean) {
      dark = value;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

describe('the shell configuration store', () => {
  it('starts from the defaults', () => {
    const store = createShellConfigStore({ storage: window.localStorage, matchMedia: null });
    expect(store.getState()).toEqual({
      config: { layout: 'classy', scheme: 'light', theme: 'theme-teal' },
      scheme: 'light',
    });
  });

  it('remembers a change in storage, and a new store reads it back', () => {
    const first = createShellConfigStore({ storage: window.localStorage, matchMedia: null });
    const listener = jest.fn();
    first.subscribe(listener);
    first.update({ layout: 'dense', theme: 'theme-rose' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(SHELL_CONFIG_STORAGE_KEY)!)).toEqual({
      layout: 'dense',
      scheme: 'light',
      theme: 'theme-rose',
    });
    const second = createShellConfigStore({ storage: window.localStorage, matchMedia: null });
    expect(second.getState().config).toEqual({
      layout: 'dense',
      scheme: 'light',
      theme: 'theme-rose',
    });
  });

  it('ignores invalid values and forgets everything on reset', () => {
    const store = createShellConfigStore({ storage: window.localStorage, matchMedia: null });
    store.update({ layout: 'nope' as never });
    expect(store.getState().config.layout).toBe('classy');
    store.update({ scheme: 'dark' });
    store.reset();
    expect(store.getState().config.scheme).toBe('light');
    expect(window.localStorage.getItem(SHELL_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('keeps a stable snapshot while nothing changes', () => {
    const store = createShellConfigStore({ storage: null, matchMedia: null });
    const before = store.getState();
    store.update({ layout: 'classy' });
    expect(store.getState()).toEqual(before);
  });

  it('follows the system’s preference live while the scheme is auto', () => {
    const system = fakeSystemScheme(false);
    const store = createShellConfigStore({ storage: null, matchMedia: system.matchMedia });
    expect(system.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    store.update({ scheme: 'auto' });
    expect(store.getState().scheme).toBe('light');
    const listener = jest.fn();
    store.subscribe(listener);
    system.setDark(true);
    expect(store.getState().scheme).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    system.setDark(false);
    expect(store.getState().scheme).toBe('light');
  });

  it('ignores the system while a scheme is chosen', () => {
    const system = fakeSystemScheme(true);
    const store = createShellConfigStore({ storage: null, matchMedia: system.matchMedia });
    store.update({ scheme: 'light' });
    system.setDark(false);
    system.setDark(true);
    expect(store.getState().scheme).toBe('light');
    store.dispose();
    expect(system.listenerCount()).toBe(0);
  });

  it('puts the scheme on <html> and the theme class on <body>', () => {
    document.body.className = 'theme-teal other';
    applyShellConfig({
      config: { layout: 'classy', scheme: 'auto', theme: 'theme-amber' },
      scheme: 'dark',
    });
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    expect(document.body.className).toBe('other theme-amber');
  });

  it('leaves <html> and <body> untouched when they already wear the configuration', () => {
    document.body.className = 'other theme-amber';
    const state = {
      config: { layout: 'classy', scheme: 'auto', theme: 'theme-amber' },
      scheme: 'dark',
    } as const;
    applyShellConfig(state);
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.documentElement, { attributes: true, subtree: true });
    applyShellConfig(state);
    const changed = observer.takeRecords().map((record) => record.target.nodeName);
    observer.disconnect();
    expect(changed).toEqual([]);
    expect(document.body.className).toBe('other theme-amber');
  });
});
