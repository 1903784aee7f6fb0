/**
 * The access token of the signed-in account: kept in memory and in localStorage so a
 * reload stays signed in. The API client reads it for the Authorization header; the
 * sign-in flow (a later issue) writes it.
 */
export const TOKEN_STORAGE_KEY = 'talento.accessToken';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TokenStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): keep it in memory.
    return null;
  }
}

export function createTokenStore(storage: TokenStorage | null = browserStorage()): TokenStore {
  let token = read();

  function read(): string | null {
    try {
      return storage?.getItem(TOKEN_STORAGE_KEY) || null;
    } catch {
      return null;
    }
  }

  function write(value: string | null): void {
    try {
      if (value) storage?.setItem(TOKEN_STORAGE_KEY, value);
      else storage?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Quota or privacy errors: the in-memory copy still works for this page.
    }
  }

  return {
    get: () => token,
    set(value) {
      token = value || null;
      write(token);
    },
    clear() {
      token = null;
      write(null);
    },
  };
}

/** The app's one token store. */
export const authToken = createTokenStore();
