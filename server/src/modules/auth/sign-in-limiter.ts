import type { SharedCounters } from '../../store';
import { ExpiringCounter } from './expiring-counter';

/** What a set of window counters needs: the window, and how many keys to keep. */
export interface CounterLimits {
  windowMs: number;
  /** Keys each count keeps at most, so a spray of e-mails or IPs cannot exhaust memory. */
  maxTrackedKeys: number;
}

export interface SignInLimits extends CounterLimits {
  /** Failures one client IP may make for one e-mail within the window. */
  perEmailAndIp: number;
  /** Failures one client IP may make across all e-mails within the window. */
  perIp: number;
  /** Failures for one e-mail (all IPs) after which every attempt for it waits. */
  slowAfter: number;
  /** The first wait; it doubles with each further failure, up to maxDelayMs. */
  delayMs: number;
  maxDelayMs: number;
}

/** Who is trying: the e-mail as typed (normalized here) and the client IP. */
export interface SignInClient {
  email: string;
  ip: string;
}

export type Admission =
  { admitted: false; retryAfterSeconds: number } | { admitted: true; delayMs: number };

/** A count within a window that starts at a key's first count. */
export interface WindowCounter {
  /** Adds one; answers the count after it and the milliseconds left of its window. */
  increment(key: string): Promise<{ count: number; msLeft: number }>;
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  count(key: string): Promise<number>;
}

/** Makes named counters (the limiter's are `pairs`, `ips`, `accounts`). */
export type WindowCounters = (name: string, limits: CounterLimits) => WindowCounter;

/** Counters in this process's memory (the JSON files: one process), each bounded in keys. */
export function memoryCounters(now: () => number = Date.now): WindowCounters {
  return (_name, limits) => {
    const counter = new ExpiringCounter({
      windowMs: limits.windowMs,
      maxKeys: limits.maxTrackedKeys,
      now,
    });
    return {
      increment: (key) => {
        counter.increment(key);
        return Promise.resolve({ count: counter.count(key), msLeft: counter.msLeft(key) });
      },
      decrement: (key) => Promise.resolve(counter.decrement(key)),
      delete: (key) => Promise.resolve(counter.delete(key)),
      count: (key) => Promise.resolve(counter.count(key)),
    };
  };
}

/**
 * Counters every server shares (PostgreSQL: ClusterService.counters), one key space for
 * each scope and name.
 */
export function sharedCounters(shared: SharedCounters, scope = 'sign-in'): WindowCounters {
  return (name, limits) => {
    const key = (of: string) => `${scope}:${name}:${of}`;
    return {
      increment: (of) => shared.increment(key(of), limits.windowMs),
      decrement: (of) => shared.decrement(key(of)),
      delete: (of) => shared.remove(key(of)),
      count: (of) => shared.count(key(of)),
    };
  };
}

/**
 * Counts wrong passwords for sign-in and unlock. The per-(e-mail, IP) and per-IP limits
 * refuse; the per-e-mail count across all IPs only delays, so an attacker elsewhere can
 * slow the real user down but never lock them out. The counts are kept by `counters`:
 * in memory by default, shared by every server on PostgreSQL (auth.module.ts).
 */
export class SignInLimiter {
  private readonly pairs: WindowCounter;
  private readonly ips: WindowCounter;
  private readonly accounts: WindowCounter;

  constructor(
    private readonly limits: SignInLimits,
    counters: WindowCounters = memoryCounters(),
  ) {
    this.pairs = counters('pairs', limits);
    this.ips = counters('ips', limits);
    this.accounts = counters('accounts', limits);
  }

  /**
   * Refuses a client past its limits. Otherwise the attempt counts as a failure until its
   * outcome is recorded, so a burst of parallel guesses cannot slip past the limits: each
   * attempt is counted first (one atomic step per count, on every server), and one that
   * finds itself past a limit takes its counts back and is refused.
   */
  async admit(client: SignInClient): Promise<Admission> {
    const pair = pairKey(client);
    const [byPair, byIp] = await Promise.all([
      this.pairs.increment(pair),
      this.ips.increment(client.ip),
    ]);
    const waits: number[] = [];
    if (byPair.count > this.limits.perEmailAndIp) waits.push(byPair.msLeft);
    if (byIp.count > this.limits.perIp) waits.push(byIp.msLeft);
    if (waits.length > 0) {
      await Promise.all([this.pairs.decrement(pair), this.ips.decrement(client.ip)]);
      return {
        admitted: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
      };
    }
    return { admitted: true, delayMs: await this.delayFor(client) };
  }

  /** A wrong password: the admitted attempt stays counted, and the e-mail's count grows. */
  async recordFailure(client: SignInClient): Promise<void> {
    await this.accounts.increment(normalizedEmail(client));
  }

  /** The right password: this client starts afresh for this e-mail. */
  async recordSuccess(client: SignInClient): Promise<void> {
    await Promise.all([this.pairs.delete(pairKey(client)), this.ips.decrement(client.ip)]);
  }

  /** Neither (bad input, an account awaiting approval, ...): the attempt does not count. */
  async release(client: SignInClient): Promise<void> {
    await Promise.all([this.pairs.decrement(pairKey(client)), this.ips.decrement(client.ip)]);
  }

  private async delayFor(client: SignInClient): Promise<number> {
    if (this.limits.delayMs === 0) return 0;
    const excess = (await this.accounts.count(normalizedEmail(client))) - this.limits.slowAfter;
    if (excess < 0) return 0;
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
