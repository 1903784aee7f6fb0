import { open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { FILE_MODE } from './private-files';

export const LOCK_FILE = '.lock';

/** Another live process works on the data folder; starting here would lose its writes. */
export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another server (process ${pid}). ` +
        'Stop that process first, or give this one another DATA_DIR.',
    );
    this.name = 'DataFolderInUseError';
  }
}

interface LockContent {
  pid: number;
  host: string;
  since: string;
}

/** Folders this process holds, so two stores in one process cannot share one either. */
const heldHere = new Set<string>();

/**
 * One process per data folder: an exclusive lock file holding the owner's process id.
 * A lock left by a process that is gone (killed, crashed) is taken over.
 */
export class DataFolderLock {
  private held = false;

  constructor(private readonly dataDir: string) {}

  private get file(): string {
    return join(this.dataDir, LOCK_FILE);
  }

  async acquire(): Promise<void> {
    if (heldHere.has(this.dataDir)) throw new DataFolderInUseError(this.dataDir, process.pid);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await this.tryCreate()) {
        heldHere.add(this.dataDir);
        this.held = true;
        return;
      }
      const owner = await this.readOwner();
      if (owner && isAlive(owner.pid) && owner.pid !== process.pid) {
        throw new DataFolderInUseError(this.dataDir, owner.pid);
      }
      // Left behind by a process that is gone (or by this one before a restart in place).
      await rm(this.file, { force: true });
    }
    throw new Error(`Could not take the lock of the data folder ${this.dataDir}`);
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    heldHere.delete(this.dataDir);
    const owner = await this.readOwner();
    if (owner?.pid === process.pid) await rm(this.file, { force: true });
  }

  private async tryCreate(): Promise<boolean> {
    const content: LockContent = {
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
    };
    try {
      const handle = await open(this.file, 'wx', FILE_MODE);
      try {
        await handle.chmod(FILE_MODE);
        await handle.writeFile(`${JSON.stringify(content)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async readOwner(): Promise<LockContent | undefined> {
    try {
      const parsed = JSON.parse(await readFile(this.file, 'utf8')) as Partial<LockContent>;
      return typeof parsed.pid === 'number' ? (parsed as LockContent) : undefined;
    } catch {
      // Missing, or half-written by a process killed while creating it: nobody holds it.
      return undefined;
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
