import type { OpenMode } from './collection';

export const STORE_OPTIONS = Symbol('STORE_OPTIONS');

export interface StoreOptions {
  /** Folder holding one `<collection>.json` file per collection. */
  dataDir: string;
  /** `reset` rewrites every collection from its seed instead of loading it. */
  onStart: OpenMode;
}
