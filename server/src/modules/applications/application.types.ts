/** The pipeline, in order; rejected can follow any stage. */
export const APPLICATION_STAGES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export interface StageChange {
  stage: ApplicationStage;
  at: string;
  /** The account that made the change. */
  by: string;
}

/** An applicant's candidacy for one vacancy (candidate); one per vacancy and applicant. */
export interface Application {
  id: string;
  vacancyId: string;
  applicantId: string;
  stage: ApplicationStage;
  /** 0 (not rated) to 5. */
  rating: number;
  /** Every stage the application went through, oldest first; the last is `stage`. */
  history: StageChange[];
  createdAt: string;
  updatedAt: string;
}
