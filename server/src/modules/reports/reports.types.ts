import type { PeriodPreset } from '../../common/period/period';
import type { ReportFormat, ReportKind, ReportLanguage } from './report-kinds';
import type { ReportSchedule } from './report-schedule';

/**
 * A report a person saved with its period and a schedule: the server runs it on time and
 * puts the file into the file manager's Reports folder (and mails it when SMTP_URL is set).
 * Its owner sees and manages it; an administrator may see and manage everyone's.
 */
export interface SavedReport {
  id: string;
  ownerId: string;
  name: string;
  kind: ReportKind;
  /** The period, resolved when it runs; from and to only for a custom one. */
  filters: { period: PeriodPreset; from: string | null; to: string | null };
  schedule: ReportSchedule;
  format: ReportFormat;
  language: ReportLanguage;
  /** Lower-case e-mail addresses. */
  recipients: string[];
  active: boolean;
  /** The next time it is due; null while paused. Past due at start: it runs once then. */
  nextRunAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export const RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** One run of a saved report, kept with its file's id in the file manager. */
export interface ReportRun {
  id: string;
  reportId: string;
  trigger: RunTrigger;
  status: RunStatus;
  startedAt: string;
  finishedAt: string | null;
  /** First and last day covered, once resolved. */
  period: { preset: PeriodPreset; from: string; to: string } | null;
  fileId: string | null;
  fileName: string | null;
  mailedTo: string[];
  error: string | null;
}

/** Runs kept per saved report, the newest; older ones are dropped (their files stay). */
export const RUNS_KEPT = 50;
