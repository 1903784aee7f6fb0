import type { HomeData, PublicVacancy } from './public-board';

/**
 * The data the server drew its snapshot of the page from (server/src/modules/public-board/
 * public-pages.ts), embedded beside it as JSON, so the first render needs no request.
 */
export const EMBEDDED_DATA_ID = 'job-board-data';
/** The snapshot the server sent; removed once the app has drawn the page itself. */
export const SNAPSHOT_ID = 'job-board-snapshot';

export interface EmbeddedData {
  home?: HomeData;
  vacancy?: { code: string; found: boolean; vacancy?: PublicVacancy };
}

let embedded: EmbeddedData | null | undefined;

/** The embedded data, read once; null when the page came without any. */
export function embeddedData(doc: Document = document): EmbeddedData | null {
  if (embedded === undefined) {
    const text = doc.getElementById(EMBEDDED_DATA_ID)?.textContent;
    try {
      embedded = text ? (JSON.parse(text) as EmbeddedData) : null;
    } catch {
      embedded = null;
    }
  }
  return embedded;
}

/** For tests: forget what was read. */
export function resetEmbeddedData(): void {
  embedded = undefined;
}

/** When the embedded data was read: the time its queries count as fetched. */
export const embeddedAt = Date.now();
