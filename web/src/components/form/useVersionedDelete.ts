import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';
import { useConfirmation } from '../confirmation/ConfirmationProvider';
import { versionConflictOf } from './version-conflict';

export interface VersionedDeleteOptions<T> {
  /** The version of the record as the screen shows it (none: the delete always goes). */
  version: string | undefined;
  /** Sends the delete, naming that version (If-Match). */
  send: (version: string | undefined) => Promise<unknown>;
  /** Their version, to show in place of the one read: the screen reloads it. */
  onCurrent: (current: T) => void;
  /** What the record is called, in the question. */
  name: string;
}

/**
 * Deletes that name the version shown: when someone else changed the record meanwhile, the
 * server refuses (409) and the screen shows their version, asking whether to delete it
 * anyway (naming their version now) or keep it. Answers whether the record is gone.
 */
export function useVersionedDelete() {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  return useCallback(
    async <T>({ version, send, onCurrent, name }: VersionedDeleteOptions<T>) => {
      let named = version;
      for (;;) {
        try {
          await send(named);
          return true;
        } catch (error) {
          const conflict = versionConflictOf<T>(error);
          if (!conflict) throw error;
          // Someone else deleted it first: gone, as asked.
          if (conflict.deleted) return true;
          if (conflict.current) onCurrent(conflict.current);
          const answer = await confirm({
            title: t('versionConflict.delete.title'),
            message: t('versionConflict.delete.message', { name }),
            icon: { name: 'bi-people-fill', color: 'warning' },
            actions: {
              confirm: { label: t('versionConflict.delete.anyway') },
              cancel: { label: t('versionConflict.delete.keep') },
            },
          });
          if (answer !== 'confirmed') return false;
          // Deleted anyway: over their version, and refused again should it change again.
          named = error instanceof ApiError ? (error.currentVersion ?? undefined) : undefined;
        }
      }
    },
    [confirm, t],
  );
}
