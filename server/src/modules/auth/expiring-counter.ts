export interface ExpiringCounterOptions {
  windowMs: number;
  /** Keys kept at most; past it the oldest are forgotten, so a spray of keys cannot exhaust memory. */
  maxKeys: number;
  now?: () => number;
}

interface Tally {
  count: number;
  expiresAt: number;
}

/**
 * Counts per key within a window that starts at the key's first count. Every window has
 * the same length, so the map's insertion order is also its expiry order: pruning only
 * ever looks at the oldest entries.
 */
export class ExpiringCounter {
  private readonly tallies = new Map<string, Tally>();
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: ExpiringCounterOptions) {
    this.windowMs = options.windowMs;
    this.maxKeys = Math.max(1, options.maxKeys);
    this.now = options.now ?? Date.now;
  }

  /** Keys currently held (expired ones may linger until the next increment prunes them). */
  get size(): number {
    return this.tallies.size;
  }

  count(key: string): number {
    return this.live(key)?.count ?? 0;
  }

  /** Milliseconds until the key's window ends; 0 when it has none. */
  msLeft(key: string): number {
    const tally = this.live(key);
    return tally ? tally.expiresAt - this.now() : 0;
  }

  increment(key: string): void {
    const tally = this.live(key);
    if (tally) {
      tally.count += 1;
      return;
    }
    this.makeRoom();
    this.tallies.set(key, { count: 1, expiresAt: this.now() + this.windowMs });
  }

  decrement(key: string): void {
    const tally = this.live(key);
    if (!tally) return;
    tally.count -= 1;
    if (tally.count <= 0) this.tallies.delete(key);
  }

  delete(key: string): void {
    this.tallies.delete(key);
  }

  private live(key: string): Tally | undefined {
    const tally = this.tallies.get(key);
    if (tally && tally.expiresAt <= this.now()) {
      this.tallies.delete(key);
      return undefined;
    }
    return tally;
  }

  /** Drops expired entries, then the oldest live ones while the map is full. */
  private makeRoom(): void {
    const now = this.now();
    for (const [key, tally] of this.tallies) {
      if (tally.expiresAt > now && this.tallies.size < this.maxKeys) break;
      this.tallies.delete(key);
    }
  }
}
