import { useEffect, useLayoutEffect } from 'react';
import { SNAPSHOT_ID } from '../api/embedded';

/**
 * Hands the page over from the server's snapshot (the same markup, in the HTML) to the
 * app: once the page can draw its content (`ready`), the snapshot goes in the same frame,
 * so nothing blinks or moves. Answers whether the snapshot still shows: until then the
 * page draws nothing of its own.
 */
export function useSnapshotHandoff(ready: boolean): boolean {
  useLayoutEffect(() => {
    if (ready) document.getElementById(SNAPSHOT_ID)?.remove();
  }, [ready]);
  return !ready && document.getElementById(SNAPSHOT_ID) !== null;
}

/** The browser tab's title for a public page (over the route table's title). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
