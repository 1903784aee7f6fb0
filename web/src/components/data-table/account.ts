import { authToken } from '../../lib/auth-token';

/**
 * The signed-in account's id, read from the access token's subject: components may not
 * import the auth feature, and preferences only need a stable key per account.
 */
export function tokenSubject(token: string | null): string | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { sub } = JSON.parse(json) as { sub?: unknown };
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

export function currentAccountId(): string | null {
  return tokenSubject(authToken.get());
}
