import type { AuthResponse } from './api/auth-api';
import { type TokenStore, tokenLifetime } from './auth-token';
import type { Session } from './session';

/** How often an open page looks at its token's age (and at once when shown again). */
export const RENEWAL_CHECK_MS = 10 * 60 * 1000;

export interface TokenRenewalDeps {
  session: Pick<Session, 'getState' | 'start'>;
  tokens: Pick<TokenStore, 'get' | 'isRemembered'>;
  refresh: (token: string) => Promise<AuthResponse>;
  now?: () => number;
}

/**
 * Keeps an open console signed in. A token lives a day from when it was handed out, and
 * a tab often stays open for longer: once half of its life is gone, the page asks for a
 * fresh one for the same session (every RENEWAL_CHECK_MS while it runs, and whenever it is
 * shown again, after a laptop's sleep say). A refusal is left to the next request, whose
 * 401 ends the session as any other. Answers a function that stops it.
 */
export function keepTokenFresh({
  session,
  tokens,
  refresh,
  now = Date.now,
}: TokenRenewalDeps): () => void {
  let renewing = false;

  const check = () => {
    if (renewing || session.getState().status !== 'signed-in') return;
    const token = tokens.get();
    const lifetime = token ? tokenLifetime(token) : null;
    if (!token || !lifetime) return;
    const halfLife = (lifetime.issuedAt + lifetime.expiresAt) / 2;
    if (now() / 1000 < halfLife) return;
    renewing = true;
    const remember = tokens.isRemembered();
    void refresh(token)
      .then((response) => {
        // Signed out meanwhile (here or by a refusal): the new token is not kept.
        if (session.getState().status === 'signed-in') session.start(response, { remember });
      })
      .catch(() => undefined)
      .finally(() => {
        renewing = false;
      });
  };

  const onShown = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, RENEWAL_CHECK_MS);
  document.addEventListener('visibilitychange', onShown);
  window.addEventListener('focus', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onShown);
    window.removeEventListener('focus', check);
  };
}
