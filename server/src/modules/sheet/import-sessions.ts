import { randomUUID } from 'node:crypto';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { conflict, notFound } from '../../common/errors/domain-error';
import type { SpreadsheetFormat, SpreadsheetRow } from '../../common/spreadsheet';
import { type BlobArea, BlobStore, ClusterService } from '../../store';
import type { ImportState } from './dto/import.dto';
import type { CheckedRow, RowPlan } from './import-kind';
import type { ColumnChoice, DuplicateMode, ImportKind, RowStatus } from './import.types';
import { ImportSessionsRepository } from './sheet.repository';

/** How long an upload is kept after its last use. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Uploads one account keeps at once; a new one lets the oldest go. */
export const SESSIONS_PER_ACCOUNT = 3;
/** Uploads kept at once, everyone's together (on every server together). */
export const SESSIONS_IN_ALL = 10;
/**
 * A running step's heartbeat older than this means the server running it is gone (it
 * stopped or died): the upload reads as failed (`import-interrupted`), and may be
 * previewed again.
 */
export const STEP_STALE_MS = 2 * 60_000;
/** How often a running step writes its heartbeat when its progress does not move. */
export const STEP_BEAT_MS = 10_000;
/** How often, at most, a running step writes its progress (others' polls read it). */
export const PROGRESS_WRITE_MS = 300;
/** A read refreshes `touchedAt` (a write) only when it is older than this. */
export const TOUCH_AFTER_MS = 60_000;
/** How often the sweeper runs (once per period on all the servers together). */
export const SWEEP_MS = 60_000;
/** A file of the area no upload names is removed once it is this old (see `sweep`). */
export const ORPHAN_AFTER_MS = 10 * 60_000;
/** The blob area of the uploads' rows and their previews. */
export const IMPORTS_AREA = 'imports';
/** Parsed files kept in each server's memory (by blob name, which never changes). */
const CACHED_FILES = 6;

export interface ImportSummary {
  rows: number;
  create: number;
  update: number;
  skip: number;
  invalid: number;
}

export interface ImportResult {
  reportId: string;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  at: string;
  consentConfirmedAt: string | null;
}

export interface ImportError {
  code: string;
  message: string;
  lines: number[];
}

/**
 * An uploaded file on its way to being imported, stored (collection `import-sessions`) so
 * that any server continues it: its small state here, its rows and its preview's plans as
 * files of the `imports` area (`sheetFile`, `previewFile`). It goes 30 minutes after its
 * last use, when its account uploads a fourth or ten are kept in all; its files go with
 * it. The import's report is stored apart (`import-reports`).
 */
export interface ImportSessionRecord {
  id: string;
  accountId: string;
  kind: ImportKind;
  fileName: string;
  format: SpreadsheetFormat;
  headers: string[];
  /** The first rows below the header, as wide as the header. */
  sample: string[][];
  rowCount: number;
  /** The rows (`SpreadsheetRow[]` as JSON), a file of the area. */
  sheetFile: string;
  /** The account's remembered mapping and the suggestions, until a preview sets one. */
  mapping: ColumnChoice[];
  state: ImportState;
  progress: { done: number; total: number } | null;
  /** The last finished preview's: its duplicate mode, counts and plans (a file of the area). */
  duplicates: DuplicateMode | null;
  summary: ImportSummary | null;
  previewFile: string | null;
  result: ImportResult | null;
  error: ImportError | null;
  /** The step running or last run: only that run may write its progress and outcome. */
  runId: string | null;
  /** When the running step last told it is alive (ms); null when none runs. */
  beatAt: number | null;
  /** Last use (ms): the upload goes SESSION_IDLE_MS after it. */
  touchedAt: number;
}

/** A preview as its file keeps it: the rows' plans, by their order in the file. */
export interface ImportPreview {
  mapping: ColumnChoice[];
  duplicates: DuplicateMode;
  plans: RowPlan[];
}

export type NewImportSession = Pick<
  ImportSessionRecord,
  'accountId' | 'kind' | 'fileName' | 'format' | 'headers' | 'mapping'
>;

/** What a step does to an upload (inside the collection's change: nothing in between). */
export type SessionStep<R> = (
  session: ImportSessionRecord,
  now: number,
) => { session: ImportSessionRecord | null; result: R; drop?: readonly (string | null)[] };

const SAMPLE_ROWS = 5;

export const isBusy = (session: Pick<ImportSessionRecord, 'state'>): boolean =>
  session.state === 'previewing' || session.state === 'importing';

/**
 * The upload as every reader sees it: a running step whose heartbeat stopped (its server
 * is gone) is failed, `import-interrupted`.
 */
