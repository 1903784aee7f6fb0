import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefCallback, useCallback, useState } from 'react';

/** A phone row's height before it is measured: two lines of text and their padding. */
const ESTIMATED_ROW_HEIGHT = 68;
/** Rows drawn beyond each edge of the screen, so a quick flick shows no gap. */
const OVERSCAN = 3;

export interface WindowedRows {
  /** The ref the table's body takes: where it is on the page decides which rows show. */
  bodyRef: RefCallback<HTMLTableSectionElement>;
  /** What to draw; null when windowing is off and every row is drawn. */
  rows: RowWindow | null;
}

export interface RowWindow {
  /** The rows to draw, by index. */
  indexes: number[];
  /** The height of the rows above the first drawn one, and below the last. */
  before: number;
  after: number;
  /** The ref each drawn row passes on (with `data-index`), so its real height is used. */
  measure: (row: HTMLTableRowElement | null) => void;
}

/**
 * Which of a table's rows are on the screen, as the page (the window) scrolls: only those
 * are drawn, with space kept for the others. The body's place on the page is read when it
 * is attached, before the first paint, and again whenever the page's size changes (a
 * filter that wraps, the selection bar). Until it is read, the rows are chosen as if the
 * body began at the page's top (at the top of the page, a few more than needed): so they
 * are there for the browser's one layout. Drawn only once the place was read, they made
 * it lay the page out twice in the first screen's longest task.
 */
export function useWindowedRows(count: number, enabled: boolean): WindowedRows {
  const [top, setTop] = useState<number | null>(null);
  const bodyRef = useCallback(
    (body: HTMLTableSectionElement | null) => {
      if (!body || !enabled) return;
      const place = () => setTop(Math.round(body.getBoundingClientRect().top + window.scrollY));
      place();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(place);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
    [enabled],
  );
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    enabled,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: top ?? 0,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  if (!enabled) return { bodyRef, rows: null };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const margin = virtualizer.options.scrollMargin;
  return {
    bodyRef,
    rows: {
      indexes: items.map((item) => item.index),
      before: first ? first.start - margin : 0,
      after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0,
      measure: virtualizer.measureElement,
    },
  };
}
