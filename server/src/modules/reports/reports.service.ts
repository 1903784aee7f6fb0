import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import { forbidden, notFound } from '../../common/errors/domain-error';
import type { PeriodQueryDto } from '../../common/period/period-query.dto';
import { AccountsService } from '../accounts/accounts.service';
import { type Download, FileManagerService } from '../file-manager/file-manager.service';
import { definedOnly } from '../../common/listing/input';
import type {
  CreateSavedReportDto,
  ReportDto,
  ReportFiltersDto,
  ReportRunDto,
  ReportScheduleDto,
  SavedReportDto,
  UpdateSavedReportDto,
} from './dto/report.dto';
import { ReportsClock } from './report-clock';
import { CONTENT_TYPES, exportFileName, renderReport, writeReport } from './report-files';
import {
  mayRunKind,
  REPORT_KIND_ROLE,
  type ReportFormat,
  type ReportKind,
  type ReportLanguage,
} from './report-kinds';
import { ReportRunner } from './report-runner';
import { nextRunAfter, type ReportSchedule } from './report-schedule';
import { ReportScheduler } from './report-scheduler';
import { periodDays, rangeOf, ReportSources } from './report-sources';
import { ReportRunsRepository, SavedReportsRepository } from './reports.repository';
import type { ReportRun, SavedReport } from './reports.types';

export interface ReportFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const newestFirst = (a: ReportRun, b: ReportRun) => b.startedAt.localeCompare(a.startedAt);

function assertMayRun(roles: readonly Role[], kind: ReportKind): void {
  if (!mayRunKind(roles, kind)) {
    throw forbidden('role-required', `The report ${kind} needs the role ${REPORT_KIND_ROLE[kind]}`);
  }
}

function filtersOf(input: ReportFiltersDto): SavedReport['filters'] {
  const custom = input.period === 'custom';
  return {
    period: input.period,
    from: custom ? (input.from ?? null) : null,
    to: custom ? (input.to ?? null) : null,
  };
}

function scheduleOf(input: ReportScheduleDto): ReportSchedule {
  return {
    frequency: input.frequency,
    time: input.time,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    dayOfMonth: input.frequency === 'monthly' ? (input.dayOfMonth ?? null) : null,
  };
}