export function present(session: ImportSessionRecord, now: number): ImportSessionRecord {
  if (!isBusy(session) || now - (session.beatAt ?? session.touchedAt) <= STEP_STALE_MS) {
    return session;
  }
  const stopped = conflict(
    'import-interrupted',
    `The server ${session.state === 'importing' ? 'importing' : 'checking'} this file stopped before it was done; nothing was imported: preview it again`,
  );
  return {
    ...session,
    state: 'failed',
    progress: null,
    error: { code: stopped.code, message: stopped.message, lines: [] },
    beatAt: null,
  };
}

export const isExpired = (session: ImportSessionRecord, now: number): boolean =>
  !isBusy(present(session, now)) && now - session.touchedAt > SESSION_IDLE_MS;

export const expiresAt = (session: ImportSessionRecord): string =>
  new Date(session.touchedAt + SESSION_IDLE_MS).toISOString();

export const filesOf = (session: ImportSessionRecord): string[] =>
  session.previewFile ? [session.sheetFile, session.previewFile] : [session.sheetFile];

export const importExpired = (id: string) =>
  notFound(
    'import-expired',
    `Import ${id} is not kept (30 minutes after its last use): upload the file again`,
  );

/** The `count` least recently used that no step is running on. */
function oldestIdle(
  sessions: readonly ImportSessionRecord[],
  count: number,
  now: number,
): ImportSessionRecord[] {
  if (count <= 0) return [];
  return sessions
    .filter((session) => !isBusy(present(session, now)))
    .sort((a, b) => a.touchedAt - b.touchedAt)
    .slice(0, count);
}

/**
 * The uploads kept once `added` joins them: the expired ones go, then the account's and
 * everyone's least recently used idle ones beyond the limits. Answers who went.
 */
export function admit(
  items: readonly ImportSessionRecord[],
  added: ImportSessionRecord,
  now: number,
): { items: ImportSessionRecord[]; dropped: ImportSessionRecord[] } {
  const dropped = new Set(items.filter((session) => isExpired(session, now)));
  const left = () => items.filter((session) => !dropped.has(session));
  const own = left().filter((session) => session.accountId === added.accountId);
  for (const old of oldestIdle(own, own.length - SESSIONS_PER_ACCOUNT + 1, now)) dropped.add(old);
  const all = left();
  for (const old of oldestIdle(all, all.length - SESSIONS_IN_ALL + 1, now)) dropped.add(old);
  return { items: [...left(), added], dropped: [...dropped] };
}

/** A preview's counts by status. */
export function summarise(plans: readonly RowPlan[]): ImportSummary {
  const summary: Record<RowStatus, number> = { create: 0, update: 0, skip: 0, invalid: 0 };
  for (const plan of plans) summary[plan.status] += 1;
  return { rows: plans.length, ...summary };
}

/** A running step's progress as its server writes it now and then (see `track`). */
export interface StepTracker {
  /** Rows done so far. */
  set(done: number): void;
  /** Whether another step took the upload over (or it went): the run should stop. */
  readonly gone: boolean;
  stop(): void;
}

/** Parsed files by blob name, the least recently used going first. */
class FileCache {
  private readonly entries = new Map<string, unknown>();

