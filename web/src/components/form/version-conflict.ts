import { ApiError } from '../../lib/api/errors';

/** The record as it is now, when a save was refused because someone else changed it. */
export interface VersionConflict<T> {
  /** Undefined when the record was deleted meanwhile, or when the refusal did not carry it. */
  current: T | undefined;
  deleted: boolean;
}

/** The conflict a failed save ran into, or undefined when it failed for another reason. */
export function versionConflictOf<T>(error: unknown): VersionConflict<T> | undefined {
  if (!(error instanceof ApiError) || error.code !== 'version-conflict') return undefined;
  const deleted = error.currentVersion === null;
  return { current: deleted ? undefined : (error.current as T | undefined), deleted };
}

/** The fields whose values differ between the record as read and as it is now. */
export function changedFields<T extends object, K extends keyof T>(
  read: T,
  now: T,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => JSON.stringify(read[field]) !== JSON.stringify(now[field]));
}
