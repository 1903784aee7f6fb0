import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaginationInfo } from '../data-table/TablePagination';
import { versionConflictOf } from '../form/version-conflict';
import type { Notify } from './Toasts';

export interface DelayedDeleteOptions<T> {
  notify: Notify;
  /** Sends the delete; called once the notice's Undo is no longer offered. */
  remove: (record: T) => Promise<unknown>;
  /** The notice's text, e.g. "Coffee card was deleted." */
  deletedText: (record: T) => string;
  /** Said after Undo, e.g. "Coffee card is back." */
  restoredText: (record: T) => string;
  /** The action's label; "Undo" (common.undo) unless told. */
  undoLabel?: string;
  /** The server refused: the record shows again, and this tells why. */
  onFailed: (record: T, error: unknown) => void;
  /**
   * For deletes that name the version shown (If-Match, from `record.version`): refused
   * because someone else changed the record meanwhile, it shows again as they left it
   * (`onCurrent`) and a notice offers to delete their version anyway; deleted by someone
   * else meanwhile, it is gone as asked.
   */
  versions?: {
    /** What the record is called in the refusal. */
    name: (record: T) => string;
    /** Their version, to show in place of the one deleted. */
    onCurrent?: (current: T) => void;
  };
}

/** A page's counts with `gone` of its rows left out. */
function withoutRows(pagination: PaginationInfo, gone: number): PaginationInfo {
  const length = Math.max(0, pagination.length - gone);
  return {
    ...pagination,
    length,
    lastPage: Math.max(1, Math.ceil(length / pagination.size)),
    ...(pagination.endIndex === undefined ? {} : { endIndex: pagination.endIndex - gone }),
  };
}

/**
 * A delete that Undo can take back, the one pattern of every screen that deletes: the
 * record leaves the list at once and the notice offers Undo; the request is sent only when
 * the notice goes (its time is up, it is closed or pushed out, or the page is left). Undo
 * sends nothing, so the record, its id and everything pointing at it stay exactly as they
 * were: safer than deleting and creating it again. Should a waiting delete not get out
 * (the tab closed mid-request), the record simply stays: nothing is ever lost.
 *
 * Keep the hook where the page lives (not in a pane that closes on delete): leaving it
 * sends what is waiting.
 */
export function useDelayedDelete<T extends { id: string; version?: string }>(
  options: DelayedDeleteOptions<T>,
) {
  const { t } = useTranslation();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  // Deletes waiting for their notice to go, by record id.
  const waiting = useRef(new Map<string, T>());

  const show = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  /** Refused over someone else's version: theirs shows, and may be deleted anyway. */
  const offerDeletingTheirs = useCallback(
    (record: T, theirs: T) => {
      const { notify, versions } = latest.current;
      versions?.onCurrent?.(theirs);
      notify('danger', t('versionConflict.delete.notDeleted', { name: versions?.name(record) }), {
        label: t('versionConflict.delete.anyway'),
        onClick: () =>
          latest.current.remove(theirs).then(
            () => latest.current.notify('success', latest.current.deletedText(theirs)),
            (error: unknown) => latest.current.onFailed(theirs, error),
          ),
      });
    },
    [t],
  );

  const send = useCallback(
    (record: T) => {
      if (!waiting.current.delete(record.id)) return;
      // Once deleted it stays hidden: the list's reload drops it.
      latest.current.remove(record).then(
        () => undefined,
        (error: unknown) => {
          const conflict = latest.current.versions ? versionConflictOf<T>(error) : undefined;
          // Someone else deleted it first: gone, as asked.
          if (conflict?.deleted) return;
          show(record.id);
          if (conflict?.current) offerDeletingTheirs(record, conflict.current);
          else latest.current.onFailed(record, error);
        },
      );
    },
    [show, offerDeletingTheirs],
  );

  const start = useCallback(
    (record: T) => {
      const { notify, deletedText, restoredText, undoLabel } = latest.current;
      waiting.current.set(record.id, record);
      setHidden((current) => new Set(current).add(record.id));
      notify('success', deletedText(record), {
        label: undoLabel ?? t('common.undo'),
        onClick: () => {
          // Already sent (the page was left meanwhile): there is nothing left to take back.
          if (!waiting.current.delete(record.id)) return;
          show(record.id);
          latest.current.notify('info', restoredText(record));
        },
        onDismiss: () => send(record),
      });
    },
    [send, show, t],
  );

  // Leaving the page (or closing the tab) sends what is still waiting: the delete was asked for.
  useEffect(() => {
    const flush = () => [...waiting.current.values()].forEach(send);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [send]);

  const isHidden = useCallback((record: T) => hidden.has(record.id), [hidden]);
  /** The list as it should show: without the records whose delete waits (the same list if none). */
  const without = useCallback(
    <L extends T>(records: L[] | undefined): L[] | undefined =>
      records && hidden.size ? records.filter((record) => !hidden.has(record.id)) : records,
    [hidden],
  );
  /**
   * The same for a DataTable's page, its counts less the records left out, so that "1–10
   * of 10" does not still say 11 (the next load has them from the server).
   */
  const withoutOnPage = useCallback(
    <P extends { items: T[]; pagination?: PaginationInfo }>(page: P | undefined): P | undefined => {
      if (!page || !hidden.size) return page;
      const items = without(page.items) ?? [];
      const gone = page.items.length - items.length;
      if (gone === 0 || !page.pagination) return { ...page, items };
      return { ...page, items, pagination: withoutRows(page.pagination, gone) };
    },
    [hidden, without],
  );
  return useMemo(
    () => ({ start, isHidden, without, withoutOnPage }),
    [start, isHidden, without, withoutOnPage],
  );
}
