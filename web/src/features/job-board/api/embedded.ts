import { EMBEDDED_DATA_ID } from '../../../lib/server-snapshot';
import type { HomeData, PublicVacancy } from './public-board';

/**
 * The data the server drew its snapshot of the page from, embedded beside it as JSON
 * (lib/server-snapshot.ts), so a page the app draws itself on this document needs no
 * request first.
 */
export interface EmbeddedData {
  /** The language of the snapshot's texts. */
  lang?: string;
  home?: HomeData;
  vacancy?: { code: string; found: boolean; vacancy?: PublicVacancy };
}

let embedded: EmbeddedData | null | undefined;
let readAt = 0;

/** The embedded data, read once; null when the page came without any. */
export function embeddedData(doc: Document = document): EmbeddedData | null {
  if (embedded === undefined) {
    readAt = Date.now();
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

/**
 * When the embedded data was read, on the page's first drawing: the time its queries count
 * as fetched.
 */
export const embeddedAt = (): number => readAt;
