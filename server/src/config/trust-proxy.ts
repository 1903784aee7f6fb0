import { isIP } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Whose X-Forwarded-For Fastify believes for the client's address: nobody (false),
 * everybody (true: only when every request comes through a proxy that overwrites it), or
 * the proxies at these addresses and subnets. No hop count: Fastify 5 trusts nobody for
 * one, since a count cannot tell the proxy from a client that connects directly.
 */
export type TrustProxy = boolean | string[];

/** The address ranges proxy-addr (Fastify's) knows by name. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4 or IPv6 address, with or without a /prefix within its length. */
function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as given: true/false (also yes/no, 1/0), or a comma-separated list of
 * addresses, subnets (CIDR) and the names loopback, linklocal, uniquelocal. Undefined
 * when it is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(value)) return true;
  if (['false', 'no', '0'].includes(value)) return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => NAMED_RANGES.includes(entry) || isAddressOrSubnet(entry));
  return valid ? entries : undefined;
}

export const TRUST_PROXY_PROBLEM =
  "TRUST_PROXY must be true, false, or a comma-separated list of the proxies' addresses " +
  'and subnets such as 10.0.0.5,172.30.240.0/24';

/** Validates a TRUST_PROXY value (see `parseTrustProxy`). */
export function IsTrustProxy(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTrustProxy',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseTrustProxy(value) !== undefined,
        defaultMessage: () => TRUST_PROXY_PROBLEM,
      },
    },
    options,
  );
}
