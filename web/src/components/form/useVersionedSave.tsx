import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { changedFields, VersionConflictAlert, versionConflictOf } from './VersionConflictAlert';

/** A stored record as the API answers it: its id, and the version it was read at. */
export interface VersionedRecord {
  id: string;
  version?: string;
}

export interface VersionedSaveOptions<T extends VersionedRecord> {
  /** The record the form was opened on; none while creating one. */
  record: T | null | undefined;
  /** The fields someone else may change, each with the label the form gives it. */
  labels: Partial<Record<keyof T, string>>;
  /** Puts their version in the form in place of the edits. */
  loadTheirs: (current: T) => void;
  /** Submits the form again: its save now names the version it overwrites. */
  resubmit: () => void;
  /**
   * Reads the record as it stands now: for routes whose refusal does not carry it, and
   * to learn the version of a record opened without one (a list's row).
   */
  reload?: () => Promise<T | undefined>;
  /** Where else the record as it now stands belongs (its query's cache). */
  onCurrent?: (current: T) => void;
}

export interface VersionedSave {
  /**
   * Runs a save with the version the edits start from. Answers what it answered, or
   * undefined when someone else's change refused it (the alert then says so); other
   * failures reject as they were.
   */
  save: <R>(send: (version: string | undefined) => Promise<R>) => Promise<R | undefined>;
  /** The conflict notice, to show above the form; null while there is none. */
  alert: ReactNode;
}

interface Conflict<T> {
  /** Undefined when the record was deleted meanwhile. */
  current: T | undefined;
  changed: (keyof T)[];
}

/**
 * Conflict-safe saves for an edit form: every save names the version the edits started
 * from; a save refused because someone else changed the record meanwhile shows what they
 * changed, with the two ways on (load their version, or save these edits over it). A save
 * that goes through becomes the version the next one starts from.
 */
export function useVersionedSave<T extends VersionedRecord>({
  record,
  labels,
  loadTheirs,
  resubmit,
  reload,
  onCurrent,
}: VersionedSaveOptions<T>): VersionedSave {
  // Refs: the overwrite resubmits in the same tick it chooses the version.
  const base = useRef<T>(undefined);
  const version = useRef<string>(undefined);
  const [conflict, setConflict] = useState<Conflict<T>>();
  const notice = useRef<HTMLDivElement>(null);
  const labelled = Object.keys(labels) as (keyof T)[];

  const opened = useEffectEvent((record: T) => {
    base.current = record;
    version.current = record.version;
    if (record.version || !reload) return;
    // A list's row carries no version: the record as read now does, and is what the
    // form then shows should it differ (the row was older).
    void reload()
      .then((current) => {
        if (!current || base.current !== record) return;
        base.current = current;
        version.current = current.version;
        if (changedFields(record, current, labelled).length > 0) loadTheirs(current);
      })
      // Unread, the save names no version: last write wins, as it did before versions.
      .catch(() => undefined);
  });
  const reread = useEffectEvent((record: T) => {
    const read = base.current;
    if (!record.version || record.version === version.current || !read) return;
    // A newer read that differs in nothing the form edits (the form's own upload, say):
    // the next save starts from it. One that does differ waits for the save to tell.
    if (changedFields(read, record, labelled).length > 0) return;
    base.current = record;
    version.current = record.version;
  });
  useEffect(() => {
    // Another record opened in the same form: its edits start from it.
    if (record && record.id !== base.current?.id) opened(record);
    else if (record) reread(record);
  }, [record]);

  async function conflictOf(error: unknown): Promise<Conflict<T> | undefined> {
    const found = versionConflictOf<T>(error);
    if (!found) return undefined;
    let current = found.current;
    if (!current && !found.deleted) current = await reload?.();
    if (!current && !found.deleted) return undefined;
    if (current) onCurrent?.(current);
    const read = base.current;
    return { current, changed: current && read ? changedFields(read, current, labelled) : [] };
  }

  async function save<R>(send: (version: string | undefined) => Promise<R>) {
    setConflict(undefined);
    try {
      const saved = await send(version.current);
      if (isRecord(saved, base.current?.id)) {
        // The next save starts from this one (or from the record it just created).
        base.current = saved as unknown as T;
        version.current = (saved as VersionedRecord).version;
      }
      return saved;
    } catch (error) {
      const found = await conflictOf(error);
      if (!found) throw error;
      setConflict(found);
      return undefined;
    }
  }

  const takeTheirs = (current: T) => {
    base.current = current;
    version.current = current.version;
    loadTheirs(current);
    setConflict(undefined);
  };
  /** These edits over their version (or, once it was deleted, as they are). */
  const keepMine = (current: T | undefined) => {
    base.current = current ?? base.current;
    version.current = current?.version;
    resubmit();
  };

  const alert = conflict ? (
    <div ref={notice}>
      <VersionConflictAlert
        deleted={!conflict.current}
        changed={conflict.changed.map((field) => labels[field] ?? String(field))}
        onReload={() => conflict.current && takeTheirs(conflict.current)}
        onOverwrite={() => keepMine(conflict.current)}
      />
    </div>
  ) : null;
  return { save, alert };
}

/** An answer that is the record the form edits, or any record while it creates one. */
function isRecord(value: unknown, id: string | undefined): value is VersionedRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    (id === undefined || (value as { id?: unknown }).id === id) &&
    typeof (value as { version?: unknown }).version === 'string'
  );
}
