import { createTokenStore, TOKEN_STORAGE_KEY } from './auth-token';

describe('the token store', () => {
  it('holds no token at first', () => {
    expect(createTokenStore(window.localStorage).get()).toBeNull();
  });

  it('keeps a token across page loads and forgets it on clear', () => {
    const store = createTokenStore(window.localStorage);
    store.set('token-1');
    expect(store.get()).toBe('token-1');
    // A new store stands for the next page load.
    expect(createTokenStore(window.localStorage).get()).toBe('token-1');
    store.clear();
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(createTokenStore(window.localStorage).get()).toBeNull();
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
      const store = createTokenStore(storage);
      expect(store.get()).toBeNull();
      store.set('token-2');
      expect(store.get()).toBe('token-2');
      store.clear();
      expect(store.get()).toBeNull();
    }
  });

  it('treats an empty token as none', () => {
    const store = createTokenStore(window.localStorage);
    store.set('');
    expect(store.get()).toBeNull();
  });
});
