/**
 * A clock the test moves on: Jest's fake `Date` alone, running along with real time
 * (`advanceTimers`), while timers, `performance` and the event loop stay real, as the HTTP
 * stack needs them. Windows counted with `Date.now` (rate limits, quotas) then end when
 * the test says, not after a real wait. Call it before the application starts: some
 * counters keep the `Date.now` they were made with.
 */
export function useMovableClock(): void {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** Moves the clock `ms` on, as if that long had passed. */
export function moveClockOn(ms: number): void {
  jest.setSystemTime(Date.now() + ms);
}
