import { readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { fsClose, fsOpen, fsSync, fsTruncate, fsWrite } from './fs-calls';
import { openPrivate } from './private-files';
import type { EncodedEntry, LogEntry } from './append-log';
import type { CollectionOps } from './records';
import { QUIET_STORE_OBSERVER, secondsSince, type StoreObserver } from './store-observer';

/**
 * One commit, as one line of the write-ahead log. A commit may touch several
 * collections; `rm` names files (relative to the data folder) that the commit deletes,
 * once it is durable and again whenever the line is replayed. `carry` marks the ops of
 * collections not opened yet, copied by compaction from the older log generations it
 * lists into the new one: the copy counts only once those generations are gone, so no
 * op is ever applied twice. `logs` holds entries appended to append-only logs (the
 * audit trail), by log: durable here first, then written to the log's own files, which
 * are made durable before compaction removes this line's generation.
 */
export interface Commit {
  seq: number;
  at: string;
  ops: CollectionOps[];
  rm?: string[];
  carry?: number[];
  logs?: Record<string, LogEntry[]>;
}

/** Whether a commit counts, given the log generations still on disk. */
export function counts(commit: Commit, generations: ReadonlySet<number>): boolean {
  return !commit.carry || !commit.carry.some((generation) => generations.has(generation));
}

/**
 * A line is a JSON object, readable with any JSON-lines tool:
 * `{"crc":"<crc32 of the commit's JSON, 8 hex digits>","commit":<the commit's JSON>}`.
 * The checksum tells a whole line from one a crash cut short or garbled.
 */
const HEAD = '{"crc":"';
const MIDDLE = '","commit":';
const BODY_START = HEAD.length + 8 + MIDDLE.length;
const NEWLINE = 0x0a;

/**
 * A commit's line, as the bytes written, and how many of its characters the append-only
 * logs' entries take (`logs`, written last): the part compaction need not apply to any
 * collection. Entries of one log encoded already (`encoded`) are written as they are, in
 * place of `logs`. The line is encoded to UTF-8 once, for its checksum and for the write.
 */
export function encodeCommitLine(
  commit: Commit,
  encoded?: { log: string; entries: readonly EncodedEntry[] },
): { line: Buffer; logChars: number } {
  const { logs, ...rest } = commit;
  let body = JSON.stringify(rest);
  let logChars = 0;
  const logsJson = encoded
    ? encodedLogs(encoded.log, encoded.entries)
    : logs && JSON.stringify(logs);
  if (logsJson) {
    logChars = logsJson.length;
    body = `${body.slice(0, -1)},"logs":${logsJson}}`;
  }
  const bodyBytes = Buffer.byteLength(body);
  const line = Buffer.allocUnsafe(BODY_START + bodyBytes + 2);
  line.write(body, BODY_START);
  const crc = hex(crc32(line.subarray(BODY_START, BODY_START + bodyBytes)));
  line.write(`${HEAD}${crc}${MIDDLE}`, 0, 'latin1');
  line.write('}\n', BODY_START + bodyBytes, 'latin1');
  return { line, logChars };
}

/** `logs` of one log whose entries are encoded already, as JSON.stringify would write it. */
function encodedLogs(log: string, entries: readonly EncodedEntry[]): string {
  let list = '';
  for (const entry of entries) list += list ? `,${entry.json}` : entry.json;
  return `{${JSON.stringify(log)}:[${list}]}`;
}

/** The commit a line holds, or undefined when the line is not whole. */
export function decodeCommit(line: Buffer): Commit | undefined {
  if (line.length < BODY_START + 2 || line[line.length - 1] !== 0x7d /* } */) return undefined;
  if (line.toString('latin1', 0, HEAD.length) !== HEAD) return undefined;
  if (line.toString('latin1', HEAD.length + 8, BODY_START) !== MIDDLE) return undefined;
  const body = line.subarray(BODY_START, line.length - 1);
  if (line.toString('latin1', HEAD.length, HEAD.length + 8) !== hex(crc32(body))) return undefined;
  try {
    const commit = JSON.parse(body.toString('utf8')) as Commit;
    return typeof commit.seq === 'number' && Array.isArray(commit.ops) ? commit : undefined;
  } catch {
    return undefined;
  }
}

function hex(value: number): string {
  return value.toString(16).padStart(8, '0');
}

/** A log with a bad line followed by whole ones: not a crash's doing, so nothing is guessed. */
export class CorruptLogError extends Error {
  constructor(
    readonly file: string,
    line: number,
  ) {
    super(
      `Write-ahead log ${file} is damaged at line ${line}: whole commits follow a line that ` +
        'is not whole, which a crash cannot cause. The server did not start and has not ' +
        'modified the log; restore the data folder from a backup, or remove the damaged ' +
        'line by hand if you accept losing that commit.',
    );
    this.name = 'CorruptLogError';
  }
}

export interface LogContent {
  commits: Commit[];
  /** Bytes up to the end of the last whole line. */
  wholeBytes: number;
  /** Bytes after it: the line (or lines) a crash cut short, to be dropped. */
  tornBytes: number;
}

/**
 * Reads a log. Whole lines are kept; bad lines at the end are what a crash in the middle
 * of an append leaves, and are reported as torn (never acknowledged, so nothing is lost);
 * a bad line followed by a whole one is refused.
 */
export async function readLog(file: string): Promise<LogContent> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { commits: [], wholeBytes: 0, tornBytes: 0 };
    }
    throw error;
  }
  return parseLog(file, bytes);
}

