import { randomBytes } from 'node:crypto';
import { readOrCreateSecret } from '../../store';

export const JWT_SECRET = Symbol('JWT_SECRET');
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The signing secret: JWT_SECRET when set; otherwise 256 random bits generated on first
 * start and kept in DATA_DIR (mode 0600), so tokens survive restarts.
 */
export async function resolveJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  return readOrCreateSecret(
    dataDir,
    JWT_SECRET_FILE,
    () => randomBytes(32).toString('base64url'),
    32,
  );
}
