import { lazy, type ReactNode, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { changedFields, versionConflictOf } from './version-conflict';
import './versioned-save.css';

// Shown only when someone else's change meets the form: fetched then, not with every form
// (the routes' JS budget, docs/performance.md).
const VersionConflictAlert = lazy(() =>
  import('./VersionConflictAlert').then((module) => ({ default: module.VersionConflictAlert })),
);
const ChangedMeanwhileNotice = lazy(() =>
  import('./ChangedMeanwhileNotice').then((module) => ({
    default: module.ChangedMeanwhileNotice,
  })),
);

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
  /** The record's query now answers that it is gone: someone else deleted it meanwhile. */
  deleted?: boolean;
}

export interface VersionedSave<T extends VersionedRecord = VersionedRecord> {
  /**
   * Runs a save with the version the edits start from. Answers what it answered, or
   * undefined when someone else's change refused it (the alert then says so); other
   * failures reject as they were.
   */
  save: <R>(send: (version: string | undefined) => Promise<R>) => Promise<R | undefined>;
  /**
   * What goes above the form: the notice of a save refused by someone else's change, and
   * the polite region that tells (before any save) of their change read while editing.
   */
  alert: ReactNode;
  /** The version the form shows (the edits start from it): what a delete names. */
  version: () => string | undefined;
  /** Shows their version in place of the edits (a delete their change refused, say). */
  load: (current: T) => void;
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
 * that goes through becomes the version the next one starts from. Their change read before
 * any save (the live refetch) shows a quiet notice, with their version to load.
 */
export function useVersionedSave<T extends VersionedRecord>({
  record,
  labels,
  loadTheirs,
  resubmit,
  reload,
  onCurrent,
  deleted = false,
}: VersionedSaveOptions<T>): VersionedSave<T> {
  // Refs: the overwrite resubmits in the same tick it chooses the version.
  const base = useRef<T>(undefined);
  const version = useRef<string>(undefined);
  // Every version this form read, saved or loaded: a read of one of them is no news.
  const known = useRef(new Set<string>());
  // A read that came while a save was out: it may be that save's own answer.
  const saving = useRef(false);
  const readWhileSaving = useRef<T>(undefined);
  const [conflict, setConflict] = useState<Conflict<T>>();
  const [meanwhile, setMeanwhile] = useState<Conflict<T>>();
  const [goneTold, setGoneTold] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  const labelled = Object.keys(labels) as (keyof T)[];

  /** The edits now start from this record (as read, saved or loaded). */
  function startFrom(record: T) {
    base.current = record;
    version.current = record.version;
    if (record.version) known.current.add(record.version);
  }

  const opened = useEffectEvent((record: T) => {
    known.current.clear();
    startFrom(record);
    if (record.version || !reload) return;
    // A list's row carries no version: the record as read now does, and is what the
    // form then shows should it differ (the row was older).
    void reload()
      .then((current) => {
        if (!current || base.current !== record) return;
        startFrom(current);
        if (changedFields(record, current, labelled).length > 0) loadTheirs(current);
      })
      // Unread, the save names no version: last write wins, as it did before versions.
      .catch(() => undefined);
  });

  /** A read of the record in a version this form has not seen: someone else's change. */
  function reread(record: T) {
    const read = base.current;
    if (!read || !record.version || known.current.has(record.version)) return;
    // Opened on a list's row (no version): this first read is the record as it stands, and
    // the form shows it, whichever of this read and `reload` comes first.
    if (!read.version) {
      startFrom(record);
      if (changedFields(read, record, labelled).length > 0) loadTheirs(record);
      return;
    }
    if (saving.current) {
      readWhileSaving.current = record;
      return;
    }
    known.current.add(record.version);
    const changed = changedFields(read, record, labelled);
    // One that differs in nothing the form edits (the form's own upload, say): the next
    // save starts from it. One that does differ is told, the edits kept as typed.
    setMeanwhile(changed.length > 0 ? { current: record, changed } : undefined);
    if (changed.length === 0) startFrom(record);
  }
  const readAgain = useEffectEvent(reread);
  useEffect(() => {
    // Another record opened in the same form: its edits start from it.
    if (record && record.id !== base.current?.id) opened(record);
    else if (record) readAgain(record);
  }, [record]);

  useEffect(() => {
    // The save button may be far below the notice (a long form, a narrow window).
    if (conflict) notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflict]);

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
    saving.current = true;
    readWhileSaving.current = undefined;
    try {
      const saved = await send(version.current);
      // The next save starts from this one (or from the record it just created).
      if (isRecord(saved, base.current?.id)) startFrom(saved as unknown as T);
      setMeanwhile(undefined);
      return saved;
    } catch (error) {
      const found = await conflictOf(error);
      if (!found) throw error;
      if (found.current?.version) known.current.add(found.current.version);
      setMeanwhile(undefined);
      setConflict(found);
      return undefined;
    } finally {
      saving.current = false;
      const read = readWhileSaving.current;
      readWhileSaving.current = undefined;
      if (read) reread(read);
    }
  }

  const takeTheirs = (current: T) => {
    startFrom(current);
    loadTheirs(current);
    setConflict(undefined);
    setMeanwhile(undefined);
  };
  /** These edits over their version (or, once it was deleted, as they are). */
  const keepMine = (current: T | undefined) => {
    base.current = current ?? base.current;
    version.current = current?.version;
    resubmit();
  };

  const named = (fields: (keyof T)[]) => fields.map((field) => labels[field] ?? String(field));
  // Their change read before any save; their delete says so until dismissed.
  const told: Conflict<T> | undefined =
    deleted && !goneTold ? { current: undefined, changed: [] } : meanwhile;
  let refused: ReactNode = null;
  let quiet: ReactNode = null;
  if (conflict) {
    refused = (
      <div ref={notice}>
        <Suspense fallback={null}>
          <VersionConflictAlert
            deleted={!conflict.current}
            changed={named(conflict.changed)}
            onReload={() => conflict.current && takeTheirs(conflict.current)}
            onOverwrite={() => keepMine(conflict.current)}
          />
        </Suspense>
      </div>
    );
  } else if (told) {
    quiet = (
      <Suspense fallback={null}>
        <ChangedMeanwhileNotice
          deleted={!told.current}
          changed={named(told.changed)}
          onLoad={() => told.current && takeTheirs(told.current)}
          // Kept editing, the next save still names the version the edits started from.
          onKeepEditing={() => {
            setMeanwhile(undefined);
            setGoneTold(deleted);
          }}
        />
      </Suspense>
    );
  }
  const alert = (
    <>
      {refused}
      {/* There from the start, so what comes into it is read out; held at the top of the
          form's scroll area, so it shows wherever in a long form the person is typing. */}
      <div className="changed-meanwhile-region" aria-live="polite">
        {quiet}
      </div>
    </>
  );
  return { save, alert, version: () => version.current, load: takeTheirs };
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
