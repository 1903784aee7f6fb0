import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../lib/session';

/**
 * Server state belongs to the account that fetched it: the menu, search results and lists
 * depend on its roles. When the signed-in account changes (sign-out, sign-in as someone
 * else), the cached answers are dropped before anything renders for the next one.
 * Returns the unsubscribe function.
 */
export function clearCacheOnAccountChange(session: Session, queryClient: QueryClient) {
  let accountId = session.getState().user?.id ?? null;
  return session.subscribe(() => {
    const next = session.getState().user?.id ?? null;
    if (next === accountId) return;
    const previous = accountId;
    accountId = next;
    // Restoring the stored session on load changes nothing that was cached for someone.
    if (previous !== null) queryClient.clear();
  });
}
