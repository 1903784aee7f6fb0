import { type RefObject, useLayoutEffect } from 'react';

/** The room open dialogs leave below them for the notices (toasts.css reads it). */
export const DIALOG_ROOM_PROPERTY = '--app-toasts-room';

/** Dialogs and drawers; both are put straight into <body> when they open. */
const DIALOGS = '.modal .modal-dialog, .offcanvas.show';

/** Each stack of notices on screen and the room it asks for: the dialogs leave the most. */
const asked = new Map<HTMLElement, number>();

function applyRoom() {
  const room = Math.max(0, ...asked.values());
  const root = document.documentElement.style;
  if (room > 0) root.setProperty(DIALOG_ROOM_PROPERTY, `${room}px`);
  else root.removeProperty(DIALOG_ROOM_PROPERTY);
}

/**
 * The stack's height when it stands across an open dialog's width (a phone, where a dialog
 * takes the whole width), else none: beside a dialog it covers nothing.
 */
function roomFor(stack: HTMLElement): number {
  const box = stack.getBoundingClientRect();
  if (box.height === 0) return 0;
  const across = [...document.querySelectorAll(DIALOGS)].some((dialog) => {
    const other = dialog.getBoundingClientRect();
    return other.width > 0 && other.left < box.right && other.right > box.left;
  });
  return across ? Math.ceil(box.height) : 0;
}

/**
 * While `active`, open dialogs end above the notices' stack wherever it would stand over
 * them, so that no notice covers a dialog's controls (its Close button, say). Measured
 * again as the stack grows or shrinks, a dialog opens or closes, or the window resizes.
 */
export function useDialogRoom(stack: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = stack.current;
    if (!active || !element) return undefined;
    const update = () => {
      asked.set(element, roomFor(element));
      applyRoom();
    };
    update();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(element);
    const dialogs = new MutationObserver(update);
    dialogs.observe(document.body, { childList: true });
    window.addEventListener('resize', update);
    return () => {
      resized?.disconnect();
      dialogs.disconnect();
      window.removeEventListener('resize', update);
      asked.delete(element);
      applyRoom();
    };
  }, [stack, active]);
}