  get<T>(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value as T;
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > CACHED_FILES) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * The uploads being imported, in the store: every server reads and continues each of
 * them. All changes go through the collection's `mutate` (checks inside); a running
 * step writes its progress (at most every PROGRESS_WRITE_MS) and a heartbeat, so that a
 * step whose server died reads as failed after STEP_STALE_MS instead of running forever.
 * The rows and a preview's plans are files of the `imports` area, each written once under
 * a new name (so each server may keep them parsed in memory) and removed with the commit
 * that lets their upload go. The sweeper runs once a minute on one server of all.
 */
@Injectable()
export class ImportSessions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ImportSessions');
  readonly area: BlobArea;
  private readonly cache = new FileCache();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    readonly repository: ImportSessionsRepository,
    blobs: BlobStore,
    private readonly cluster: ClusterService,
  ) {
    this.area = blobs.area(IMPORTS_AREA);
  }

  /**
   * On the JSON files this process is the only one: a step left running by the last
   * one was cut short, and is failed now rather than after STEP_STALE_MS.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.cluster.shared) {
      await this.repository.mutate((items) => {
        const stopped = items.map((session) =>
          isBusy(session)
            ? present({ ...session, beatAt: 0, touchedAt: Date.now() }, Date.now())
            : session,
        );
        return stopped.some((session, index) => session !== items[index])
          ? { items: stopped, result: null }
          : { items, result: null };
      });
    }
    this.sweeper = setInterval(() => {
      void this.sweep().catch((error: Error) =>
        this.logger.warn(`The import sweep failed: ${error.message}`),
      );
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Stores an upload and its rows; older uploads beyond the limits go. */
  async add(
    fields: NewImportSession,
    rows: readonly SpreadsheetRow[],
  ): Promise<ImportSessionRecord> {
    const sheetFile = await this.area.save(Buffer.from(JSON.stringify(rows)), 'json');
    this.cache.set(sheetFile, rows);
    const now = Date.now();
    const width = fields.headers.length;
    const session: ImportSessionRecord = {
      ...fields,
      id: randomUUID(),
      sample: rows
        .slice(0, SAMPLE_ROWS)
        .map((row) => Array.from({ length: width }, (_, index) => row.cells[index] ?? '')),
      rowCount: rows.length,
      sheetFile,
      state: 'uploaded',
      progress: null,
      duplicates: null,
      summary: null,
      previewFile: null,
      result: null,
      error: null,
      runId: null,
      beatAt: null,
      touchedAt: now,
    };
    try {
      await this.repository.mutate((items) => {
        const { items: kept, dropped } = admit(items, session, now);
        return {
          items: kept,
          result: null,
          removeFiles: dropped.flatMap(filesOf).map((name) => this.area.storedPath(name)),
        };
      });
    } catch (error) {
      this.cache.delete(sheetFile);
      await this.area.remove(sheetFile).catch(() => undefined);
      throw error;
    }
    return session;
  }

  /** The account's own upload as it stands (see `present`); undefined when gone. */
  find(id: string, accountId: string, now = Date.now()): ImportSessionRecord | undefined {
    const session = this.repository.get(id);
    if (!session || session.accountId !== accountId || isExpired(session, now)) return undefined;
    return present(session, now);
  }

  /** The account's own upload, kept alive by the look-up; `import-expired` when gone. */
  async open(id: string, accountId: string): Promise<ImportSessionRecord> {
    const now = Date.now();
    const session = this.find(id, accountId, now);
    if (!session) throw importExpired(id);
    if (now - session.touchedAt < TOUCH_AFTER_MS) return session;
    return this.change(id, accountId, (current) => {
      const touched = { ...current, touchedAt: now };
      return { session: touched, result: touched };
    });
  }

  /**
   * Runs `step` on the account's upload inside the collection's change, on the stored
   * upload as readers see it; `import-expired` when it is gone. The files `drop` names go
   * with the commit.
   */
  change<R>(id: string, accountId: string, step: SessionStep<R>): Promise<R> {
    return this.repository.mutate((items) => {
      const now = Date.now();
      const index = items.findIndex((item) => item.id === id);
      const stored = index === -1 ? undefined : items[index];
      if (!stored || stored.accountId !== accountId || isExpired(stored, now)) {
        throw importExpired(id);
      }
      const { session, result, drop = [] } = step(present(stored, now), now);
      const removeFiles = drop
        .filter((name): name is string => name !== null)
        .map((name) => this.area.storedPath(name));
      return {
        items: session ? items.with(index, session) : items.toSpliced(index, 1),
        result,
        removeFiles,
      };
    });
  }

  /**
   * Starts a step (`previewing` or `importing`) under a new run id, from what `check`
   * allows of the upload; the last preview's file goes when `clearPreview`.
   */
  begin(
    id: string,
    accountId: string,
    check: (session: ImportSessionRecord) => Partial<ImportSessionRecord>,
    clearPreview: boolean,
  ): Promise<ImportSessionRecord> {
    return this.change(id, accountId, (session, now) => {
      if (isBusy(session)) {
        throw conflict('import-state', `Import ${id} is ${session.state}; wait until it is done`);
      }
      const changes = check(session);
      const started: ImportSessionRecord = {
        ...session,
        ...(clearPreview ? { previewFile: null, summary: null, duplicates: null } : {}),
        ...changes,
        error: null,
        progress: { done: 0, total: session.rowCount },
        runId: randomUUID(),
        beatAt: now,
        touchedAt: now,
      };
      return {
        session: started,
        result: started,
        drop: clearPreview ? [session.previewFile] : [],
      };
    });
  }

  /**
   * Ends the run `run` started with `changes`, unless another step took the upload over
   * or it went meanwhile: then the files the run wrote (`written`) are let go. Answers
   * whether the run still held the upload.
   */
  async finish(
    run: ImportSessionRecord,
    changes: Partial<ImportSessionRecord>,
    written: readonly string[] = [],
  ): Promise<boolean> {
    const ended = await this.repository.mutate((items) => {
      const index = items.findIndex((item) => item.id === run.id);
      const stored = index === -1 ? undefined : items[index];
      if (!stored || stored.runId !== run.runId || !isBusy(stored)) {
        return { items, result: false };
      }
      const now = Date.now();
      const next = { ...stored, ...changes, beatAt: null, touchedAt: now };
      return { items: items.with(index, next), result: true };
    });
    if (!ended && written.length > 0) {
      for (const name of written) this.cache.delete(name);
      await this.area.remove(...written).catch(() => undefined);
    }
    return ended;
  }

  /**
   * Writes the run's progress while it goes: when it moved, at most every
   * PROGRESS_WRITE_MS, and at least every STEP_BEAT_MS (the heartbeat), one write at a time.
   */
  track(run: ImportSessionRecord): StepTracker {
    const total = run.rowCount;
    let done = run.progress?.done ?? 0;
    let written = done;
    let writtenAt = Date.now();
    let writing = false;
    let gone = false;
    const timer = setInterval(() => {
      const now = Date.now();
      if (writing || gone || (done === written && now - writtenAt < STEP_BEAT_MS)) return;
      writing = true;
      const sending = done;
      this.beat(run, { done: sending, total }, now)
        .then((ours) => {
          gone = !ours;
          written = sending;
          writtenAt = now;
        })
        .catch((error: Error) =>
          this.logger.warn(`Could not write import ${run.id}'s progress: ${error.message}`),
        )
        .finally(() => {
          writing = false;
        });
    }, PROGRESS_WRITE_MS);
    timer.unref();
    return {
      set: (rows: number) => {
        done = rows;
      },
      get gone() {
        return gone;
      },
      stop: () => clearInterval(timer),
    };
  }

  private beat(
    run: ImportSessionRecord,
    progress: { done: number; total: number },
    now: number,
  ): Promise<boolean> {
    return this.repository.mutate((items) => {
      const index = items.findIndex((item) => item.id === run.id);
      const stored = index === -1 ? undefined : items[index];
      if (!stored || stored.runId !== run.runId || !isBusy(stored)) {
        return { items, result: false };
      }
      return {
        items: items.with(index, { ...stored, progress, beatAt: now, touchedAt: now }),
        result: true,
      };
    });
  }

  /** The upload's rows (read once per server: a file never changes under its name). */
  async rows(session: ImportSessionRecord): Promise<readonly SpreadsheetRow[]> {
    return this.readJson<readonly SpreadsheetRow[]>(session, session.sheetFile);
  }

  /** The last finished preview's plans; undefined when there is none. */
  async preview(session: ImportSessionRecord): Promise<ImportPreview | undefined> {
    if (!session.previewFile) return undefined;
    return this.readJson<ImportPreview>(session, session.previewFile);
  }

  /**
   * The rows a preview checked, when this server ran it (they hold the validated requests,
   * which only this process keeps); another server checks the rows again.
   */
  checkedRows(previewFile: string): readonly CheckedRow[] | undefined {
    return this.cache.get<readonly CheckedRow[]>(`checked:${previewFile}`);
  }

  /** Writes a preview's file (a new name each time) and keeps it, and its checked rows, here. */
  async savePreview(preview: ImportPreview, checked: readonly CheckedRow[]): Promise<string> {
    const name = await this.area.save(Buffer.from(JSON.stringify(preview)), 'json');
    this.cache.set(name, preview);
    this.cache.set(`checked:${name}`, checked);
    return name;
  }

  /**
   * Lets the expired uploads go with their files, then removes the area's files no
   * upload names (left by a crash between a file's write and its upload's commit) once
   * they are ORPHAN_AFTER_MS old. One server runs it per period (ClusterService.runOnce).
   */
  async sweep(): Promise<void> {
    await this.cluster.runOnce('import-sessions-sweep', SWEEP_MS - 5_000, async () => {
      // Inside a change, the uploads are every server's latest (PostgreSQL reloads them).
      const named = await this.repository.mutate((items) => {
        const now = Date.now();
        const expired = items.filter((session) => isExpired(session, now));
        const kept = expired.length === 0 ? items : items.filter((one) => !expired.includes(one));
        return {
          items: kept,
          result: new Set(kept.flatMap(filesOf)),
          removeFiles: expired.flatMap(filesOf).map((name) => this.area.storedPath(name)),
        };
      });
      const now = Date.now();
      const orphans = (await this.area.list()).filter(
        (file) => !named.has(file.name) && now - file.savedAt > ORPHAN_AFTER_MS,
      );
      if (orphans.length > 0) await this.area.remove(...orphans.map((file) => file.name));
    });
  }

  private async readJson<T>(session: ImportSessionRecord, name: string): Promise<T> {
    const cached = this.cache.get<T>(name);
    if (cached !== undefined) return cached;
    const bytes = await this.area.read(name);
    if (!bytes) throw importExpired(session.id);
    const value = JSON.parse(bytes.toString('utf8')) as T;
    this.cache.set(name, value);
    return value;
  }
}
