/** Runs tasks one at a time, in the order they were queued. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/**
 * One lock for the recruitment changes whose checks read another collection (a vacancy
 * naming a company, an application naming a vacancy, deleting a record others point
 * to): the check and the write happen with no such change in between. Checks within
 * one collection run inside that repository's mutate() as well.
 */
export const recruitmentLock = new Mutex();
