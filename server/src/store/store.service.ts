import { access, constants, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { Collection } from './collection';
import { DataFolderLock } from './data-folder-lock';
import type { CollectionDefinition, Entity } from './entity';
import { STORE_OPTIONS, type StoreOptions } from './store.options';
import { sweepTempFiles } from './temp-files';

export interface StoreStatus {
  status: 'ok' | 'unavailable';
  collections: number;
  writable: boolean;
}

/** Owns the data folder (alone: it holds the folder's lock) and every collection in it. */
@Injectable()
export class StoreService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(StoreService.name);
  private readonly collections = new Map<string, Collection<Entity>>();
  private folderReady: Promise<void> | undefined;
  private readonly lock: DataFolderLock;

  constructor(@Inject(STORE_OPTIONS) private readonly options: StoreOptions) {
    this.lock = new DataFolderLock(options.dataDir);
  }

  /** The data folder exists and is ours from start-up on, before any collection opens. */
  async onModuleInit(): Promise<void> {
    await this.ensureFolder();
  }

  async onModuleDestroy(): Promise<void> {
    await this.lock.release();
  }

  get dataDir(): string {
    return this.options.dataDir;
  }

  /** The collection for a definition; one instance per name for the whole process. */
  collection<T extends Entity>(definition: CollectionDefinition<T>): Collection<T> {
    const existing = this.collections.get(definition.name);
    if (existing) {
      if (existing.definition !== (definition as unknown)) {
        throw new Error(`Collection "${definition.name}" is defined twice`);
      }
      return existing as unknown as Collection<T>;
    }
    const created = new Collection<T>(
      definition,
      join(this.options.dataDir, `${definition.name}.json`),
    );
    this.collections.set(definition.name, created as unknown as Collection<Entity>);
    return created;
  }

  /** Loads (or seeds) a collection; a file that does not parse stops start-up. */
  async open<T extends Entity>(collection: Collection<T>): Promise<void> {
    await this.ensureFolder();
    const outcome = await collection.open(this.options.onStart).catch(async (error: unknown) => {
      // Start-up stops here; the folder must not stay locked by a process that gave up.
      await this.lock.release();
      throw error;
    });
    if (outcome === 'seeded') this.logger.log(`Seeded collection ${collection.name}`);
  }

  private ensureFolder(): Promise<void> {
    this.folderReady ??= (async () => {
      await mkdir(this.options.dataDir, { recursive: true });
      await this.lock.acquire();
      const swept = await sweepTempFiles(this.options.dataDir);
      if (swept > 0) this.logger.warn(`Removed ${swept} temp files left by interrupted writes`);
    })();
    return this.folderReady;
  }

  async status(): Promise<StoreStatus> {
    const writable = await access(this.options.dataDir, constants.W_OK).then(
      () => true,
      () => false,
    );
    const all = [...this.collections.values()];
    return {
      status: writable && all.every((collection) => collection.isOpen) ? 'ok' : 'unavailable',
      collections: all.length,
      writable,
    };
  }
}
