/**
 * One holder at a time, in the order asked: the store's writes and reloads of one
 * collection within this process. Several are taken in name order (never in another),
 * so two writes over overlapping collections cannot wait on each other.
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

/** Takes the mutexes in the order given (callers sort them) and answers one release. */
export async function acquireAll(mutexes: readonly Mutex[]): Promise<() => void> {
  const releases: (() => void)[] = [];
  for (const mutex of mutexes) releases.push(await mutex.acquire());
  return () => releases.reverse().forEach((release) => release());
}
