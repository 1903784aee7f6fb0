import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AppendLog, LogEntry } from './append-log';
import { FileAppendLog } from './file-append-log';
import { postgresDriver } from './postgres/load-driver';
import { StoreService } from './store.service';

/**
 * The door to the append-only logs, as BlobStore is to the stored files: each log on the
 * store's driver (on the JSON files, through the write-ahead log: see FileAppendLog). One
 * object per log and server, so its appends share their writes.
 */
@Injectable()
export class LogStore implements OnApplicationShutdown {
  private readonly logs = new Map<string, AppendLog<LogEntry>>();

  constructor(private readonly store: StoreService) {}

  log<T extends LogEntry>(name: string): AppendLog<T> {
    let log = this.logs.get(name);
    if (!log) {
      const pg = this.store.postgres;
      log = pg
        ? new (postgresDriver().PgAppendLog)(pg, name, this.store.storage)
        : new FileAppendLog(this.store.dataDir, name, this.store.storage, this.store.logJournal);
      this.logs.set(name, log);
    }
    return log as AppendLog<T>;
  }

  /** At a stop, once the requests in flight have finished: lets the open day files go. */
  async onApplicationShutdown(): Promise<void> {
    for (const log of this.logs.values()) await log.close();
  }
}
