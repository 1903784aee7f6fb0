import { randomBytes } from 'node:crypto';
import type { StoreService } from '../../store';

export const JWT_SECRET = Symbol('JWT_SECRET');
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The signing secret: JWT_SECRET when set; otherwise 256 random bits generated on first
 * start and kept by the store (a DATA_DIR file of mode 0600, or a row of the database
 * every server shares), so tokens survive restarts and pass on every server.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  store: Pick<StoreService, 'readOrCreateSecret'>,
): Promise<string> {
  if (configured) return configured;
  return store.readOrCreateSecret(JWT_SECRET_FILE, () => randomBytes(32).toString('base64url'), 32);
}
