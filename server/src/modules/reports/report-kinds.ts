import type { Role } from '../../common/auth/access';

/** The reports, each one table of figures over a period. */
export const REPORT_KINDS = [
  'applicants-per-vacancy',
  'applicants-per-stage',
  'applicants-per-source',
  'hires-per-company',
  'time-to-hire-per-category',
  'redemptions-per-month',
  'invoices-per-status',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The role a report needs (admins hold every role): recruitment or the rewards programme. */
export const REPORT_KIND_ROLE: Readonly<Record<ReportKind, Exclude<Role, 'admin'>>> = {
  'applicants-per-vacancy': 'recruiter',
  'applicants-per-stage': 'recruiter',
  'applicants-per-source': 'recruiter',
  'hires-per-company': 'recruiter',
  'time-to-hire-per-category': 'recruiter',
  'redemptions-per-month': 'rewards',
  'invoices-per-status': 'rewards',
};

/** Whether an account holding `roles` may see a report of this kind. */
export function mayRunKind(roles: readonly Role[], kind: ReportKind): boolean {
  return roles.includes('admin') || roles.includes(REPORT_KIND_ROLE[kind]);
}

export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The languages a report's file is written in (the web's languages). */
export const REPORT_LANGUAGES = ['en', 'tr', 'es'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];
