import { useSyncExternalStore } from 'react';
import {
  DEFAULT_SHELL_CONFIG,
  parseShellConfig,
  type ResolvedScheme,
  SHELL_CONFIG_STORAGE_KEY,
  type ShellConfig,
  THEMES,
} from './config';

export interface ShellConfigState {
  config: ShellConfig;
  /** The scheme in effect: `auto` resolved against the system's preference. */
  scheme: ResolvedScheme;
}

type ConfigStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ShellConfigStoreDeps {
  storage?: ConfigStorage | null;
  matchMedia?: ((query: string) => MediaQueryList) | null;
}

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function browserStorage(): ConfigStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function browserMatchMedia(): ((query: string) => MediaQueryList) | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : null;
}

/**
 * The shell's configuration as an external store (for `useSyncExternalStore`): read from
 * and written to storage, and, while the scheme is `auto`, following the system's
 * colour preference live.
 */
export function createShellConfigStore({
  storage = browserStorage(),
  matchMedia = browserMatchMedia(),
}: ShellConfigStoreDeps = {}) {
  let config = read();
  const systemDark = matchMedia?.(DARK_SCHEME_QUERY) ?? null;
  let state: ShellConfigState = resolve();
  const listeners = new Set<() => void>();

  function read(): ShellConfig {
    try {
      return parseShellConfig(storage?.getItem(SHELL_CONFIG_STORAGE_KEY));
    } catch {
      return { ...DEFAULT_SHELL_CONFIG };
    }
  }

  function resolve(): ShellConfigState {
    const scheme: ResolvedScheme =
      config.scheme === 'auto' ? (systemDark?.matches ? 'dark' : 'light') : config.scheme;
    return { config, scheme };
  }

  function publish(): void {
    const next = resolve();
    if (next.config === state.config && next.scheme === state.scheme) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function onSystemChange(): void {
    if (config.scheme === 'auto') publish();
  }
  systemDark?.addEventListener('change', onSystemChange);

  return {
    getState: (): ShellConfigState => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Changes some settings and remembers the result. */
    update(changes: Partial<ShellConfig>): void {
      config = parseShellConfig(JSON.stringify({ ...config, ...changes }));
      try {
        storage?.setItem(SHELL_CONFIG_STORAGE_KEY, JSON.stringify(config));
      } catch {
        // Not remembered; the choice still holds for this page.
      }
      publish();
    },

    /** Back to the defaults, forgetting the stored choice. */
    reset(): void {
      config = { ...DEFAULT_SHELL_CONFIG };
      try {
        storage?.removeItem(SHELL_CONFIG_STORAGE_KEY);
      } catch {
        // Nothing stored to forget.
      }
      publish();
    },

    /** Stops following the system's preference (tests). */
    dispose(): void {
      systemDark?.removeEventListener('change', onSystemChange);
      listeners.clear();
    },
  };
}

export type ShellConfigStore = ReturnType<typeof createShellConfigStore>;

/** The app's one configuration. */
export const shellConfig = createShellConfigStore();

export function useShellConfig(store: ShellConfigStore = shellConfig): ShellConfigState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * Puts the configuration on the page: Bootstrap's colour mode on <html>
 * (`data-bs-theme`) and the theme's class on <body>. Only what differs is written: each
 * change to them restyles the whole page, some 15 ms of a phone's first screen.
 */
export function applyShellConfig(state: ShellConfigState, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.getAttribute('data-bs-theme') !== state.scheme) {
    html.setAttribute('data-bs-theme', state.scheme);
  }
  if (html.style.colorScheme !== state.scheme) html.style.colorScheme = state.scheme;
  const { classList } = doc.body;
  const stale = THEMES.filter((theme) => theme !== state.config.theme && classList.contains(theme));
  if (stale.length > 0) classList.remove(...stale);
  if (!classList.contains(state.config.theme)) classList.add(state.config.theme);
}

// Applied as soon as the app's code runs, before the first render, so the splash screen
// already wears the remembered scheme; ShellConfigEffect keeps it up to date afterwards.
if (typeof document !== 'undefined') applyShellConfig(shellConfig.getState());
