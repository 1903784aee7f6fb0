import { useSyncExternalStore } from 'react';
import { ApiError } from './api/errors';
import { authToken, type TokenStore } from './auth-token';
import { type AccountUser, type AuthResponse, authApi } from './api/auth-api';

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: AccountUser | null;
}

export interface SessionDeps {
  tokens: TokenStore;
  signInWithToken: (token: string) => Promise<AuthResponse>;
  signOut: () => Promise<unknown>;
}

/** The server answered that the token is no good (expired, revoked, account closed). */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403);
}

/**
 * Who is signed in. On load a stored token restores the session through
 * sign-in-with-token (which also hands out a fresh token); until that answers the
 * status is `unknown` and the route guards wait for it.
 */
export function createSession(deps: SessionDeps) {
  let state: SessionState = { status: 'unknown', user: null };
  let restoring: Promise<SessionState> | null = null;
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    state = next;
    listeners.forEach((listener) => listener());
  }

  const store = {
    getState: () => state,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Resolves once the status is known; asks the server at most once per page load. */
    restore(): Promise<SessionState> {
      if (state.status !== 'unknown') return Promise.resolve(state);
      restoring ??= (async () => {
        const token = deps.tokens.get();
        if (!token) {
          set({ status: 'signed-out', user: null });
          return state;
        }
        try {
          const remember = deps.tokens.isRemembered();
          store.start(await deps.signInWithToken(token), { remember });
        } catch (error) {
          // Only the server's refusal ends the stored session. A failure to reach it, or a
          // request cut short by leaving the page, keeps the token for the next load.
          if (isRefusal(error)) deps.tokens.clear();
          set({ status: 'signed-out', user: null });
        }
        return state;
      })().finally(() => {
        restoring = null;
      });
      return restoring;
    },

    /** After sign-in, unlock or token renewal. */
    start(response: AuthResponse, options?: { remember?: boolean }): void {
      deps.tokens.set(response.accessToken, options);
      set({ status: 'signed-in', user: response.user });
    },

    updateUser(user: AccountUser): void {
      if (state.status === 'signed-in') set({ status: 'signed-in', user });
    },

    /** Revokes the session on the server (best effort) and forgets it here. */
    async end(): Promise<void> {
      if (deps.tokens.get()) await deps.signOut().catch(() => undefined);
      store.forget();
    },

    /** Forgets the session here only (the server already refused the token). */
    forget(): void {
      deps.tokens.clear();
      set({ status: 'signed-out', user: null });
    },
  };
  return store;
}

export type Session = ReturnType<typeof createSession>;

/** The app's one session. */
export const session = createSession({
  tokens: authToken,
  signInWithToken: authApi.signInWithToken,
  signOut: authApi.signOut,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
