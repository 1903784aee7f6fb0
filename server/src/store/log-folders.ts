import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isLogName, type LogEntry, LOGS_FOLDER } from './append-log';
import { fsyncFolder } from './atomic-json-file';
import { dayFilesOf, dayOf, linesOf } from './file-append-log';
import { makePrivateFolder, PRIVATE_WRITE } from './private-files';

/** A log as a backup or a transfer counts it. */
export interface LogCount {
  name: string;
  entries: number;
}

/** The logs of a data folder (`logs/<name>/`), in name order. */
async function logNamesOf(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(join(dataDir, LOGS_FOLDER))).filter(isLogName).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Writes a log's day files, each whole and fsynced, then their folders. */
async function writeDayFiles(dataDir: string, name: string, days: Map<string, string[]>) {
  const logsFolder = join(dataDir, LOGS_FOLDER);
  const folder = join(logsFolder, name);
  await makePrivateFolder(folder);
  for (const [day, lines] of days) {
    await writeFileAtomic(
      join(folder, `${day}.jsonl`),
      lines.map((line) => `${line}\n`).join(''),
      PRIVATE_WRITE,
    );
  }
  await fsyncFolder(folder);
  await fsyncFolder(logsFolder);
}

/** The entries of `extra` by UTC day. */
function byDay(extra: readonly LogEntry[]): Map<string, LogEntry[]> {
  const days = new Map<string, LogEntry[]>();
  for (const entry of extra) {
    const day = dayOf(entry.at);
    const entries = days.get(day) ?? [];
    entries.push(entry);
    days.set(day, entries);
  }
  return days;
}

/**
 * A log's whole lines in a data folder, by day, with the entries of `extra` (what the
 * write-ahead log holds of it) that the day files lack.
 */
async function linesByDay(
  dataDir: string,
  name: string,
  extra: readonly LogEntry[],
): Promise<Map<string, string[]>> {
  const days = new Map<string, string[]>();
  for (const { day, file } of await dayFilesOf(join(dataDir, LOGS_FOLDER, name))) {
    days.set(day, await linesOf(file));
  }
  for (const [day, entries] of byDay(extra)) {
    const lines = days.get(day) ?? [];
    const held = new Set(lines.map((line) => (JSON.parse(line) as LogEntry).id));
    for (const entry of entries) if (!held.has(entry.id)) lines.push(JSON.stringify(entry));
    days.set(day, lines);
  }
  for (const [day, lines] of days) if (lines.length === 0) days.delete(day);
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

/** The logs of a data folder and of `walLogs`, in name order. */
async function namesWith(dataDir: string, walLogs: ReadonlyMap<string, unknown>) {
  return [...new Set([...(await logNamesOf(dataDir)), ...walLogs.keys()])].sort();
}

/**
 * Copies every log of the data folder `from` into `to` (a backup, or a restore's data
 * folder): each day file's whole lines as they are now, while a server may be appending
 * (a line being written is left for the next copy), and the entries of `walLogs` (what
 * the write-ahead log holds) the day files lack. Answers what was copied.
 */
export async function copyLogFolders(
  from: string,
  to: string,
  walLogs: ReadonlyMap<string, readonly LogEntry[]> = new Map(),
): Promise<LogCount[]> {
  const counts: LogCount[] = [];
  for (const name of await namesWith(from, walLogs)) {
    if (!isLogName(name)) throw new Error(`A log named ${name} has no folder name`);
    const days = await linesByDay(from, name, walLogs.get(name) ?? []);
    await writeDayFiles(to, name, days);
    counts.push({
      name,
      entries: [...days.values()].reduce((sum, lines) => sum + lines.length, 0),
    });
  }
  return counts;
}

/**
 * Every log of a data folder with its entries, oldest day first (db:import), with the
 * entries of `walLogs` the day files lack.
 */
export async function readLogFolders(
  dataDir: string,
  walLogs: ReadonlyMap<string, readonly LogEntry[]> = new Map(),
): Promise<Map<string, LogEntry[]>> {
  const logs = new Map<string, LogEntry[]>();
  for (const name of await namesWith(dataDir, walLogs)) {
    const entries: LogEntry[] = [];
    for (const lines of (await linesByDay(dataDir, name, walLogs.get(name) ?? [])).values()) {
      for (const line of lines) entries.push(JSON.parse(line) as LogEntry);
    }
    logs.set(name, entries);
  }
  return logs;
}

/** Writes a log's entries into a data folder as the JSON files' driver keeps them (db:export). */
export async function writeLogFolder(
  dataDir: string,
  name: string,
  entries: readonly LogEntry[],
): Promise<void> {
  const days = new Map<string, string[]>();
  for (const [day, ofDay] of byDay(entries)) {
    days.set(
      day,
      ofDay.map((entry) => JSON.stringify(entry)),
    );
  }
  await writeDayFiles(dataDir, name, days);
}
