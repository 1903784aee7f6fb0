import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authToken } from '../auth-token';
import { LiveEventsConnection } from './live-events-connection';
import { invalidateChanged, invalidateEverything, type LiveChange } from './live-query-keys';

/** Changes that arrive together are folded into one round of invalidation. */
const BATCH_MS = 100;

/**
 * Keeps this tab's data current: reads the server's live event stream while an account
 * is signed in, and marks the queries of each changed collection stale (the ones on
 * screen refetch quietly); `refetch` marks every query stale.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: LiveChange[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const changes = pending;
      pending = [];
      void invalidateChanged(queryClient, changes);
    };
    const connection = new LiveEventsConnection({
      getToken: () => authToken.get(),
      onEvent: (event) => {
        if (event.event === 'refetch') {
          pending = [];
          void invalidateEverything(queryClient);
          return;
        }
        if (event.event !== 'change') return;
        try {
          pending.push(JSON.parse(event.data) as LiveChange);
        } catch {
          return;
        }
        timer ??= setTimeout(flush, BATCH_MS);
      },
    });
    connection.start();
    return () => {
      connection.stop();
      clearTimeout(timer);
    };
  }, [queryClient]);
}
