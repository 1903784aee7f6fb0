/** Where a control sat: the list of rows holding its row, its row's index, its own in it. */
export interface ControlPlace {
  list: Element;
  index: number;
  /** Among its row's controls, in order. */
  position: number;
}

const ROW = 'tr, li, [role="row"], [role="listitem"]';
const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** The row `control` sits in and its place in its list, when it sits in one. */
export function placeOf(control: Element | null): ControlPlace | undefined {
  const row = control?.closest(ROW);
  const list = row?.parentElement;
  if (!row || !list) return undefined;
  const position = [...row.querySelectorAll(FOCUSABLE)].indexOf(control!);
  return { list, index: [...list.children].indexOf(row), position: Math.max(0, position) };
}

/**
 * Focuses what took the place of a control that is gone (its row deleted): the same
 * control of the row now at its place (the next one's Delete for a Delete), or of the row
 * before it when it was the last; with no row left, the nearest focusable around the list.
 */
export function focusNearby({ list, index, position }: ControlPlace): void {
  if (!list.isConnected) return;
  const rows = [...list.children];
  const controls = [...(rows[Math.min(index, rows.length - 1)]?.querySelectorAll(FOCUSABLE) ?? [])];
  const target = (controls[Math.min(position, controls.length - 1)] ??
    list.closest('section, [data-table-id], main')?.querySelector(FOCUSABLE)) as
    HTMLElement | null | undefined;
  target?.focus();
}

/** How long after its action a control may still be taken away (the server's answer). */
const WATCH_MS = 10_000;

/**
 * Keeps the focus near `control` should its row go: at once when it is gone already,
 * else when its list changes without it while the focus is nowhere (on the body), for a
 * while; what the person focused meanwhile is left alone.
 */
export function keepFocusNear(control: Element | null, place: ControlPlace | undefined): void {
  if (!place) return;
  // Gone already: the dialog could not give the focus back to it.
  if (!control?.isConnected) {
    focusNearby(place);
    return;
  }
  const observer = new MutationObserver(() => {
    if (control.isConnected) return;
    observer.disconnect();
    clearTimeout(timer);
    const active = document.activeElement;
    if (active === null || active === document.body) focusNearby(place);
  });
  const timer = setTimeout(() => observer.disconnect(), WATCH_MS);
  observer.observe(place.list, { childList: true, subtree: true });
}
