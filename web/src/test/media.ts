/** The setup's stand-in for matchMedia (jsdom has none): no query matches. */
const standIn = window.matchMedia;

/** The screen's width as media queries see it: wide, every `min-width` query matches. */
export function setWideScreen(wide: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** Puts the setup's stand-in back, after a test that chose the width. */
export function resetScreen(): void {
  window.matchMedia = standIn;
}
