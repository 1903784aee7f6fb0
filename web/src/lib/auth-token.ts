/**
 * The access token of the signed-in account: kept in memory and in localStorage so a
 * reload stays signed in. The API client reads it for the Authorization header; the
 * sign-in flow writes it. An expired token is never handed out (the server would refuse
 * it anyway, and the original client sends only live tokens).
 */
export const TOKEN_STORAGE_KEY = 'talento.accessToken';

export interface TokenStore {
  /** The token, or null when there is none or it has expired. */
  get(): string | null;
  /** `remember: false` keeps the token for this browser tab only (sessionStorage). */
  set(token: string, options?: { remember?: boolean }): void;
  /** False when the token lives in this tab only. */
  isRemembered(): boolean;
  /**
   * True once the token this page held has expired (and was dropped): its requests go
   * without one, and a refusal then means the session ended, as with a refused token.
   */
  hasLapsed(): boolean;
  clear(): void;
}

/** The claims of a JWT's payload (read, not verified: the server verifies), or {}. */
function claims(token: string): { iat?: unknown; exp?: unknown } {
  try {
    const payload = token.split('.')[1];
    if (!payload) return {};
    const parsed = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Expiry of a JWT (from its `exp`), or null when the token cannot be read. */
export function tokenExpiry(token: string): Date | null {
  const { exp } = claims(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}

/** When a JWT was issued and when it expires, in seconds (its `iat` and `exp`), or null. */
export function tokenLifetime(token: string): { issuedAt: number; expiresAt: number } | null {
  const { iat, exp } = claims(token);
  return typeof iat === 'number' && typeof exp === 'number'
    ? { issuedAt: iat, expiresAt: exp }
    : null;
}

export function isExpired(token: string, now = new Date()): boolean {
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry <= now;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): TokenStorage | null {
  try {
    return window[kind];
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): keep it in memory.
    return null;
  }
}

export function createTokenStore(
  storage: TokenStorage | null = browserStorage('localStorage'),
  tabStorage: TokenStorage | null = browserStorage('sessionStorage'),
): TokenStore {
  let token = read(storage) ?? read(tabStorage);
  let lapsed = false;

  function read(from: TokenStorage | null): string | null {
    try {
      return from?.getItem(TOKEN_STORAGE_KEY) || null;
    } catch {
      return null;
    }
  }

  function put(into: TokenStorage | null, value: string | null): void {
    try {
      if (value) into?.setItem(TOKEN_STORAGE_KEY, value);
      else into?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Quota or privacy errors: the in-memory copy still works for this page.
    }
  }

  function write(value: string | null, remember = true): void {
    put(storage, remember ? value : null);
    put(tabStorage, remember ? null : value);
  }

  return {
    get() {
      if (token && isExpired(token)) {
        token = null;
        lapsed = true;
        write(null);
      }
      return token;
    },
    set(value, options) {
      token = value || null;
      lapsed = false;
      write(token, options?.remember ?? true);
    },
    isRemembered() {
      return read(tabStorage) === null;
    },
    hasLapsed() {
      return lapsed;
    },
    clear() {
      token = null;
      lapsed = false;
      write(null);
    },
  };
}

/** The app's one token store. */
export const authToken = createTokenStore();
