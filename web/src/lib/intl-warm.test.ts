import { startIntlWarmer } from './intl-warm';
import { warmIntl } from './intl-warm.worker';

describe('warmIntl', () => {
  it('makes the number, date, relative-time, plural and collation formatters of a language', () => {
    const made: string[] = [];
    const kinds = [
      'NumberFormat',
      'DateTimeFormat',
      'RelativeTimeFormat',
      'PluralRules',
      'Collator',
    ] as const;
    for (const kind of kinds) {
      // A plain function, so that the spy can be called with `new`.
      jest.spyOn(Intl, kind).mockImplementation(function record(locale: unknown) {
        made.push(`${kind} ${String(locale)}`);
      } as never);
    }
    warmIntl('tr');
    jest.restoreAllMocks();
    expect(new Set(made)).toEqual(new Set(kinds.map((kind) => `${kind} tr`)));
  });
});

describe('startIntlWarmer', () => {
  class FakeWorker {
    posted: unknown[] = [];
    postMessage(message: unknown) {
      this.posted.push(message);
    }
  }
  const realWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = realWorker;
  });

  it('starts the worker at once and sends it the language once', () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    const worker = new FakeWorker();
    const make = jest.fn(() => worker as unknown as Worker);
    const warmer = startIntlWarmer(make);
    expect(make).toHaveBeenCalledTimes(1);
    expect(worker.posted).toEqual([]);
    warmer.warm('es');
    warmer.warm('en');
    expect(worker.posted).toEqual(['es']);
  });

  it('does nothing where there are no workers', () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    const make = jest.fn(() => new FakeWorker() as unknown as Worker);
    startIntlWarmer(make).warm('es');
    expect(make).not.toHaveBeenCalled();
  });

  it('carries on when the worker is refused', () => {
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
    const warmer = startIntlWarmer(() => {
      throw new Error('refused by the content security policy');
    });
    expect(() => warmer.warm('es')).not.toThrow();
  });
});
