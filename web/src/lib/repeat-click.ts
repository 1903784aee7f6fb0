/**
 * Whether a click is the second (or third) of a quick series: the browser counts them in
 * `detail` (0 for a click made with the keyboard). A button that adds a record acts on the
 * first click only: people double-click buttons by habit, and on a fast server the first
 * click's record may be made before the second click comes, so disabling the button while
 * its request runs cannot catch it.
 */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}
