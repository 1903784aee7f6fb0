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

/**
 * Copies every log of the data folder `from` into `to` (a backup, or a restore's data
 * folder): each day file's whole lines as they are now, while a server may be appending
 * (a line being written is left for the next copy). Answers what was copied.
 */
export async function copyLogFolders(from: string, to: string): Promise<LogCount[]> {
  const counts: LogCount[] = [];
  for (const name of await logNamesOf(from)) {
    const days = new Map<string, string[]>();
    for (const { day, file } of await dayFilesOf(join(from, LOGS_FOLDER, name))) {
      const lines = await linesOf(file);
      if (lines.length > 0) days.set(day, lines);
    }
    await writeDayFiles(to, name, days);
    counts.push({
      name,
      entries: [...days.values()].reduce((sum, lines) => sum + lines.length, 0),
    });
  }
  return counts;
}

/** Every log of a data folder with its entries, oldest day first (db:import). */
export async function readLogFolders(dataDir: string): Promise<Map<string, LogEntry[]>> {
  const logs = new Map<string, LogEntry[]>();
  for (const name of await logNamesOf(dataDir)) {
    const entries: LogEntry[] = [];
    for (const { file } of await dayFilesOf(join(dataDir, LOGS_FOLDER, name))) {
      for (const line of await linesOf(file)) entries.push(JSON.parse(line) as LogEntry);
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
  for (const entry of entries) {
    const day = dayOf(entry.at);
    const lines = days.get(day) ?? [];
    lines.push(JSON.stringify(entry));
    days.set(day, lines);
  }
  await writeDayFiles(dataDir, name, days);
}
