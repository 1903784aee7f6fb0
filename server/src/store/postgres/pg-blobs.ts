import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import {
  type BlobArea,
  type BlobReader,
  type CapturedSeedFiles,
  capturedSeed,
  checkArea,
  checkStoredName,
  type SeedFile,
  type StoredBlob,
  storedPathOf,
} from '../blob-area';
import type { StoreDatabase } from './schema';
import type { StorageState } from '../storage-full';

/** What an area needs of the driver: its pool, once the tables exist. */
export interface BlobDatabase {
  readonly db: Kysely<StoreDatabase>;
  start(): Promise<void>;
}

/** Rows per insert while seeding (5 parameters each). */
const ROWS_PER_STATEMENT = 100;

/**
 * The PostgreSQL driver's files: one row of `store_blobs` per file (area, name, bytes,
 * size, created_at), so every server on the database serves every file, the files are
 * backed up with the records, and a commit's `removeFiles` leave in its transaction
 * (see PgStore). The upload limits bound a file (20 MB at most), so a file is read whole,
 * in one query: a download never sees half a file, even when it is removed meanwhile.
 */
export class PgBlobArea implements BlobArea {
  constructor(
    private readonly pg: BlobDatabase,
    readonly area: string,
    /** Told of each save's outcome (a full disk, or a write that got through). */
    private readonly storage?: StorageState,
  ) {
    checkArea(area);
  }

  /** Durable once the insert (its own transaction) has committed. */
  async save(bytes: Buffer, extension?: string): Promise<string> {
    const name = checkStoredName(`${randomUUID()}${extension ? `.${extension}` : ''}`);
    await this.pg.start();
    try {
      await this.pg.db
        .insertInto('store_blobs')
        .values({ area: this.area, name, bytes, size: bytes.length })
        .execute();
    } catch (error) {
      this.storage?.noteWrite(error);
      throw error;
    }
    this.storage?.noteWrite();
    return name;
  }

  async read(name: string): Promise<Buffer | undefined> {
    checkStoredName(name);
    await this.pg.start();
    const row = await this.pg.db
      .selectFrom('store_blobs')
      .select('bytes')
      .where('area', '=', this.area)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.bytes;
  }

  async open(name: string): Promise<BlobReader | undefined> {
    const bytes = await this.read(name);
    return bytes ? { stream: Readable.from([bytes]), size: bytes.length } : undefined;
  }

  async remove(...names: string[]): Promise<void> {
    names.forEach(checkStoredName);
    if (names.length === 0) return;
    await this.pg.start();
    await this.pg.db
      .deleteFrom('store_blobs')
      .where('area', '=', this.area)
      .where('name', 'in', names)
      .execute();
  }

  async list(): Promise<StoredBlob[]> {
    await this.pg.start();
    const rows = await this.pg.db
      .selectFrom('store_blobs')
      .select(['name', 'created_at'])
      .where('area', '=', this.area)
      .execute();
    return rows.map((row) => ({ name: row.name, savedAt: row.created_at.getTime() }));
  }

  storedPath(name: string): string {
    return storedPathOf(this.area, name);
  }

  /**
   * Only while the store seeds a collection (it captures the files and writes them in
   * that transaction: `writeSeedFiles`); nothing can be written synchronously otherwise.
   */
  replaceAllSync(files: readonly SeedFile[]): void {
    if (capturedSeed(this.area, files)) return;
    throw new Error(
      `Files of area "${this.area}" are seeded only while a collection is (inside its opening)`,
    );
  }
}

/** Replaces each captured area's files, inside the transaction that seeds a collection. */
export async function writeSeedFiles(
  trx: Transaction<StoreDatabase>,
  captured: CapturedSeedFiles,
): Promise<void> {
  for (const [area, files] of captured) {
    await trx.deleteFrom('store_blobs').where('area', '=', area).execute();
    for (let at = 0; at < files.length; at += ROWS_PER_STATEMENT) {
      await trx
        .insertInto('store_blobs')
        .values(
          files.slice(at, at + ROWS_PER_STATEMENT).map((file) => ({
            area,
            name: file.name,
            bytes: file.bytes,
            size: file.bytes.length,
          })),
        )
        .execute();
    }
  }
}
