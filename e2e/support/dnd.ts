import type { Page } from '@playwright/test';

/**
 * Waits until a keyboard drag that has started takes its arrow keys. dnd-kit's keyboard
 * sensor adds its key listener in a timer task after the pick-up, and Chromium runs input
 * before timers: on a busy machine an arrow pressed at once arrived first and was lost.
 * A timer of our own, queued after dnd-kit's, has run only once dnd-kit's has.
 */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => setTimeout(done)));
}
