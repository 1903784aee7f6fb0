/**
 * Whether an Escape that a dialog did not close on came from the toggle of a menu that
 * was closed. react-bootstrap's Dropdown takes every Escape pressed on its toggle, open
 * or not (it prevents the event's default, which the dialog then honours), so a dialog
 * holding one never closed on Escape from there, though the menu had nothing to close.
 */
export function escapeFromClosedMenu(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const toggle = target?.closest('[aria-expanded]');
  return event.defaultPrevented && toggle?.getAttribute('aria-expanded') === 'false';
}
