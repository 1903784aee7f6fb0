import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { type FolderId, fileManagerKeys, MAX_UPLOAD_BYTES, uploadFile } from '../api/file-manager';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed';

/** Why an upload failed, as the progress list words it. */
export type UploadProblem =
  { kind: 'too-large' } | { kind: 'name-taken' } | { kind: 'other'; message: string };

export interface UploadEntry {
  key: number;
  name: string;
  bytes: number;
  status: UploadStatus;
  /** 0 to 1. */
  fraction: number;
  problem?: UploadProblem;
}

export function uploadProblem(error: unknown): UploadProblem {
  if (error instanceof ApiError) {
    if (error.statusCode === 413) return { kind: 'too-large' };
    if (error.statusCode === 409) return { kind: 'name-taken' };
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

/**
 * The upload queue: files go one after the other into the folder they were dropped on,
 * each with its own progress and outcome. Files above the server's limit never leave
 * the browser.
 */
export function useUploads() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const queue = useRef(Promise.resolve());

  const patch = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  const start = useCallback(
    (folderId: FolderId, files: readonly File[]) => {
      const added = files.map<UploadEntry>((file) => {
        const tooLarge = file.size > MAX_UPLOAD_BYTES;
        return {
          key: nextKey.current++,
          name: file.name,
          bytes: file.size,
          status: tooLarge ? 'failed' : 'queued',
          fraction: 0,
          ...(tooLarge ? { problem: { kind: 'too-large' } as const } : {}),
        };
      });
      setEntries((current) => [...current, ...added]);
      files.forEach((file, index) => {
        const entry = added[index];
        if (entry.status === 'failed') return;
        queue.current = queue.current.then(async () => {
          patch(entry.key, { status: 'uploading' });
          try {
            await uploadFile(folderId, file, {
              onProgress: ({ fraction }) => patch(entry.key, { fraction: fraction ?? 0 }),
            });
            patch(entry.key, { status: 'done', fraction: 1 });
            await queryClient.invalidateQueries({ queryKey: fileManagerKeys.listings() });
          } catch (error) {
            patch(entry.key, { status: 'failed', problem: uploadProblem(error) });
          }
        });
      });
    },
    [patch, queryClient],
  );

  /** Forgets the finished and failed uploads; running ones stay. */
  const clearFinished = useCallback(() => {
    setEntries((current) =>
      current.filter((entry) => entry.status === 'queued' || entry.status === 'uploading'),
    );
  }, []);

  return { entries, start, clearFinished };
}
