/**
 * The times of a server's audit entries, strictly increasing: entries of one request after
 * another often fall in the same millisecond, and the trail must still list them in the
 * order they happened (a tie would fall back on the entries' random ids). A clock set
 * back never reorders them either.
 */
export class EntryClock {
  private last = 0;

  next(now: number = Date.now()): Date {
    this.last = Math.max(now, this.last + 1);
    return new Date(this.last);
  }
}
