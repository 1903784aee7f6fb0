import { ExpiringCounter } from './expiring-counter';

export interface SignInLimits {
  /** Failures one client IP may make for one e-mail within the window. */
  perEmailAndIp: number;
  /** Failures one client IP may make across all e-mails within the window. */
  perIp: number;
  windowMs: number;
  /** Failures for one e-mail (all IPs) after which every attempt for it waits. */
  slowAfter: number;
  /** The first wait; it doubles with each further failure, up to maxDelayMs. */
  delayMs: number;
  maxDelayMs: number;
  /** Keys each count keeps at most, so a spray of e-mails or IPs cannot exhaust memory. */
  maxTrackedKeys: number;
}

/** Who is trying: the e-mail as typed (normalized here) and the client IP. */
export interface SignInClient {
  email: string;
  ip: string;
}

export type Admission =
  { admitted: false; retryAfterSeconds: number } | { admitted: true; delayMs: number };

/**
 * Counts wrong passwords for sign-in and unlock. The per-(e-mail, IP) and per-IP limits
 * refuse; the per-e-mail count across all IPs only delays, so an attacker elsewhere can
 * slow the real user down but never lock them out.
 */
export class SignInLimiter {
  private readonly pairs: ExpiringCounter;
  private readonly ips: ExpiringCounter;
  private readonly accounts: ExpiringCounter;

  constructor(
    private readonly limits: SignInLimits,
    now: () => number = Date.now,
  ) {
    const options = { windowMs: limits.windowMs, maxKeys: limits.maxTrackedKeys, now };
    this.pairs = new ExpiringCounter(options);
    this.ips = new ExpiringCounter(options);
    this.accounts = new ExpiringCounter(options);
  }

  /**
   * Refuses a client past its limits. Otherwise the attempt counts as a failure until its
   * outcome is recorded, so a burst of parallel guesses cannot slip past the limits.
   */
  admit(client: SignInClient): Admission {
    const pair = pairKey(client);
    const waits: number[] = [];
    if (this.pairs.count(pair) >= this.limits.perEmailAndIp) waits.push(this.pairs.msLeft(pair));
    if (this.ips.count(client.ip) >= this.limits.perIp) waits.push(this.ips.msLeft(client.ip));
    if (waits.length > 0) {
      return {
        admitted: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
      };
    }
    this.pairs.increment(pair);
    this.ips.increment(client.ip);
    return { admitted: true, delayMs: this.delayFor(client) };
  }

  /** A wrong password: the admitted attempt stays counted, and the e-mail's count grows. */
  recordFailure(client: SignInClient): void {
    this.accounts.increment(normalizedEmail(client));
  }

  /** The right password: this client starts afresh for this e-mail. */
  recordSuccess(client: SignInClient): void {
    this.pairs.delete(pairKey(client));
    this.ips.decrement(client.ip);
  }

  /** Neither (bad input, an account awaiting approval, ...): the attempt does not count. */
  release(client: SignInClient): void {
    this.pairs.decrement(pairKey(client));
    this.ips.decrement(client.ip);
  }

  private delayFor(client: SignInClient): number {
    const excess = this.accounts.count(normalizedEmail(client)) - this.limits.slowAfter;
    if (excess < 0 || this.limits.delayMs === 0) return 0;
    return Math.min(this.limits.maxDelayMs, this.limits.delayMs * 2 ** excess);
  }
}

function normalizedEmail(client: SignInClient): string {
  return client.email.trim().toLowerCase();
}

/** An IP has no `|`, so the pair key is unambiguous. */
function pairKey(client: SignInClient): string {
  return `${client.ip}|${normalizedEmail(client)}`;
}
