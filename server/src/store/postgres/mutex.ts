/**
 * One holder at a time, in the order asked: the store's writes and reloads of one
 * collection within this process.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves once the mutex is this caller's, with the function that lets it go. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = this.tail.then(() => release);
    this.tail = this.tail.then(() => released);
    return turn;
  }

  async run<R>(task: () => Promise<R>): Promise<R> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
}

/**
 * Queues for every mutex at once (synchronously, in one step): each mutex then serves
 * its holders in the order they asked, the same order on every mutex, so no two callers
 * can wait on each other. Answers one release for all.
 */
export async function acquireAll(mutexes: readonly Mutex[]): Promise<() => void> {
  const releases = await Promise.all(mutexes.map((mutex) => mutex.acquire()));
  return () => releases.forEach((release) => release());
}
