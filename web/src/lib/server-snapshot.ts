/**
 * The pages the server sends with their content already in the HTML (the public job
 * board: server/src/modules/public-board/public-pages.ts) carry a snapshot of the page
 * before #root and, beside it, the data it was drawn from. While the snapshot is there it
 * *is* the page (a stylesheet rule hides #root): its links and its search form work as
 * they are, and the app only adds what needs it (the apply form) into it. The first
 * navigation inside the app leaves that page: the snapshot goes and the app draws every
 * page from then on.
 */
export const SNAPSHOT_ID = 'job-board-snapshot';
export const EMBEDDED_DATA_ID = 'job-board-data';

/** The address the document was loaded at: the one page its snapshot shows. */
const documentAddress =
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/**
 * The server's snapshot of the page, while it is still the page: the document has not
 * moved from the address it was loaded at (the router changes the address before it
 * draws the next page).
 */
export function serverSnapshot(doc: Document = document): HTMLElement | null {
  const view = doc.defaultView;
  const here = view ? `${view.location.pathname}${view.location.search}` : documentAddress;
  return here === documentAddress ? doc.getElementById(SNAPSHOT_ID) : null;
}

/** Hands the page to the app: the snapshot goes (its embedded data may still be read). */
export function dropServerSnapshot(doc: Document = document): void {
  doc.getElementById(SNAPSHOT_ID)?.remove();
}
