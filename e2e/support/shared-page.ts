import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Disposable,
  type Page,
  test as base,
} from '@playwright/test';

/**
 * `test` whose `page` is one tab a worker keeps for all its tests, instead of a new browser
 * context and page for every test. A new page costs a renderer process and compiling the
 * app's JavaScript again; the same tab, sent to the app once more, keeps both (about 0.9 of
 * a test's 2.3 CPU-seconds for opening a screen, measured). Playwright's own `reuseContext`
 * keeps the tab too, but empties the HTTP cache and goes through about:blank twice on every
 * reset: measured, it saved nothing.
 *
 * Before each test the tab is put back as a new one would start (`SharedTab.reset`): what
 * earlier tests added to it (init scripts, routes, listeners, other pages) is removed, it
 * leaves the app for a document of the app's origin without scripts, where that origin's
 * localStorage and sessionStorage are emptied, and its cookies, permissions, viewport and
 * emulated media are those of the test's options. A test with other context options
 * (`test.use({ locale })`) gets a context of its own, kept for the tests after it with the
 * same options. A failed test ends its worker (Playwright starts a new one for the next
 * test), so nothing a failure leaves behind reaches another test. Not reset: the tab's
 * history (a test goes back only over its own steps), a clock, geolocation or extra HTTP
 * headers set during a test (no spec sets them).
 */
export const test = base.extend<object, { sharedTab: SharedTab }>({
  sharedTab: [
    async ({ browser }, use) => {
      const tab = new SharedTab(browser);
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],

  context: async (
    {
      sharedTab,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      contextOptions,
    },
    use,
  ) => {
    // The same options, in the same precedence, as Playwright's own context fixture. They
    // are named twice: Playwright learns which fixtures a fixture uses from its parameters.
    const named: BrowserContextOptions = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    };
    const options = { ...contextOptions, ...withoutUndefined(named) };
    await use(await sharedTab.prepare(options));
  },

  page: async ({ context, sharedTab }, use) => {
    void context; // prepared for this test by the context fixture
    await use(sharedTab.page());
  },
});

/** A worker's context and the tab in it, kept while the tests' context options stay the same. */
class SharedTab {
  private current?: {
    key: string;
    context: BrowserContext;
    page: Page;
    /** Undoes what tests added to the tab and context: listeners, init scripts, bindings. */
    added: Undo[];
  };

  constructor(private readonly browser: Browser) {}

  /** The shared context for these options, its tab reset for a new test. */
  async prepare(options: BrowserContextOptions): Promise<BrowserContext> {
    const key = contextKey(options);
    if (this.current?.key !== key) {
      await this.close();
      const context = await this.browser.newContext(options);
      this.current = { key, context, ...(await this.openTab(context)) };
      return context;
    }
    try {
      await this.reset(options);
    } catch {
      // A tab the reset cannot bring back (closed, crashed, held by a dialog) is replaced.
      await this.current.page.close().catch(() => undefined);
      Object.assign(this.current, await this.openTab(this.current.context));
      await this.reset(options);
    }
    return this.current.context;
  }

  page(): Page {
    if (!this.current) throw new Error('the shared tab is opened by the context fixture');
    return this.current.page;
  }

  async close() {
    await this.current?.context.close();
    this.current = undefined;
  }

  private async openTab(context: BrowserContext) {
    const page = await context.newPage();
    const added: Undo[] = [];
    recordAdditions(page, added);
    recordAdditions(context, added);
    return { page, added };
  }

  /**
   * Puts the tab back as a new one would start with `options` (the context's own but for
   * the viewport and media, which may differ from test to test).
   */
  private async reset(options: BrowserContextOptions) {
    const { context, page, added } = this.current!;
    if (page.isClosed()) throw new Error('the shared tab was closed');
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const undo of added.splice(0).reverse()) await undo();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });

    // Out of the app (its timers and requests stop), onto a document of its origin without
    // scripts, where the origin's storage is emptied before the test's first page loads.
    if (options.baseURL) {
      await page.goto(new URL('/api/health', options.baseURL).href);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    } else {
      await page.goto('about:blank');
    }
    await context.clearCookies();
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    await context.setOffline(options.offline ?? false);
    if (options.viewport !== null) {
      await page.setViewportSize(options.viewport ?? { width: 1280, height: 720 });
    }
    // Playwright's defaults where the options name none.
    await page.emulateMedia({
      media: null,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      forcedColors: options.forcedColors ?? 'none',
      contrast: options.contrast ?? 'no-preference',
    });
    await page.mouse.move(0, 0);
  }
}

type Undo = () => unknown;

/**
 * Notes how to undo each listener, init script and binding added to `target` from now on
 * (the ones Playwright itself set up when it opened the tab stay).
 */
function recordAdditions(target: Page | BrowserContext, into: Undo[]) {
  const emitter = target as unknown as Record<
    string,
    (event: string, listener: Listener) => unknown
  >;
  const off = emitter.off.bind(target);
  for (const method of ['on', 'once', 'addListener', 'prependListener']) {
    const original = emitter[method].bind(target);
    emitter[method] = (event, listener) => {
      into.push(() => off(event, listener));
      original(event, listener);
      return target;
    };
  }
  for (const method of ['addInitScript', 'exposeBinding', 'exposeFunction'] as const) {
    const original = (target[method] as (...args: unknown[]) => Promise<Disposable>).bind(target);
    Object.assign(target, {
      [method]: async (...args: unknown[]) => {
        const disposable = await original(...args);
        into.push(() => disposable.dispose());
        return disposable;
      },
    });
  }
}

type Listener = (...args: never[]) => unknown;

/** The options a context is made with; the viewport is set on the tab for each test. */
function contextKey(options: BrowserContextOptions): string {
  const { viewport, ...rest } = options;
  return JSON.stringify({ ...rest, noViewport: viewport === null });
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
