export const VACANCY_STATUSES = ['draft', 'open', 'paused', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const MODALITIES = ['onsite', 'remote', 'hybrid'] as const;
export type Modality = (typeof MODALITIES)[number];

export const CONTRACT_TYPES = [
  'full-time',
  'part-time',
  'temporary',
  'internship',
  'freelance',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** A job opening (vacancia). */
export interface Vacancy {
  id: string;
  /** VAC-0001, VAC-0002... given on creation, never reused. */
  code: string;
  title: string;
  companyId: string | null;
  categoryId: string | null;
  location: string;
  modality: Modality;
  contractType: ContractType;
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO 4217, e.g. MXN. */
  currency: string;
  /**
   * Whether the public job board shows the salary range. Off unless staff turn it on
   * (vacancies stored before the flag existed are upgraded to off).
   */
  salaryVisible: boolean;
  /** Sanitised HTML. */
  description: string;
  requirements: string[];
  openings: number;
  /** Internal vacancies never show on the public job board. */
  internal: boolean;
  status: VacancyStatus;
  /** When it was first opened. */
  publishedAt: string | null;
  /** Application deadline, YYYY-MM-DD. */
  closesAt: string | null;
  /** When it was last closed; null while not closed. */
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
