import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '../../common/mail/mailer.service';
import { AppConfigService } from '../../config/config';
import { ClusterService } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import { FileManagerService } from '../file-manager/file-manager.service';
import { ReportsClock } from './report-clock';
import { CONTENT_TYPES, renderReport, type RenderedReport, writeReport } from './report-files';
import { mayRunKind, REPORT_KIND_ROLE } from './report-kinds';
import { REPORT_LABELS } from './report-labels';
import { periodDays, rangeOf, ReportSources } from './report-sources';
import { ReportRunsRepository, SavedReportsRepository } from './reports.repository';
import { type ReportRun, RUNS_KEPT, type RunTrigger, type SavedReport } from './reports.types';

/** The file manager's folder (of the root) that every run's file goes into. */
export const REPORTS_FOLDER = 'Reports';

/** A report's name as part of a file name: no slashes, no "..", no control characters. */
export function fileStem(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[/\\:*?"<>|]/g, '-')
      .replace(/\.{2,}/g, '.')
      .trim()
      .slice(0, 120) || 'Report'
  );
}

/** `2026-05-18 0800` (UTC): when a run's file was made. */
function stamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

/** A run's file name: the report's, the minute of the run, a copy number, the format. */
const RUN_FILE_NAME = / \d{4}-\d{2}-\d{2} \d{4}( \(\d+\))?\.(csv|xlsx)$/;

/** The lease a server holds while it runs a report (see ClusterService.hold). */
export const runLease = (runId: string) => `report-run:${runId}`;

export const INTERRUPTED_MESSAGE = 'The server stopped before the run finished';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/**
 * Runs a saved report: works out its figures as its owner may see them, writes the file
 * into the file manager's Reports folder, mails it to the recipients when SMTP_URL is
 * set, and records the run (a failure too) in the report's history. Never throws.
 */
@Injectable()
export class ReportRunner {
  private readonly logger = new Logger(ReportRunner.name);
  /** Runs of one report wait for each other. */
  private readonly queues = new Map<string, Promise<ReportRun | null>>();

  constructor(
    private readonly saved: SavedReportsRepository,
    private readonly runs: ReportRunsRepository,
    private readonly sources: ReportSources,
    private readonly files: FileManagerService,
    private readonly mailer: MailerService,
    private readonly accounts: AccountsService,
    private readonly config: AppConfigService,
    private readonly clock: ReportsClock,
    private readonly cluster: ClusterService,
  ) {}

  /** Runs the report now (after a run of it already under way); null once it is deleted. */
  run(reportId: string, trigger: RunTrigger): Promise<ReportRun | null> {
    const previous = this.queues.get(reportId) ?? Promise.resolve(null);
    const next = previous.then(() => this.runOnce(reportId, trigger));
    this.queues.set(reportId, next);
    void next.then(() => {
      if (this.queues.get(reportId) === next) this.queues.delete(reportId);
    });
    return next;
  }

  /**
   * Files of runs from before deliveries were marked get the mark a run gives now: the
   * report's role. A run file no run names any more (its report was deleted) is left to
   * administrators, since nothing says whose figures it holds. Answers how many it marked.
   */
  markEarlierFiles(): Promise<number> {
    const kinds = new Map(this.saved.list().map((report) => [report.id, report.kind]));
    const kindOfFile = new Map(
      this.runs.list().flatMap((run) => {
        const kind = kinds.get(run.reportId);
        return run.fileId && kind ? [[run.fileId, kind] as const] : [];
      }),
    );
    return this.files.markReaders(REPORTS_FOLDER, (file) => {
      const kind = kindOfFile.get(file.id);
      if (kind) return [REPORT_KIND_ROLE[kind]];
      return RUN_FILE_NAME.test(file.name) ? ['admin'] : undefined;
    });
  }

  /**
   * Runs left `running` by a server that stopped mid-run are recorded as failed. On the
   * JSON files (one process) that is every running run, at start. On PostgreSQL a run is
   * held by its server's lease (renewed while it runs): a run whose lease a live server
   * holds is left alone; one whose lease expired (its server died) is failed. Answers how
   * many it failed.
   */
  async recoverInterrupted(): Promise<number> {
    const running = this.runs
      .list()
      .filter((run) => run.status === 'running')
      .map((run) => run.id);
    if (running.length === 0) return 0;
    const live = await this.cluster.held(running.map(runLease));
    // A run started after `running` was read is not among them: its server holds it.
    const stale = new Set(running.filter((id) => !live.has(runLease(id))));
    if (stale.size === 0) return 0;
    const at = this.clock.now().toISOString();
    return this.runs.mutate((items) => {
      const failed = items.filter((run) => run.status === 'running' && stale.has(run.id));
      if (failed.length === 0) return { items, result: 0 };
      const next = items.map((run) =>
        run.status === 'running' && stale.has(run.id)
          ? { ...run, status: 'failed' as const, finishedAt: at, error: INTERRUPTED_MESSAGE }
          : run,
      );
      return { items: next, result: failed.length };
    });
  }

