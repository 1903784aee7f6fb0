import { randomBytes } from 'node:crypto';
import { link, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncFolder } from './atomic-json-file';
import { FILE_MODE, makePrivateFolder } from './private-files';

/**
 * A secret kept in the data folder, readable by its owner only (mode 0600): the stored
 * one when there is, otherwise `create()`'s, written and fsynced with its folder. If
 * another caller or process puts it there first, theirs wins. A file holding less than
 * `minLength` characters is refused (it is left for an operator to remove).
 */
export async function readOrCreateSecret(
  dataDir: string,
  name: string,
  create: () => string,
  minLength: number,
): Promise<string> {
  const file = join(dataDir, name);
  const read = async () => {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= minLength) return stored;
    throw new Error(`${file} holds no usable secret; remove it to generate a new one`);
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await makePrivateFolder(dataDir);
  const secret = create();
  // Written whole under a private name first, then linked into place: a concurrent
  // reader sees the whole secret or no file, never an empty one being written.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(draft, 'wx', FILE_MODE);
  try {
    await handle.writeFile(`${secret}\n`);
    await handle.chmod(FILE_MODE);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // link fails if the name exists, so the first secret in place stays.
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return read();
  } finally {
    await unlink(draft);
  }
  await fsyncFolder(dataDir);
  return secret;
}