export function parseLog(file: string, bytes: Buffer): LogContent {
  const commits: Commit[] = [];
  let wholeBytes = 0;
  let firstBadLine = 0;
  let start = 0;
  for (let lineNumber = 1; start < bytes.length; lineNumber++) {
    const end = bytes.indexOf(NEWLINE, start);
    // A line without its newline was never fully written.
    const commit = end === -1 ? undefined : decodeCommit(bytes.subarray(start, end));
    if (commit) {
      if (firstBadLine !== 0) throw new CorruptLogError(file, firstBadLine);
      commits.push(commit);
      wholeBytes = end + 1;
    } else if (firstBadLine === 0) {
      firstBadLine = lineNumber;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return { commits, wholeBytes, tornBytes: bytes.length - wholeBytes };
}

/**
 * The open log file that commits are appended to. Each append is one write and one
 * fsync, whatever the number of lines in it (group commit). A failed append is cut off
 * again, so a later append never follows half a batch.
 */
export class LogFile {
  private broken: Error | undefined;

  private constructor(
    readonly file: string,
    private fd: number,
    private length: number,
    private readonly observer: StoreObserver,
  ) {}

  /**
   * Opens (creating when missing) for appending; `length` is its current size. The
   * observer hears how long each fsync took.
   */
  static async open(
    file: string,
    length: number,
    observer: StoreObserver = QUIET_STORE_OBSERVER,
  ): Promise<LogFile> {
    const fd = await openPrivate(file, 'a');
    return new LogFile(file, fd, length, observer);
  }

  get size(): number {
    return this.length;
  }

  /**
   * Appends `bytes` (whole lines) and makes them durable. `step`, when given, runs between
   * the parts (crash tests stop the process there).
   */
  async append(
    bytes: Buffer,
    step?: (name: 'partial' | 'written') => Promise<void>,
  ): Promise<void> {
    if (this.broken) {
      throw new Error(
        `The write-ahead log ${this.file} could not be repaired after a failed write ` +
          `(${this.broken.message}); restart the server.`,
      );
    }
    const before = this.length;
    try {
      let written = 0;
      if (step) {
        // Half a batch on disk, as a crash in the middle of the write would leave it.
        written += await fsWrite(this.fd, bytes, 0, Math.floor(bytes.length / 2));
        await step('partial');
      }
      while (written < bytes.length) {
        written += await fsWrite(this.fd, bytes, written, bytes.length - written);
      }
      await step?.('written');
      const syncStart = performance.now();
      await fsSync(this.fd);
      this.observer.synced(secondsSince(syncStart));
      this.length = before + bytes.length;
    } catch (error) {
      try {
        await fsTruncate(this.fd, before);
        await fsSync(this.fd);
      } catch (repair) {
        this.broken = repair as Error;
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.fd < 0) return;
    const fd = this.fd;
    this.fd = -1;
    await fsClose(fd);
  }
}

/** Cuts a log back to its whole lines (after a crash) and makes that durable. */
export async function truncateLog(file: string, length: number): Promise<void> {
  const fd = await fsOpen(file, 'r+');
  try {
    await fsTruncate(fd, length);
    await fsSync(fd);
  } finally {
    await fsClose(fd);
  }
}
