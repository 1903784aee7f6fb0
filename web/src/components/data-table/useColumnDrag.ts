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

/**
 * The column-drag code (dnd-kit: a context, and a sortable hook per header), loaded once
 * the table has been drawn; null until then, when the headers are drawn without it. On a
 * phone it was a tenth of the list's first render, and some 16 KB of every list's route.
 * When it arrives the headers are drawn again; a header control that had the focus keeps
 * it (`data-header-control`).
 */
export function useColumnDrag(thead: RefObject<HTMLElement | null>): ColumnDragModule | null {
  const [module, setModule] = useState(loaded);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (module) return;
    let live = true;
    const cancel = whenIdle(() => {
      void load().then((arrived) => {
        if (!live) return;
        const active = document.activeElement;
        focused.current =
          active && thead.current?.contains(active)
            ? active.getAttribute('data-header-control')
            : null;
        // A transition: the table draws again in slices, and a tap meanwhile comes first.
        startTransition(() => setModule(arrived));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [module, thead]);

  useLayoutEffect(() => {
    const key = focused.current;
    if (!module || !key) return;
    focused.current = null;
    thead.current
      ?.querySelector<HTMLElement>(`[data-header-control="${CSS.escape(key)}"]`)
      ?.focus();
  }, [module, thead]);

  return module;
}
