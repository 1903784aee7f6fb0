import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { SpreadsheetFormat, SpreadsheetRow } from '../../common/spreadsheet';
import type { ImportState } from './dto/import.dto';
import type { CheckedRow, RowPlan } from './import-kind';
import type { ColumnChoice, DuplicateMode, ImportKind } from './import.types';

/** How long an upload is kept after its last use. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Uploads one account keeps at once; a new one lets the oldest go. */
export const SESSIONS_PER_ACCOUNT = 3;
/** Uploads the server keeps at once, everyone's together. */
export const SESSIONS_IN_ALL = 10;

export interface ImportPreview {
  mapping: ColumnChoice[];
  duplicates: DuplicateMode;
  rows: CheckedRow[];
  plans: RowPlan[];
}

/**
 * An uploaded file, read once and kept in memory (never on disk) while the person maps
 * its columns, previews and imports it; it is let go 30 minutes after its last use, when
 * its account uploads a fourth, or when the server stops. The import's report is stored.
 */
export interface ImportSession {
  id: string;
  accountId: string;
  kind: ImportKind;
  fileName: string;
  format: SpreadsheetFormat;
  headers: string[];
  rows: SpreadsheetRow[];
  /** The account's remembered mapping and the suggestions, until a preview sets one. */
  mapping: ColumnChoice[];
  state: ImportState;
  progress: { done: number; total: number } | null;
  preview: ImportPreview | null;
  result: {
    reportId: string;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
    at: string;
    consentConfirmedAt: string | null;
  } | null;
  error: { code: string; message: string; lines: number[] } | null;
  touchedAt: number;
}

@Injectable()
export class ImportSessions implements OnModuleDestroy {
  private readonly sessions = new Map<string, ImportSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
    this.sessions.clear();
  }

  add(
    fields: Omit<
      ImportSession,
      'id' | 'touchedAt' | 'state' | 'progress' | 'preview' | 'result' | 'error'
    >,
  ): ImportSession {
    this.sweep();
    const session: ImportSession = {
      ...fields,
      id: randomUUID(),
      state: 'uploaded',
      progress: null,
      preview: null,
      result: null,
      error: null,
      touchedAt: Date.now(),
    };
    const own = [...this.sessions.values()].filter((one) => one.accountId === fields.accountId);
    for (const old of this.oldestIdle(own, own.length - SESSIONS_PER_ACCOUNT + 1)) {
      this.sessions.delete(old.id);
    }
    const all = [...this.sessions.values()];
    for (const old of this.oldestIdle(all, all.length - SESSIONS_IN_ALL + 1)) {
      this.sessions.delete(old.id);
    }
    this.sessions.set(session.id, session);
    return session;
  }

  /** The account's own session, kept alive by the look-up; undefined when gone. */
  get(id: string, accountId: string): ImportSession | undefined {
    const session = this.sessions.get(id);
    if (!session || session.accountId !== accountId || this.expired(session)) return undefined;
    session.touchedAt = Date.now();
    return session;
  }

  remove(id: string): void {
    this.sessions.delete(id);
  }

  expiresAt(session: ImportSession): string {
    return new Date(session.touchedAt + SESSION_IDLE_MS).toISOString();
  }

  private expired(session: ImportSession): boolean {
    return !this.busy(session) && Date.now() - session.touchedAt > SESSION_IDLE_MS;
  }

  private busy(session: ImportSession): boolean {
    return session.state === 'previewing' || session.state === 'importing';
  }

  /** The `count` least recently used that no step is running on. */
  private oldestIdle(sessions: ImportSession[], count: number): ImportSession[] {
    if (count <= 0) return [];
    return sessions
      .filter((session) => !this.busy(session))
      .sort((a, b) => a.touchedAt - b.touchedAt)
      .slice(0, count);
  }

  private sweep(): void {
    for (const session of this.sessions.values()) {
      if (this.expired(session)) this.sessions.delete(session.id);
    }
  }
}
