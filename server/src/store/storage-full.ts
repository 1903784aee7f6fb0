/**
 * Whether an error means the disk holding the store is full: the data folder's file
 * system (ENOSPC; EDQUOT, its owner's quota spent) or the database's (SQLSTATE 53100,
 * disk_full). Nothing of the refused change was stored; the request is answered 507
 * `storage-full`, and writes succeed again once space is freed.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some((one) => isStorageFull(one, depth + 1))) return true;
  return cause !== undefined && isStorageFull(cause, depth + 1);
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * The free space below which the readiness check counts the data folder's disk as full:
 * room for the write-ahead log and for a compaction's rewrite of a large collection file,
 * so a server leaves the load balancer before its writes start to fail.
 */
export const READY_MIN_FREE_BYTES = 16 * 1024 * 1024;

/**
 * Whether the store's last write found the disk full, until a write (or a probe) gets
 * through again: what the health check and the readiness answer report.
 */
export class StorageState {
  private fullSince: number | undefined;

  get full(): boolean {
    return this.fullSince !== undefined;
  }

  /** Takes note of a write's outcome: a full disk sets the state, a success clears it. */
  noteWrite(error?: unknown): void {
    if (error === undefined) this.fullSince = undefined;
    else if (isStorageFull(error)) this.fullSince ??= Date.now();
  }
}
