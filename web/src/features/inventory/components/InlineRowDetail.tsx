import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export interface InlineRowDetailProps {
  /** Holds the data table. */
  container: RefObject<HTMLElement | null>;
  /** The `data-row-id` of the row the detail opens under. */
  rowId: string;
  /** The id of the detail row (for the toggle's aria-controls). */
  id: string;
  className?: string;
  children: ReactNode;
}

interface DetailNodes {
  row: HTMLTableRowElement;
  td: HTMLTableCellElement;
  content: HTMLDivElement;
}

function createDetailNodes(): DetailNodes {
  const row = document.createElement('tr');
  const td = document.createElement('td');
  const content = document.createElement('div');
  content.className = 'inline-row-detail__content';
  td.appendChild(content);
  row.appendChild(td);
  return { row, td, content };
}

function nameDetail({ row }: DetailNodes, id: string, className: string | undefined) {
  row.id = id;
  row.className = ['inline-row-detail', className].filter(Boolean).join(' ');
}

/** Puts the detail row right under its row (or takes it out when the row is gone). */
function placeDetail({ row, td, content }: DetailNodes, root: HTMLElement, rowId: string) {
  const anchor = [...root.querySelectorAll<HTMLTableRowElement>('tbody > tr[data-row-id]')].find(
    (candidate) => candidate.dataset.rowId === rowId,
  );
  if (!anchor) {
    if (row.isConnected) row.remove();
    return;
  }
  const span = String(anchor.cells.length);
  if (td.getAttribute('colspan') !== span) td.setAttribute('colspan', span);
  if (anchor.nextElementSibling !== row) anchor.after(row);
  const scroller = anchor.closest<HTMLElement>('.data-table__scroll');
  const width = `${scroller?.clientWidth ?? anchor.clientWidth}px`;
  if (content.style.width !== width) content.style.width = width;
}

/**
 * Shows `children` in a full-width table row right under the row `rowId` of the shared
 * data table, which has no expandable rows of its own: the row is added beside the
 * table's rows and kept under its row as the table re-renders (a mutation observer puts
 * it back if the rows move, and removes it when the row leaves the page). The content
 * is as wide as the table's visible area and stays in view when the table scrolls
 * sideways. Give it a `key` per row.
 */
export function InlineRowDetail({
  container,
  rowId,
  id,
  className,
  children,
}: InlineRowDetailProps) {
  // Detached until the effect places them; React renders the children into them at once.
  const [nodes] = useState(createDetailNodes);

  // A passive effect: it runs once every ref is attached, the container's too when both
  // mount together; the nodes stay detached (unseen) until then.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const place = () => placeDetail(nodes, root, rowId);
    nameDetail(nodes, id, className);
    place();
    const observer = new MutationObserver(place);
    observer.observe(root, { childList: true, subtree: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resize?.observe(root);
    return () => {
      observer.disconnect();
      resize?.disconnect();
      nodes.row.remove();
    };
  }, [container, nodes, rowId, id, className]);

  return createPortal(children, nodes.content);
}
