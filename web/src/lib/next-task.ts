/**
 * Resolves in a later task of the browser's event loop: work after it runs in a task of
 * its own, so the browser may paint and answer input in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
