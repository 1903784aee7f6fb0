import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** How far Alt+Shift and an arrow key widen or narrow a column. */
export const RESIZE_STEP = 16;

export interface HeaderActions {
  sort: (columnId: string) => void;
  /** Moves a column one place among those shown; false when it cannot move that way. */
  move: (columnId: string, delta: -1 | 1) => boolean;
  /** Widens (positive) or narrows a column; false when it cannot be resized. */
  resize: (columnId: string, delta: number) => boolean;
}

function controlOf(target: EventTarget, thead: HTMLElement): HTMLElement | null {
  const control = (target as HTMLElement).closest<HTMLElement>('[data-header-control]');
  return control && thead.contains(control) ? control : null;
}

/**
 * The header row as one Tab stop: Left and Right (Home, End) go from header to header;
 * Enter or Space sorts; Alt+Left/Right (or Ctrl+Shift+Left/Right) moves the column;
 * Alt+Shift+Left/Right narrows or widens it. Returns the header that takes the Tab
 * (`tabStop`; the first header while none was chosen), what to track focus with, and the
 * key handler for the header row.
 */
export function useHeaderKeys(
  thead: RefObject<HTMLElement | null>,
  headerIds: readonly string[],
  actions: HeaderActions,
) {
  const [chosen, setChosen] = useState<string | null>(null);
  const tabStop = chosen && headerIds.includes(chosen) ? chosen : (headerIds[0] ?? null);
  // A moved header is drawn elsewhere: the focus goes back to it once it is.
  const refocus = useRef<string | null>(null);

  useLayoutEffect(() => {
    const id = refocus.current;
    if (!id) return;
    refocus.current = null;
    thead.current?.querySelector<HTMLElement>(`[data-header-control="${CSS.escape(id)}"]`)?.focus();
  });

  const onFocus = useCallback(
    (event: { target: EventTarget }) => {
      const head = thead.current;
      const control = head && controlOf(event.target, head);
      const id = control?.dataset.headerControl;
      if (id) setChosen(id);
    },
    [thead],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const head = thead.current;
    const control = head && controlOf(event.target, head);
    const id = control?.dataset.headerControl;
    if (!head || !control || !id) return;
    const { key, altKey, shiftKey, ctrlKey, metaKey } = event;
    const controls = [...head.querySelectorAll<HTMLElement>('[data-header-control]')];
    const index = controls.indexOf(control);
    const focus = (next: HTMLElement | undefined) => {
      if (!next) return;
      next.focus();
      next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      const delta = key === 'ArrowLeft' ? -1 : 1;
      if (altKey && shiftKey) {
        if (!actions.resize(id, delta * RESIZE_STEP)) return;
      } else if (altKey || ((ctrlKey || metaKey) && shiftKey)) {
        if (actions.move(id, delta)) refocus.current = id;
      } else if (!ctrlKey && !metaKey && !shiftKey) {
        focus(controls[index + delta]);
      } else return;
    } else if ((key === 'Home' || key === 'End') && !altKey && !ctrlKey && !metaKey) {
      focus(key === 'Home' ? controls[0] : controls[controls.length - 1]);
    } else if ((key === 'Enter' || key === ' ') && control.tagName === 'TH') {
      actions.sort(id);
    } else return;
    event.preventDefault();
  };

  return { tabStop, onFocus, onKeyDown };
}
