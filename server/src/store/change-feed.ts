import { callContext } from './call-context';
import type { Entity } from './entity';
import { recordVersion } from './record-version';
import type { CollectionOps, Draft } from './records';

export type ChangeKind = 'created' | 'updated' | 'deleted';

/** One record changed by a committed write, as the store tells its listeners. */
export interface StoredChange {
  collection: string;
  id: string;
  kind: ChangeKind;
  /** The record's new version; null once it is deleted. */
  version: string | null;
  /** The account whose request made the change, when one did. */
  actor: string | null;
  /**
   * The record as written, or as it was before it was deleted; for a change another
   * server made, this server's copy after catching up (none once deleted).
   */
  record?: Entity;
  /**
   * The accounts a record belongs to, when its collection's records are personal (the
   * feed's `audienceOf` says); worked out where the change was made, so it travels with
   * it to other servers.
   */
  audience?: readonly string[];
}

export type ChangeListener = (changes: readonly StoredChange[]) => void;

/** The account the running request speaks for, when it is a signed-in one. */
export function currentActor(): string | null {
  return callContext().actor ?? null;
}

/**
 * Tells listeners of every committed write, record by record, once it is durable. Both
 * drivers' writes pass through `record` (CollectionFront.run, StoreService.mutateTogether),
 * so this is the one place changes come from. A listener that throws is skipped: a write
 * never fails because of who listens to it.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  /** Works out the accounts a change belongs to (set by whoever filters changes by owner). */
  audienceOf: ((change: StoredChange) => readonly string[] | undefined) | undefined;
  /**
   * Told when changes may have been missed (PostgreSQL: the LISTEN connection was lost
   * and is back): whoever relays changes asks its readers to refetch.
   */
  onGap: (() => void) | undefined;
  /** Told of this process's own changes only, after the listeners (PostgreSQL's NOTIFY). */
  onLocal: ((changes: readonly StoredChange[]) => void) | undefined;

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Wraps a write's work: what it changes is noted while it runs in the write path (its
   * drafts still answer the records as they were), and `publish` tells the listeners,
   * to be called once the write has committed. The actor is taken now, in the caller's
   * context.
   */
  record<O extends { ops?: unknown }>(
    work: (drafts: Draft<Entity>[]) => O,
  ): { work: (drafts: Draft<Entity>[]) => O; publish: () => void } {
    const actor = currentActor();
    let noted: StoredChange[] = [];
    return {
      work: (drafts) => {
        const outcome = work(drafts);
        if (this.listeners.size > 0) noted = changesOf(outcome.ops, drafts, actor);
        return outcome;
      },
      publish: () => {
        if (noted.length === 0) return;
        this.emit(noted.map((change) => this.withAudience(change)));
        this.onLocal?.(noted);
      },
    };
  }

  /** Tells every listener of changes (this process's, or another server's). */
  emit(changes: readonly StoredChange[]): void {
    for (const listener of this.listeners) {
      try {
        listener(changes);
      } catch {
        // A listener's failure is its own.
      }
    }
  }

  /** The change with its audience, worked out when it has none yet. */
  withAudience(change: StoredChange): StoredChange {
    if (change.audience !== undefined || !this.audienceOf) return change;
    const audience = this.audienceOf(change);
    if (audience !== undefined) change.audience = audience;
    return change;
  }
}

/** The records a change's ops write or remove, worked out before the drafts apply them. */
function changesOf(ops: unknown, drafts: readonly Draft<Entity>[], actor: string | null) {
  const list = (Array.isArray(ops) ? ops : ops ? [ops] : []) as CollectionOps[];
  const changes: StoredChange[] = [];
  for (const op of list) {
    // A whole list replaced (reset) is no change of a record: screens refetch on start.
    if (op.replace) continue;
    const draft = drafts.find((candidate) => candidate.name === op.c);
    for (const id of op.del ?? []) {
      const before = draft?.get(id);
      if (before === undefined) continue;
      changes.push({ collection: op.c, id, kind: 'deleted', version: null, actor, record: before });
    }
    for (const { r } of op.put ?? []) {
      const existed = draft?.get(r.id) !== undefined;
      changes.push({
        collection: op.c,
        id: r.id,
        kind: existed ? 'updated' : 'created',
        // Worked out when first read: a version is a hash of the record, and many changes
        // are heard by no one (no screen follows the audit trail's entries).
        get version() {
          return recordVersion(r);
        },
        actor,
        record: r,
      });
    }
  }
  return changes;
}
