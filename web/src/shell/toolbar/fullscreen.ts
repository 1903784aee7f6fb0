import { useSyncExternalStore } from 'react';

type FullscreenDocument = Pick<
  Document,
  'fullscreenEnabled' | 'fullscreenElement' | 'exitFullscreen' | 'documentElement'
>;

/** What toggling full screen came to. */
export type FullscreenOutcome = 'entered' | 'exited' | 'unavailable' | 'failed';

/** Enters full screen on the whole page, or leaves it; never throws. */
export async function toggleFullscreen(
  doc: FullscreenDocument = document,
): Promise<FullscreenOutcome> {
  if (doc.fullscreenElement) {
    await doc.exitFullscreen?.().catch(() => undefined);
    return 'exited';
  }
  const element = doc.documentElement;
  if (!doc.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
    return 'unavailable';
  }
  try {
    await element.requestFullscreen();
    return 'entered';
  } catch {
    return 'failed';
  }
}

function subscribe(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/** True while the page is in full screen. */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !!document.fullscreenElement,
    () => false,
  );
}
