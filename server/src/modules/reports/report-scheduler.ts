import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ClusterService, StoreService } from '../../store';
import { ReportsClock } from './report-clock';
import { ReportRunner } from './report-runner';
import { nextRunAfter } from './report-schedule';
import { SavedReportsRepository } from './reports.repository';
import type { SavedReport } from './reports.types';

/** The longest a timer waits before looking again (timers drift; setTimeout caps at 24 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

const isDue = (report: SavedReport, now: Date) =>
  report.active && report.nextRunAt !== null && Date.parse(report.nextRunAt) <= now.getTime();

/**
 * Runs saved reports when they are due. At start every report whose time passed while the
 * server was down runs once (not once per missed period), in the background; then one timer
 * (unref'd) waits for the next due report. Each run moves the report's next time on before
 * it runs, from the clock's now, so a run never repeats itself. That move is a commit that
 * re-checks the report is still due, so with several servers on one database a due report
 * runs on one of them only.
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ReportScheduler.name);
  private cancelTimer: (() => void) | undefined;
  private working: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly saved: SavedReportsRepository,
    private readonly runner: ReportRunner,
    private readonly clock: ReportsClock,
    private readonly store: StoreService,
    private readonly cluster: ClusterService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.markEarlierFiles();
    await this.runner.recoverInterrupted();
    // Not awaited: the server answers while missed reports run.
    void this.tick();
    // Several servers: a server that dies mid-run stops renewing its lease; a live one
    // finds the run once the lease expired and records it as failed.
    if (this.cluster.shared) {
      this.sweeper = setInterval(() => void this.sweep(), this.cluster.timings.heartbeatMs);
      this.sweeper.unref();
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }

  /** Runs every due report once, then sets the timer for the next one. */
  tick(): Promise<void> {
    if (this.working) {
      this.again = true;
      return this.working;
    }
    this.working = this.work();
    return this.working;
  }

  /** After a saved report is made, changed or deleted: the next timer may change. */
  reschedule(): void {
    if (!this.working) this.arm();
  }

  /** Resolves once no run is under way (for tests and a clean stop). */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  private async work(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.logger.error(`Scheduled reports stopped: ${(error as Error).message}`);
    } finally {
      this.working = null;
      this.arm();
    }
  }

  /** Fails the runs of servers that died (PostgreSQL; see ReportRunner.recoverInterrupted). */
  async sweep(): Promise<number> {
    try {
      await this.store.sync();
      return await this.runner.recoverInterrupted();
    } catch (error) {
      this.logger.warn(`Could not look for interrupted runs: ${(error as Error).message}`);
      return 0;
    }
  }

  private async runDue(): Promise<void> {
    // What other servers saved or ran meanwhile (PostgreSQL; nothing on the JSON files).
    await this.store.sync();
    const due = this.saved
      .list()
      .filter((report) => isDue(report, this.clock.now()))
      .sort((a, b) => (a.nextRunAt ?? '').localeCompare(b.nextRunAt ?? ''));
    for (const report of due) {
      if (this.stopped) return;
      const moved = await this.saved.mutate((items) => {
        const current = items.find((one) => one.id === report.id);
        if (!current || !isDue(current, this.clock.now())) return { items, result: false };
        const next = {
          ...current,
          nextRunAt: nextRunAfter(current.schedule, this.clock.now()).toISOString(),
        };
        return { items: items.map((one) => (one.id === report.id ? next : one)), result: true };
      });
      if (moved) await this.runner.run(report.id, 'schedule');
    }
  }

  private arm(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
    if (this.stopped) return;
    const times = this.saved
      .list()
      .filter((report) => report.active && report.nextRunAt !== null)
      .map((report) => Date.parse(report.nextRunAt!));
    // Several servers: a report saved on another server is due here too (if that one dies).
    if (times.length === 0 && !this.cluster.shared) return;
    const wait = Math.min(
      Math.max(Math.min(...times, Infinity) - this.clock.now().getTime(), 0),
      LONGEST_WAIT_MS,
    );
    this.cancelTimer = this.clock.setTimer(() => void this.tick(), wait);
  }
}