/**
 * The reports: figures of a period by kind, as a table or a file, and saved reports that
 * run on a schedule. A person sees and manages the saved reports they made; an
 * administrator may see and manage everyone's.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly saved: SavedReportsRepository,
    private readonly runs: ReportRunsRepository,
    private readonly sources: ReportSources,
    private readonly runner: ReportRunner,
    private readonly scheduler: ReportScheduler,
    private readonly files: FileManagerService,
    private readonly accounts: AccountsService,
    private readonly clock: ReportsClock,
  ) {}

  figures(auth: AuthContext, kind: ReportKind, query: PeriodQueryDto): ReportDto {
    assertMayRun(auth.roles, kind);
    const { preset, range } = rangeOf(query, this.clock.now());
    return { kind, period: periodDays(preset, range), ...this.sources.table(kind, range) };
  }

  async exportFile(
    auth: AuthContext,
    kind: ReportKind,
    query: PeriodQueryDto,
    format: ReportFormat,
    language: ReportLanguage = 'en',
  ): Promise<ReportFile> {
    const now = this.clock.now();
    const { period, ...table } = this.figures(auth, kind, query);
    const bytes = await writeReport(renderReport(kind, table, period, language, now), format);
    return {
      name: exportFileName(kind, period, format),
      contentType: CONTENT_TYPES[format],
      bytes,
    };
  }

  list(auth: AuthContext, all: boolean): SavedReportDto[] {
    if (all && !auth.roles.includes('admin')) {
      throw forbidden('role-required', 'Only administrators see other accounts’ saved reports');
    }
    return this.saved
      .list()
      .filter((report) => all || report.ownerId === auth.accountId)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }))
      .map((report) => this.toDto(report));
  }

  get(auth: AuthContext, id: string): SavedReportDto {
    return this.toDto(this.visible(auth, id));
  }

  async create(auth: AuthContext, input: CreateSavedReportDto): Promise<SavedReportDto> {
    assertMayRun(auth.roles, input.kind);
    const now = this.clock.now();
    const schedule = scheduleOf(input.schedule);
    const active = input.active ?? true;
    const report: SavedReport = {
      id: randomUUID(),
      ownerId: auth.accountId,
      name: input.name,
      kind: input.kind,
      filters: filtersOf(input.filters),
      schedule,
      format: input.format ?? 'xlsx',
      language: input.language ?? 'en',
      recipients: [...new Set(input.recipients ?? [])],
      active,
      nextRunAt: active ? nextRunAfter(schedule, now).toISOString() : null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await this.saved.insert(report);
    this.scheduler.reschedule();
    return this.toDto(report);
  }

  async update(
    auth: AuthContext,
    id: string,
    patch: UpdateSavedReportDto,
  ): Promise<SavedReportDto> {
    const existing = this.visible(auth, id);
    if (patch.kind !== undefined) assertMayRun(auth.roles, patch.kind);
    const changes = definedOnly(patch);
    const updated = await this.saved.mutate((items) => {
      const current = items.find((one) => one.id === existing.id);
      if (!current) throw reportNotFound(id);
      const now = this.clock.now();
      const schedule = changes.schedule ? scheduleOf(changes.schedule) : current.schedule;
      const active = changes.active ?? current.active;
      const timing =
        changes.schedule !== undefined || (active && !current.active) || !active
          ? { nextRunAt: active ? nextRunAfter(schedule, now).toISOString() : null }
          : {};
      const next: SavedReport = {
        ...current,
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.kind !== undefined ? { kind: changes.kind } : {}),
        ...(changes.filters !== undefined ? { filters: filtersOf(changes.filters) } : {}),
        ...(changes.format !== undefined ? { format: changes.format } : {}),
        ...(changes.language !== undefined ? { language: changes.language } : {}),
        ...(changes.recipients !== undefined
          ? { recipients: [...new Set(changes.recipients)] }
          : {}),
        schedule,
        active,
        ...timing,
        updatedAt: now.toISOString(),
      };
      return { items: items.map((one) => (one.id === id ? next : one)), result: next };
    });
    this.scheduler.reschedule();
    return this.toDto(updated);
  }

  /** Deletes the report and its run history; the files stay in the file manager. */
  async remove(auth: AuthContext, id: string): Promise<SavedReportDto> {
    const report = this.visible(auth, id);
    const dto = this.toDto(report);
    await this.saved.remove(report.id);
    await this.runs.mutate((items) => ({
      items: items.filter((run) => run.reportId !== report.id),
      result: undefined,
    }));
    this.scheduler.reschedule();
    return dto;
  }

  /** Runs it now (its schedule stays as it is); answers the finished run. */
  async runNow(auth: AuthContext, id: string): Promise<ReportRunDto> {
    const report = this.visible(auth, id);
    const run = await this.runner.run(report.id, 'manual');
    if (!run) throw reportNotFound(id);
    return run;
  }

  runsOf(auth: AuthContext, id: string): ReportRunDto[] {
    const report = this.visible(auth, id);
    return this.runs
      .list()
      .filter((run) => run.reportId === report.id)
      .sort(newestFirst);
  }

  /** A run's file, from the file manager (404 file-missing once deleted there). */
  async runFile(auth: AuthContext, id: string, runId: string): Promise<Download> {
    const report = this.visible(auth, id);
    const run = this.runs.get(runId);
    if (!run || run.reportId !== report.id) {
      throw notFound('not-found', `Report ${id} has no run ${runId}`);
    }
    if (!run.fileId) throw notFound('file-missing', 'This run wrote no file');
    try {
      return await this.files.download(auth.roles, run.fileId);
    } catch {
      throw notFound(
        'file-missing',
        `The file ${run.fileName ?? ''} is no longer in the file manager`.replace('  ', ' '),
      );
    }
  }

  /** The report when the caller may see it: its owner, or an administrator. */
  private visible(auth: AuthContext, id: string): SavedReport {
    const report = this.saved.get(id);
    if (!report || (report.ownerId !== auth.accountId && !auth.roles.includes('admin'))) {
      throw reportNotFound(id);
    }
    return report;
  }

  private toDto(report: SavedReport): SavedReportDto {
    const owner = this.accounts.get(report.ownerId);
    const lastRun = this.runs
      .list()
      .filter((run) => run.reportId === report.id)
      .sort(newestFirst)[0];
    return {
      id: report.id,
      ownerId: report.ownerId,
      ownerName: owner ? `${owner.name} ${owner.surname}`.trim() : '',
      name: report.name,
      kind: report.kind,
      filters: { ...report.filters },
      schedule: { ...report.schedule },
      format: report.format,
      language: report.language,
      recipients: [...report.recipients],
      active: report.active,
      nextRunAt: report.nextRunAt,
      lastRun: lastRun ?? null,
      createdAt: report.createdAt,
      updatedAt: report.updatedAt,
    };
  }
}

function reportNotFound(id: string) {
  return notFound('not-found', `Saved report ${id} does not exist`);
}
