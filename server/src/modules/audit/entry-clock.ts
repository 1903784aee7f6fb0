/**
 * The times of a server's audit entries, strictly increasing: entries of one request after
 * another often fall in the same millisecond, and the trail must still list them in the
 * order they happened (a tie would fall back on the entries' random ids). A clock set
 * back never reorders them either.
 */
export class EntryClock {
  private last = Number.NEGATIVE_INFINITY;
  /** The current second as `toISOString` writes it, up to its milliseconds. */
  private second = { start: Number.NaN, prefix: '' };

  /** The next entry's time, as `toISOString` writes it. */
  next(now: number = Date.now()): string {
    this.last = Math.max(now, this.last + 1);
    return this.iso(this.last);
  }

  /**
   * `new Date(ms).toISOString()`, formatting the date and time once a second: Node
   * formats a whole date each time, as much CPU as the rest of an entry's making.
   */
  private iso(ms: number): string {
    const start = ms - (((ms % 1000) + 1000) % 1000);
    if (start !== this.second.start) {
      this.second = { start, prefix: new Date(start).toISOString().slice(0, -4) };
    }
    return `${this.second.prefix}${String(ms - start).padStart(3, '0')}Z`;
  }
}
