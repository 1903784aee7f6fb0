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
  /**
   * Where the kept events start in `kept`: the events before it are dropped, and leave the
   * array together once they are as many as the window holds (so it holds at most twice
   * that). Cut one at a time, each event past a full window moved all the others: 15,400
   * instructions a PATCH with the default 1,000 (callgrind, 2026-12-02, b26ac71).
   */
  private start = 0;
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
    this.start = 0;
    this.gapAt = this.last;
  }

  add(event: E, now = Date.now()): number {
    const seq = ++this.last;
    this.kept.push({ seq, at: now, event });
    const excess = this.kept.length - this.start - this.maxEvents;
    if (excess > 0) this.drop(excess);
    return seq;
  }

  since(seq: number, now = Date.now()): Kept<E>[] | 'gap' {
    this.prune(now);
    if (!Number.isSafeInteger(seq) || seq > this.last) return 'gap';
    if (seq < this.gapAt) return 'gap';
    if (seq === this.last) return [];
    const first = this.kept[this.start];
    if (!first || first.seq > seq + 1) return 'gap';
    // Kept events are in sequence order: the first one after `seq` is `seq + 1`.
    return this.kept.slice(this.start + seq + 1 - first.seq);
  }

  private prune(now: number): void {
    let drop = 0;
    const { kept, start } = this;
    while (start + drop < kept.length && now - kept[start + drop].at > this.maxAgeMs) drop++;
    if (drop > 0) this.drop(drop);
  }

  private drop(count: number): void {
    this.start += count;
    if (this.start >= Math.max(this.maxEvents, 1)) {
      this.kept.splice(0, this.start);
      this.start = 0;
    }
  }
}
