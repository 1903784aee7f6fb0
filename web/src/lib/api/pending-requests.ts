import { useSyncExternalStore } from 'react';

/**
 * How many API requests are in flight: the API client reports each start and finish,
 * the loading bar subscribes.
 */
export interface PendingRequests {
  start(url: string): void;
  finish(url: string): void;
  count(): number;
  subscribe(listener: () => void): () => void;
}

export const MISSING_URL_MESSAGE = 'The request URL must be provided!';

export function createPendingRequests(): PendingRequests {
  let pending = 0;
  const listeners = new Set<() => void>();

  function update(next: number): void {
    if (next === pending) return;
    pending = next;
    listeners.forEach((listener) => listener());
  }

  return {
    start(url) {
      if (!url) {
        console.error(MISSING_URL_MESSAGE);
        return;
      }
      update(pending + 1);
    },
    finish(url) {
      if (!url) {
        console.error(MISSING_URL_MESSAGE);
        return;
      }
      update(Math.max(0, pending - 1));
    },
    count: () => pending,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one counter, fed by the API client. */
export const pendingRequests = createPendingRequests();

export function usePendingRequestCount(store: PendingRequests = pendingRequests): number {
  return useSyncExternalStore(store.subscribe, store.count, store.count);
}
