/**
 * A browser's first Intl number or date formatter is slow to make: V8 lists the locales
 * ICU offers and ICU loads its data, 40–100 ms of one task on a phone, whichever screen
 * asks first. Both caches belong to the whole renderer process, so a worker that makes
 * the formatters first (intl-warm.worker.ts) moves that work off the main thread; the
 * screens' own formatters (format.ts) are then quick to make.
 */
import IntlWarmWorker from './intl-warm.worker?worker';

export interface IntlWarmer {
  /** Warms the given language's formatters; the worker then ends. */
  warm(locale: string): void;
}

const newWorker = (): Worker => new IntlWarmWorker();

/**
 * Starts the worker at once, so its code loads while the app starts; `warm` names the
 * language once it is known. Where workers are missing (tests, a policy refusing them)
 * nothing happens: the first formatter is then only slower.
 */
export function startIntlWarmer(makeWorker: () => Worker = newWorker): IntlWarmer {
  let worker: Worker | null = null;
  if (typeof Worker !== 'undefined') {
    try {
      worker = makeWorker();
    } catch {
      worker = null;
    }
  }
  return {
    warm(locale) {
      worker?.postMessage(locale);
      worker = null;
    },
  };
}
