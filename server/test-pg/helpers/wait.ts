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