  private async runOnce(reportId: string, trigger: RunTrigger): Promise<ReportRun | null> {
    const report = this.saved.get(reportId);
    if (!report) return null;
    const startedAt = this.clock.now();
    const run: ReportRun = {
      id: randomUUID(),
      reportId,
      trigger,
      status: 'running',
      startedAt: startedAt.toISOString(),
      finishedAt: null,
      period: null,
      fileId: null,
      fileName: null,
      mailedTo: [],
      error: null,
    };
    try {
      // Held from before it is recorded until it ends: no other server takes it for dead.
      return await this.cluster.hold(runLease(run.id), () => this.attempt(report, startedAt, run));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Report "${report.name}" (${report.id}) could not start: ${message}`);
      return { ...run, status: 'failed', error: message };
    }
  }

  private async attempt(report: SavedReport, startedAt: Date, run: ReportRun): Promise<ReportRun> {
    try {
      await this.runs.insert(run);
      const done = await this.produce(report, startedAt, run);
      return await this.finish(run.id, { ...done, status: 'succeeded' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Report "${report.name}" (${report.id}) failed: ${message}`);
      try {
        return await this.finish(run.id, { status: 'failed', error: message });
      } catch (recording) {
        this.logger.error(
          `Could not record the failed run of ${report.id}: ${(recording as Error).message}`,
        );
        return { ...run, status: 'failed', error: message };
      }
    }
  }

  private async produce(
    report: SavedReport,
    at: Date,
    run: ReportRun,
  ): Promise<Partial<ReportRun>> {
    const owner = this.accounts.get(report.ownerId);
    if (!owner || owner.state !== 'active') {
      throw new Error('The report’s owner is no longer an active account');
    }
    if (!mayRunKind(owner.roles, report.kind)) {
      throw new Error(
        `The report’s owner no longer holds the ${REPORT_KIND_ROLE[report.kind]} role`,
      );
    }
    const { preset, range } = rangeOf(report.filters, at);
    const period = periodDays(preset, range);
    await this.runs.update(run.id, { period });
    const table = this.sources.table(report.kind, range);
    const rendered = renderReport(report.kind, table, period, report.language, at);
    const bytes = await writeReport(rendered, report.format);
    const file = await this.files.deliver(owner.id, REPORTS_FOLDER, {
      name: `${fileStem(report.name)} ${stamp(at)}.${report.format}`,
      bytes,
      // Whoever may not read the report's figures may not see its file either.
      readableBy: [REPORT_KIND_ROLE[report.kind]],
      folderDescription: 'Files of the scheduled reports',
    });
    const mailedTo = await this.mail(report, rendered, file.name, bytes);
    return { period, fileId: file.id, fileName: file.name, mailedTo };
  }

  /** Mails the file when SMTP_URL is set and someone is named; answers to whom. */
  private async mail(
    report: SavedReport,
    rendered: RenderedReport,
    fileName: string,
    bytes: Buffer,
  ): Promise<string[]> {
    if (!this.config.values.mail.smtpUrl || report.recipients.length === 0) return [];
    const words = REPORT_LABELS[report.language].file;
    const values = {
      name: report.name,
      period: `${rendered.period.from} – ${rendered.period.to}`,
    };
    await this.mailer.send({
      to: report.recipients.join(', '),
      subject: fill(words.mailSubject, values),
      text: fill(words.mailText, values),
      attachments: [
        { filename: fileName, content: bytes, contentType: CONTENT_TYPES[report.format] },
      ],
    });
    return [...report.recipients];
  }

  /** Records how the run ended and drops the report's runs beyond the newest RUNS_KEPT. */
  private finish(runId: string, outcome: Partial<ReportRun>): Promise<ReportRun> {
    const finishedAt = this.clock.now().toISOString();
    return this.runs.mutate((items) => {
      const current = items.find((one) => one.id === runId);
      if (!current) throw new Error(`Run ${runId} is gone`);
      const next: ReportRun = { ...current, ...outcome, finishedAt };
      const ofReport = items
        .filter((one) => one.reportId === current.reportId && one.id !== runId)
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
      const dropped = new Set(ofReport.slice(RUNS_KEPT - 1).map((one) => one.id));
      return {
        items: items
          .filter((one) => !dropped.has(one.id))
          .map((one) => (one.id === runId ? next : one)),
        result: next,
      };
    });
  }
}
