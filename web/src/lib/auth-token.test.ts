import {
  createTokenStore,
  isExpired,
  TOKEN_STORAGE_KEY,
  tokenExpiry,
  tokenLifetime,
} from './auth-token';

function jwt(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

describe('the token store', () => {
  it('holds no token at first', () => {
    expect(createTokenStore(window.localStorage, window.sessionStorage).get()).toBeNull();
  });

  it('keeps a token across page loads and forgets it on clear', () => {
    const store = createTokenStore(window.localStorage, window.sessionStorage);
    store.set('token-1');
    expect(store.get()).toBe('token-1');
    // A new store stands for the next page load.
    expect(createTokenStore(window.localStorage, window.sessionStorage).get()).toBe('token-1');
    store.clear();
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(createTokenStore(window.localStorage, window.sessionStorage).get()).toBeNull();
  });

  it('works in memory when storage is unavailable or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const storage of [null, broken]) {
      const store = createTokenStore(storage, storage);
      expect(store.get()).toBeNull();
      store.set('token-2');
      expect(store.get()).toBe('token-2');
      store.clear();
      expect(store.get()).toBeNull();
    }
  });

  it('treats an empty token as none', () => {
    const store = createTokenStore(window.localStorage, window.sessionStorage);
    store.set('');
    expect(store.get()).toBeNull();
  });

  it('reads the expiry of a JWT and hands out no expired token', () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const future = Math.floor(Date.now() / 1000) + 3600;
    expect(tokenExpiry(jwt({ exp: future }))?.getTime()).toBe(future * 1000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
    expect(tokenExpiry(`x.${btoa('null')}.y`)).toBeNull();
    expect(isExpired(jwt({ exp: past }))).toBe(true);
    expect(isExpired(jwt({ exp: future }))).toBe(false);

    const store = createTokenStore(window.localStorage, window.sessionStorage);
    store.set(jwt({ exp: future }));
    expect(store.get()).not.toBeNull();
    store.set(jwt({ exp: past }));
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('tells that the token it held has expired, until a new one or a clear', () => {
    const store = createTokenStore(window.localStorage, window.sessionStorage);
    const now = Math.floor(Date.now() / 1000);
    store.set(jwt({ iat: now - 90_000, exp: now - 3_600 }));
    expect(store.hasLapsed()).toBe(false);
    expect(store.get()).toBeNull();
    expect(store.hasLapsed()).toBe(true);
    store.set(jwt({ iat: now, exp: now + 86_400 }));
    expect(store.hasLapsed()).toBe(false);
    expect(tokenLifetime(store.get()!)).toEqual({ issuedAt: now, expiresAt: now + 86_400 });
    expect(tokenLifetime(jwt({ exp: now }))).toBeNull();
    store.clear();
    expect(store.hasLapsed()).toBe(false);
  });

  it('keeps a token for this tab only when the person does not want to be remembered', () => {
    const store = createTokenStore(window.localStorage, window.sessionStorage);
    store.set('tab-token', { remember: false });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tab-token');
    expect(createTokenStore(window.localStorage, window.sessionStorage).get()).toBe('tab-token');
    expect(store.isRemembered()).toBe(false);
    store.set('kept-token');
    expect(window.sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('kept-token');
    expect(store.isRemembered()).toBe(true);
    store.clear();
  });
});
