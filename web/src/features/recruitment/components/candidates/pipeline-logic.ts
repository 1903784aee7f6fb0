import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
} from '../../api/applications';

/** The board's columns: every stage, each with its applications. */
export type StageColumns = Record<ApplicationStage, Application[]>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the application entered its current stage (the last history entry for it). */
export function stageEnteredAt(application: Application): string {
  for (let index = application.history.length - 1; index >= 0; index -= 1) {
    const change = application.history[index];
    if (change.stage === application.stage) return change.at;
  }
  return application.updatedAt;
}

/** Whole days spent in the current stage, never negative. */
export function daysInStage(application: Application, now: Date = new Date()): number {
  const since = new Date(stageEnteredAt(application)).getTime();
  if (Number.isNaN(since)) return 0;
  return Math.max(0, Math.floor((now.getTime() - since) / DAY_MS));
}

/**
 * One column per stage, in pipeline order; inside a column the application waiting
 * longest comes first (ties: the earlier application).
 */
export function groupByStage(applications: readonly Application[]): StageColumns {
  const columns = Object.fromEntries(
    APPLICATION_STAGES.map((stage) => [stage, [] as Application[]]),
  ) as StageColumns;
  for (const application of applications) columns[application.stage]?.push(application);
  for (const stage of APPLICATION_STAGES) {
    columns[stage].sort(
      (a, b) =>
        stageEnteredAt(a).localeCompare(stageEnteredAt(b)) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );
  }
  return columns;
}

/** How many applications sit in each stage. */
export function stageCounts(
  applications: readonly Application[],
): Record<ApplicationStage, number> {
  const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<
    ApplicationStage,
    number
  >;
  for (const application of applications) counts[application.stage] += 1;
  return counts;
}

/**
 * Whether one more hire fits: hires other than `applicationId` must stay below the
 * openings (the server's rule; it decides, this only warns early).
 */
export function hasOpeningLeft(
  applications: readonly Application[],
  openings: number,
  applicationId: string,
): boolean {
  const hired = applications.filter(
    (application) => application.stage === 'hired' && application.id !== applicationId,
  ).length;
  return hired < openings;
}

/**
 * The list with one application moved to `stage`, as the server will answer it: the
 * stage changed and {stage, at, by} appended to the history. Moving to the same stage,
 * or an unknown id, answers the list unchanged (the same array).
 */
export function moveApplication(
  applications: readonly Application[],
  id: string,
  stage: ApplicationStage,
  change: { at: string; by: string; byName: string | null },
): readonly Application[] {
  const index = applications.findIndex((application) => application.id === id);
  if (index === -1 || applications[index].stage === stage) return applications;
  const current = applications[index];
  const moved: Application = {
    ...current,
    stage,
    history: [...current.history, { stage, ...change }],
    updatedAt: change.at,
  };
  return applications.with(index, moved);
}

/** The list with one application replaced by `next` (same id): a server answer or a rollback. */
export function replaceApplication(
  applications: readonly Application[],
  next: Application,
): readonly Application[] {
  const index = applications.findIndex((application) => application.id === next.id);
  return index === -1 ? applications : applications.with(index, next);
}

/** The list with one application's rating changed. */
export function rateInList(
  applications: readonly Application[],
  id: string,
  rating: number,
): readonly Application[] {
  const index = applications.findIndex((application) => application.id === id);
  if (index === -1) return applications;
  return applications.with(index, { ...applications[index], rating });
}

/** The stage before or after `stage` in pipeline order, or null at either end. */
export function neighbourStage(
  stage: ApplicationStage,
  direction: 1 | -1,
): ApplicationStage | null {
  return APPLICATION_STAGES[APPLICATION_STAGES.indexOf(stage) + direction] ?? null;
}
