import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { isNotFound } from '../../lib/api/errors';
import type { VersionedRecord } from './useVersionedSave';

export interface LiveRecord<T> {
  /** The row the form opened on, until the record is read; then the record as last read. */
  record: T | null;
  /** Its read now answers 404: someone else deleted it while the form was open. */
  deleted: boolean;
}

/**
 * The record an edit form opened from a list row works on, read through its own query: the
 * live stream's refetch reaches it there, so the form can tell of someone else's change
 * before any save. Only reads made since the form opened count (a cached read may be older
 * than the row).
 */
export function useLiveRecord<T extends VersionedRecord, K extends QueryKey>(
  row: T | null,
  query: UseQueryOptions<T, Error, T, K>,
): LiveRecord<T> {
  const read = useQuery({
    ...query,
    enabled: row !== null && query.enabled !== false,
    refetchOnMount: 'always',
  });
  const fresh = row !== null && read.isFetchedAfterMount;
  return {
    record: fresh && read.data ? read.data : row,
    deleted: fresh && isNotFound(read.error),
  };
}
