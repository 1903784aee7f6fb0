import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface TableWidth {
  /** The card's inner width in pixels; 0 until known (or where nothing is laid out). */
  available: number;
  /** The width each header needs to show its words whole, by column id, once measured. */
  headerWidths: Record<string, number>;
}

const UNKNOWN: TableWidth = { available: 0, headerWidths: {} };

function measure(scroll: HTMLElement, thead: HTMLElement | null, previous: TableWidth) {
  const headerWidths = { ...previous.headerWidths };
  for (const content of thead?.querySelectorAll<HTMLElement>('[data-header-content]') ?? []) {
    const cell = content.closest('th');
    const id = content.dataset.headerContent;
    if (!cell || !id) continue;
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    const width = content.getBoundingClientRect().width;
    // A header not laid out tells nothing.
    if (width > 0) headerWidths[id] = Math.ceil(width + padding) + 1;
  }
  const next: TableWidth = { available: Math.floor(scroll.clientWidth), headerWidths };
  return same(previous, next) ? previous : next;
}

function same(a: TableWidth, b: TableWidth): boolean {
  if (a.available !== b.available) return false;
  const keys = Object.keys(a.headerWidths);
  return (
    keys.length === Object.keys(b.headerWidths).length &&
    keys.every((key) => a.headerWidths[key] === b.headerWidths[key])
  );
}

/**
 * How wide the table's card is, and how wide its headers' words are: read before the first
 * paint, whenever other headers are drawn, and when either changes size (the window, the
 * side menu, a font arriving, another language). Header widths are kept for columns out of
 * sight, so a column that gave way is not shown again only to give way once more.
 */
export function useTableWidth(
  scroll: RefObject<HTMLElement | null>,
  thead: RefObject<HTMLElement | null>,
): TableWidth {
  const [width, setWidth] = useState<TableWidth>(UNKNOWN);
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef<Element[]>([]);

  // After every render, but only reading the page when other headers were drawn.
  useLayoutEffect(() => {
    const element = scroll.current;
    if (!element) return;
    const headers = [...(thead.current?.querySelectorAll('[data-header-content]') ?? [])];
    const before = observed.current;
    if (headers.length === before.length && headers.every((header, i) => header === before[i]))
      return;
    observed.current = headers;
    const update = () => setWidth((previous) => measure(element, thead.current, previous));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current?.disconnect();
    observer.current = new ResizeObserver(update);
    observer.current.observe(element);
    headers.forEach((header) => observer.current?.observe(header));
  });

  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      observed.current = [];
    },
    [],
  );

  return width;
}
