import {
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type * as ColumnDragCode from './column-drag';

export type ColumnDragModule = typeof ColumnDragCode;

let loaded: ColumnDragModule | null = null;
const load = () =>
  import('./column-drag').then((module) => {
    loaded = module;
    return module;
  });

/** After the browser has drawn what it has (or 2 s at most): the first paint comes first. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}

/** The header control (`data-header-control`) an element is, or is inside of, in `thead`. */
function headerControlOf(target: EventTarget | null, thead: HTMLElement | null): string | null {
  if (!(target instanceof Element) || !thead?.contains(target)) return null;
  return target.closest('[data-header-control]')?.getAttribute('data-header-control') ?? null;
}

/**
 * The column-drag code (dnd-kit: a context, and a sortable hook per header), loaded once
 * the table has been drawn; null until then, when the headers are drawn without it. On a
 * phone it was a tenth of the list's first render, and some 16 KB of every list's route.
 * When it arrives the headers are drawn again; a header control that had the focus keeps
 * it (`data-header-control`), even one focused while they were being drawn again.
 */
export function useColumnDrag(thead: RefObject<HTMLElement | null>): ColumnDragModule | null {
  const [module, setModule] = useState(loaded);
  // The header control with the focus until the headers are drawn again: the headers are
  // drawn in a transition, so one may take the focus after the code arrived, before they
  // are replaced.
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (module) return;
    focused.current = headerControlOf(document.activeElement, thead.current);
    const onFocusIn = (event: FocusEvent) => {
      focused.current = headerControlOf(event.target, thead.current);
    };
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (event.relatedTarget) return; // the focusin that follows says where it went
      // Chrome blurs a header React moves or removes. Once the change is done: one drawn
      // again elsewhere got the focus back (a moved column), one removed as the headers are
      // drawn again keeps its place; a header the person left for nowhere stays left.
      queueMicrotask(() => {
        const nowhere = !document.activeElement || document.activeElement === document.body;
        if (left instanceof Node && left.isConnected && nowhere) focused.current = null;
      });
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    let live = true;
    const cancel = whenIdle(() => {
      void load().then((arrived) => {
        // A transition: the table draws again in slices, and a tap meanwhile comes first.
        if (live) startTransition(() => setModule(arrived));
      });
    });
    return () => {
      live = false;
      cancel();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [module, thead]);

  useLayoutEffect(() => {
    const key = focused.current;
    if (!module || !key) return;
    focused.current = null;
    const active = document.activeElement;
    // Only a focus the redrawn headers took away is given back.
    if (active && active !== document.body) return;
    thead.current
      ?.querySelector<HTMLElement>(`[data-header-control="${CSS.escape(key)}"]`)
      ?.focus();
  }, [module, thead]);

  return module;
}
