// Makes the first Intl formatters off the main thread (see intl-warm.ts), then ends.

/** The formatters the screens make first, in the given language. */
export function warmIntl(locale: string): void {
  new Intl.NumberFormat(locale);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  new Intl.RelativeTimeFormat(locale);
  new Intl.PluralRules(locale);
  new Intl.Collator(locale);
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  close(): void;
}

// Only inside a worker: the tests import warmIntl on the main thread.
if ('WorkerGlobalScope' in globalThis) {
  const scope = self as unknown as WorkerScope;
  scope.onmessage = (event) => {
    try {
      warmIntl(event.data);
    } finally {
      scope.close();
    }
  };
}
