import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

/** Waits until `check` holds, looking again every 100 ms; fails after `ms`. */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  ms = 5000,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Not within the time given');
    await sleep(100);
  }
}

/**
 * For `jest.useFakeTimers({ doNotFake: ALL_BUT_DATE })`: only the clock is faked, so a test
 * can move it on while timers, sockets and the database driver keep real time
 * (`FakeableAPI` is a global type of @types/jest).
 */
export const ALL_BUT_DATE: FakeableAPI[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
