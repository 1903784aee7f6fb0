import fs from 'node:fs';
import { readdir, readFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import {
  type AppendLog,
  checkLogName,
  type EncodedEntry,
  encodeEntry,
  entryMatches,
  type LogEntry,
  type LogQuery,
  LOGS_FOLDER,
  WriteQueue,
} from './append-log';
import { fsyncFolder } from './atomic-json-file';
import { makePrivateFolder, openPrivate, PRIVATE_WRITE } from './private-files';
import type { LogSink } from './journal';
import type { StorageState } from './storage-full';

/** `2026-11-30.jsonl`: the entries of one UTC day, in the order they were appended. */
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl$/;

/**
 * How long entries the journal made durable wait to be written to their day files with
 * the ones after them: one write for many commits instead of one for each (13 µs of an
 * audited PATCH's 960 in a profile, 7 after: docs/performance.md).
 */
const RECEIVED_WINDOW_MS = 100;

/** An instant as the logs write theirs (`toISOString`): its day is its first ten characters. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The UTC day of an instant, as its day file is named. */
export const dayOf = (at: string): string =>
  ISO_UTC.test(at) ? at.slice(0, 10) : new Date(at).toISOString().slice(0, 10);

/** The day files of a log folder, oldest first, with their days. */
export async function dayFilesOf(folder: string): Promise<{ day: string; file: string }[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => DAY_FILE.exec(name))
    .filter((match) => match !== null)
    .map((match) => ({ day: match[1], file: join(folder, match[0]) }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * The whole lines of a day file: a line being appended (or torn by a crash) has no end
 * yet and is left out.
 */
export async function linesOf(file: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.slice(0, text.lastIndexOf('\n') + 1).split('\n');
  lines.pop();
  return lines.filter((line) => line.length > 0);
}

/** What a log needs of the data folder's write-ahead log (the Journal). */
export interface LogJournal {
  /** Once the write-ahead log is read (and what it holds of this log recovered). */
  ready(): Promise<void>;
  /** Compacts the write-ahead log, so that entries removed by retention leave it too. */
  compact(): Promise<void>;
  appendLog(name: string, entries: readonly LogEntry[]): Promise<void>;
  attachLog(name: string, sink: LogSink): void;
}

/**
 * A log of the JSON files' driver: `logs/<name>/<day>.jsonl` in the data folder, one JSON
 * line per entry, appended, never rewritten but for retention (which removes whole days,
 * and rewrites the one day it cuts through). One process owns the data folder, so the log
 * needs no lock of its own; a line torn by a crash is cut off before the next append to
 * its file.
 *
 * With the store's journal (a server), an append is a commit of the write-ahead log, in
 * the batch of the changes queued meanwhile: one fsync for both, instead of one more
 * for the log. Once durable there the entries are written to the day file, which is
 * fsynced before a compaction removes the write-ahead log that holds them; the entries
 * of a write-ahead log read at start are written unless the day file has them already.
 * Without a journal (tools, tests), each batch of appends is written and fsynced here.
 */
export class FileAppendLog<T extends LogEntry> implements AppendLog<T>, LogSink {
  private readonly folder: string;
  private readonly queue = new WriteQueue<EncodedEntry>((entries) => this.write(entries));
  /** Day files this process has checked for a torn last line (and created, if new). */
  private readonly checked = new Set<string>();
  /** The day file appended to last, open. */
  private current: { file: string; fd: number } | undefined;
  /** The open day file has lines not fsynced yet (with a journal only). */
  private unsynced = false;
  /** Received entries whose write failed: written again by `durable`, read meanwhile. */
  private unwritten: EncodedEntry[] = [];
  /** Received entries waiting for the next write (see RECEIVED_WINDOW_MS). */
  private received: EncodedEntry[] = [];
  private receivedTimer: NodeJS.Timeout | undefined;

  constructor(
    dataDir: string,
    readonly name: string,
    /** Told of each write's outcome (a full disk, or a write that got through). */
    private readonly storage?: StorageState,
    private readonly journal?: LogJournal,
  ) {
    this.folder = join(dataDir, LOGS_FOLDER, checkLogName(name));
    journal?.attachLog(name, this);
  }

  append(entries: readonly T[]): Promise<void> {
    return this.journal
      ? this.journal.appendLog(this.name, entries)
      : this.queue.append(entries.map(encodeEntry));
  }

  receive(entries: readonly EncodedEntry[]): void {
    for (const entry of entries) this.received.push(entry);
    this.receivedTimer ??= setTimeout(() => this.writeReceived(), RECEIVED_WINDOW_MS).unref();
  }

  /** Queues the write of the entries received so far (before any other work on the files). */
  private writeReceived(): void {
    clearTimeout(this.receivedTimer);
    this.receivedTimer = undefined;
    if (this.received.length === 0) return;
    const batch = this.received;
    this.received = [];
    this.queue.append(batch).catch(() => this.keepUnwritten(batch));
  }

  recover(entries: readonly LogEntry[]): void {
    this.writeReceived();
    this.queue
      .exclusive(() => this.writeMissing(entries))
      .catch(() => this.keepUnwritten(entries.map(encodeEntry)));
  }

  durable(): Promise<void> {
    this.writeReceived();
    return this.queue.exclusive(async () => {
      if (this.unwritten.length > 0) {
        const retried = this.unwritten;
        this.unwritten = [];
        try {
          await this.write(retried);
        } catch (error) {
          this.keepUnwritten(retried);
          throw error;
        }
      }
      await this.syncFile();
    });
  }

  private keepUnwritten(entries: readonly EncodedEntry[]): void {
    for (const entry of entries) this.unwritten.push(entry);
  }

  /** Recovered entries the day files lack, by id, written. */
  private async writeMissing(entries: readonly LogEntry[]): Promise<void> {
    const days = new Set(entries.map((entry) => dayOf(entry.at)));
    const held = new Set<string>();
    for (const day of days) {
      for (const line of await linesOf(join(this.folder, `${day}.jsonl`))) {
        held.add((JSON.parse(line) as LogEntry).id);
      }
    }
    const missing = entries.filter((entry) => !held.has(entry.id));
    if (missing.length > 0) await this.write(missing.map(encodeEntry));
  }

  async read(query: LogQuery<T> = {}): Promise<T[]> {
    // What was received before this read is in the day files once the writes under way end.
    if (this.journal) {
      await this.journal.ready();
      this.writeReceived();
      await this.queue.exclusive(() => Promise.resolve());
    }
    const entries = await this.readFiles(query);
    const unwritten = this.unwritten
      .map((entry) => JSON.parse(entry.json) as T)
      .filter((entry) => entryMatches(entry, query));
    if (unwritten.length === 0) return entries;
    return [...entries, ...unwritten].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }

  private async readFiles(query: LogQuery<T>): Promise<T[]> {
    const from = query.from === undefined ? undefined : dayOf(query.from);
    const to = query.to === undefined ? undefined : dayOf(query.to);
    const entries: T[] = [];
    for (const { day, file } of await dayFilesOf(this.folder)) {
      if ((from !== undefined && day < from) || (to !== undefined && day > to)) continue;
      const ofDay: T[] = [];
      for (const line of await linesOf(file)) {
        const entry = JSON.parse(line) as T;
        if (entryMatches(entry, query)) ofDay.push(entry);
      }
      // Appended in the order they were written, which entries held back for a moment
      // (reads, written together after their answers) do not keep.
      for (const entry of ofDay.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
        entries.push(entry);
      }
    }
    return entries;
  }

  async removeBefore(before: Date): Promise<number> {
    if (!this.journal) return this.removeFromFiles(before);
    await this.journal.ready();
    this.writeReceived();
    const removed = await this.removeFromFiles(before);
    // The write-ahead log may hold them still; a start before this compaction ends would
    // write them back, and its prune at start would remove them again.
    if (removed > 0) await this.journal.compact();
    return removed;
  }

  private removeFromFiles(before: Date): Promise<number> {
    return this.queue.exclusive(async () => {
      await this.closeFile();
      const cut = dayOf(before.toISOString());
      let removed = 0;
      for (const { day, file } of await dayFilesOf(this.folder)) {
        if (day > cut) break;
        const lines = await linesOf(file);
        const kept = lines.filter((line) => Date.parse((JSON.parse(line) as T).at) >= +before);
        removed += lines.length - kept.length;
        if (kept.length === 0) await rm(file, { force: true });
        else if (kept.length < lines.length) {
          await writeFileAtomic(file, kept.map((line) => `${line}\n`).join(''), PRIVATE_WRITE);
        }
        this.checked.delete(file);
      }
      if (removed > 0) await fsyncFolder(this.folder);
      return removed;
    });
  }

  private async write(entries: readonly EncodedEntry[]): Promise<void> {
    const byDay = new Map<string, string>();
    for (const entry of entries) {
      const day = dayOf(entry.at);
      byDay.set(day, `${byDay.get(day) ?? ''}${entry.json}\n`);
    }
    try {
      for (const [day, text] of byDay) await this.appendLines(day, text);
      this.storage?.noteWrite();
    } catch (error) {
      this.storage?.noteWrite(error);
      throw error;
    }
  }

  private async appendLines(day: string, text: string): Promise<void> {
    const fd = await this.fileFor(join(this.folder, `${day}.jsonl`));
    await new Promise<void>((done, failed) =>
      fs.write(fd, text, (error) => (error ? failed(error) : done())),
    );
    this.unsynced = true;
    // With a journal the write-ahead log holds them durably already (see `durable`).
    if (!this.journal) await this.syncFile();
  }

  private async syncFile(): Promise<void> {
    const open = this.current;
    if (!open || !this.unsynced) return;
    await new Promise<void>((done, failed) =>
      fs.fdatasync(open.fd, (error) => (error ? failed(error) : done())),
    );
    this.unsynced = false;
  }

  /**
   * The open file of a day, kept open while the appends go to it (an open and a close per
   * write cost more CPU than the write itself).
   */
  private async fileFor(file: string): Promise<number> {
    if (this.current?.file === file) return this.current.fd;
    await this.closeFile();
    if (!this.checked.has(file)) await this.prepare(file);
    // The file exists from `prepare` on, made with the store's mode.
    const fd = await new Promise<number>((done, failed) =>
      fs.open(file, 'a', (error, opened) => (error ? failed(error) : done(opened))),
    );
    this.current = { file, fd };
    return fd;
  }

  close(): Promise<void> {
    this.writeReceived();
    return this.queue.exclusive(() => this.closeFile());
  }

  /**
   * Lets the open day file go, its lines fsynced (at a stop, at a new day, and before
   * retention rewrites the days).
   */
  private async closeFile(): Promise<void> {
    await this.syncFile();
    const open = this.current;
    this.current = undefined;
    if (open) await new Promise<void>((done) => fs.close(open.fd, () => done()));
  }

  /**
   * Before the first append to a day file: a new file's folder entry is made durable; an
   * existing file loses a torn last line (a crash while it was appended), so the next
   * line starts on a line of its own.
   */
  private async prepare(file: string): Promise<void> {
    await makePrivateFolder(this.folder);
    let text: string | undefined;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text === undefined) {
      const fd = await openPrivate(file, 'a');
      await new Promise<void>((done) => fs.close(fd, () => done()));
      await fsyncFolder(this.folder);
    } else if (text.length > 0 && !text.endsWith('\n')) {
      await truncate(file, Buffer.byteLength(text.slice(0, text.lastIndexOf('\n') + 1)));
    }
    this.checked.add(file);
  }
}
