import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';

/**
 * Work a request starts but does not wait for: it runs once the answer is on its way, so
 * how long it takes tells the caller nothing (whether an address has an account, say).
 * A failure is logged with the work's label, never thrown at anyone; the application
 * waits for the work still running before it stops, so a graceful stop loses none.
 */
@Injectable()
export class BackgroundWork implements OnModuleDestroy {
  private readonly logger = new Logger(BackgroundWork.name);
  /** The work started and not yet ended, each with the key it was started under. */
  private readonly running = new Map<Promise<void>, string | undefined>();

  /**
   * Starts `work` after the current request's handler has answered (the next turn of the
   * event loop). `key` names it for `settled(key)`.
   */
  run(label: string, work: () => Promise<void>, key?: string): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger.error(`${label} failed: ${reason}`);
      })
      .finally(() => this.running.delete(task));
    this.running.set(task, key);
  }

  /** Resolves once the work started so far has ended: all of it, or that under `key`. */
  async settled(key?: string): Promise<void> {
    for (;;) {
      const waiting = [...this.running]
        .filter(([, of]) => key === undefined || of === key)
        .map(([task]) => task);
      if (waiting.length === 0) return;
      await Promise.all(waiting);
    }
  }

  /** Before the store closes (a module's destroy hooks run before the global store's). */
  onModuleDestroy(): Promise<void> {
    return this.settled();
  }
}
