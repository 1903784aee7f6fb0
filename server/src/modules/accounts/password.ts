import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
 * The stored form carries its parameters, so the cost can change later without breaking
 * existing hashes: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url). The cost is
 * configuration (PASSWORD_HASH_COST, log2 N), so test suites may lower it.
 */
export const PRODUCTION_HASH_COST = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function options(log2N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that.
  return { N: 2 ** log2N, r, p, maxmem: 2 * 128 * 2 ** log2N * r };
}

function derive(password: string, salt: Buffer, scryptOptions: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function format(log2N: number, salt: Buffer, key: Buffer): string {
  return [
    'scrypt',
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function hashPassword(
  password: string,
  log2N = PRODUCTION_HASH_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(log2N, salt, await derive(password, salt, options(log2N, BLOCK_SIZE, PARALLELISM)));
}

/** Synchronous variant for seeding, where nothing else waits. */
export function hashPasswordSync(password: string, log2N = PRODUCTION_HASH_COST): string {
  const salt = randomBytes(SALT_BYTES);
  const key = scryptSync(
    password.normalize('NFKC'),
    salt,
    KEY_LENGTH,
    options(log2N, BLOCK_SIZE, PARALLELISM),
  );
  return format(log2N, salt, key);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    options(Number(log2N), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when the account does not exist, at the cost real hashes
 * have, so timing says nothing.
 */
export function dummyHash(log2N = PRODUCTION_HASH_COST): string {
  return `scrypt$${log2N}$${BLOCK_SIZE}$${PARALLELISM}$${'A'.repeat(22)}$${'A'.repeat(86)}`;
}
