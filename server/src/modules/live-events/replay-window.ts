/** An event kept for replay: its sequence number, when it came, and its payload. */
export interface Kept<E> {
  seq: number;
  at: number;
  event: E;
}

/**
 * The last events, for a reader that reconnects with `Last-Event-ID`: at most
 * `maxEvents`, none older than `maxAgeMs`. `since` answers the events after a sequence
 * number, or `gap` when some of them are no longer kept.
 */
export class ReplayWindow<E> {
  private readonly kept: Kept<E>[] = [];
  private last = 0;
  /** Readers resuming from before this sequence number missed something (see forget). */
  private gapAt = 0;

  constructor(
    private readonly maxEvents: number,
    private readonly maxAgeMs: number,
  ) {}

  get lastSeq(): number {
    return this.last;
  }

  /** Forgets every kept event: a reader resuming from before now is told to refetch. */
  forget(): void {
    this.kept.length = 0;
    this.gapAt = this.last;
  }

  add(event: E, now = Date.now()): number {
    const seq = ++this.last;
    this.kept.push({ seq, at: now, event });
    if (this.kept.length > this.maxEvents) this.kept.splice(0, this.kept.length - this.maxEvents);
    return seq;
  }

  since(seq: number, now = Date.now()): Kept<E>[] | 'gap' {
    this.prune(now);
    if (seq > this.last) return 'gap';
    if (seq < this.gapAt) return 'gap';
    if (seq === this.last) return [];
    const first = this.kept[0];
    if (!first || first.seq > seq + 1) return 'gap';
    return this.kept.filter((kept) => kept.seq > seq);
  }

  private prune(now: number): void {
    let drop = 0;
    while (drop < this.kept.length && now - this.kept[drop].at > this.maxAgeMs) drop++;
    if (drop > 0) this.kept.splice(0, drop);
  }
}
