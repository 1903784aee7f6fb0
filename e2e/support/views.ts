import { expect, type Page, test } from '@playwright/test';

/** The shell's settings the browser remembers (web/src/shell/config). */
const SHELL_CONFIG_KEY = 'talento.shellConfig';

export type Scheme = 'light' | 'dark';

/**
 * The colour scheme every page of the context starts in; `auto` follows the system's
 * preference, which `showView` switches.
 */
export async function useScheme(page: Page, scheme: Scheme | 'auto') {
  await page.addInitScript(
    ([key, value]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as object;
      localStorage.setItem(key, JSON.stringify({ ...stored, scheme: value }));
    },
    [SHELL_CONFIG_KEY, scheme] as const,
  );
}

/** A width and height of the window, and the colour scheme the page is drawn in. */
export interface View {
  width: number;
  height: number;
  scheme: Scheme;
}

export const WIDE_LIGHT: View = { width: 1440, height: 1000, scheme: 'light' };
export const NARROW_DARK: View = { width: 400, height: 900, scheme: 'dark' };

/**
 * The two views a screen is judged in: contrast depends on the scheme and the layout on
 * the width, so light at 1440 px and dark at 400 px cover both without judging the same
 * screen four times.
 */
export const VIEWS = [WIDE_LIGHT, NARROW_DARK] as const;

export const describeView = ({ width, scheme }: View) => `${width} px ${scheme}`;

/**
 * Puts the page in a view, without loading it again when it is open: the window is
 * resized and the system's colour preference switched, which a page that follows it
 * (`useScheme(page, 'auto')`) takes up at once, as a person's browser would.
 */
export async function showView(page: Page, view: View) {
  await resizeAndSwitch(page, view);
  await drawnIn(page, view);
}

export async function resizeAndSwitch(page: Page, view: View) {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.scheme });
}

export async function drawnIn(page: Page, view: View) {
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', view.scheme);
  // Charts redraw in the new colours, and layouts follow the new width, on the next frames.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Runs `judge` on the open page in each view in turn (a step named after the view), the
 * page switched from one to the next instead of loaded again. The page must follow the
 * system's scheme (`useScheme(page, 'auto')` before it loads).
 */
export async function inEachView(
  page: Page,
  judge: (view: View) => Promise<void>,
  views: readonly View[] = VIEWS,
) {
  for (const view of views) {
    await test.step(describeView(view), async () => {
      await showView(page, view);
      await judge(view);
    });
  }
}
