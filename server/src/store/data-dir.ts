import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, type Stats, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FILE_MODE, FOLDER_MODE } from './private-files';

/**
 * Makes sure the data folder (an absolute path) can hold the collections: creates it when
 * missing, then writes and removes a small file. Answers what is wrong, or undefined.
 *
 * Runs once at start-up, before anything else touches the folder. Folders are created one
 * level at a time, as Node's recursive mkdir never returns for some paths (under /proc).
 * Only writing tells: access() says yes to root even on a read-only folder.
 */
export function dataDirProblem(dataDir: string): string | undefined {
  try {
    const missing: string[] = [];
    let current = dataDir;
    let found = statOrMissing(current);
    while (!found && dirname(current) !== current) {
      missing.unshift(current);
      current = dirname(current);
      found = statOrMissing(current);
    }
    if (found && !found.isDirectory()) {
      return current === dataDir
        ? `DATA_DIR ${dataDir} is a file, not a folder`
        : `DATA_DIR ${dataDir} cannot be created: ${current} is a file`;
    }
    for (const folder of missing) {
      mkdirSync(folder, FOLDER_MODE);
      chmodSync(folder, FOLDER_MODE);
    }
    const probe = join(dataDir, `.write-test-${randomUUID()}`);
    writeFileSync(probe, 'ok', { mode: FILE_MODE });
    rmSync(probe);
    return undefined;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return cannotWrite(dataDir, code ?? message);
  }
}

/**
 * Why `dataDir` cannot be used; for a permission refusal, also whom to give it to: a
 * container's bind mount of a host folder its user does not own ends here.
 */
export function cannotWrite(
  dataDir: string,
  reason: string,
  uid = process.getuid?.(),
  gid = process.getgid?.(),
): string {
  const problem = `DATA_DIR ${dataDir} is not a folder the server can write to (${reason})`;
  if ((reason !== 'EACCES' && reason !== 'EPERM') || uid === undefined) return problem;
  return `${problem}: the server runs as uid ${uid} (gid ${gid}); give that user the folder, e.g. chown -R ${uid}:${gid} on it (on the host, for a bind mount)`;
}

/** undefined when nothing is there (ENOTDIR: a file stands where a parent should be). */
function statOrMissing(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
