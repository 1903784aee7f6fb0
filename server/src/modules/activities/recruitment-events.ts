/**
 * Domain events of the recruitment modules (published with EventEmitter2.emitAsync, so
 * listeners finish before the request answers). The activities module turns them into
 * the activity feed; favourites drop what points to deleted records.
 */
import type { ApplicationStage } from '../applications/application.types';
import type { VacancyStatus } from '../vacancies/vacancy.types';

export const APPLICANT_CREATED = 'recruitment.applicant.created';
export interface ApplicantCreatedEvent {
  applicantId: string;
  name: string;
  /** The signed-in account that did it. */
  by: string;
  at: string;
}

/**
 * Personal data removed on request: whatever names the person must forget it. (The
 * activity feed is anonymised in the same commit as the applicant, before this event.)
 */
export const APPLICANT_ERASED = 'recruitment.applicant.erased';
export interface ApplicantErasedEvent {
  applicantId: string;
  by: string;
  at: string;
}

export const APPLICANT_DELETED = 'recruitment.applicant.deleted';
export interface ApplicantDeletedEvent {
  applicantId: string;
}

/** A new application (from null) or a move on the pipeline. */
export const APPLICATION_STAGE_CHANGED = 'recruitment.application.stage-changed';
export interface ApplicationStageChangedEvent {
  applicationId: string;
  applicantId: string;
  applicantName: string;
  vacancyId: string;
  vacancyTitle: string;
  from: ApplicationStage | null;
  to: ApplicationStage;
  by: string;
  at: string;
}

/** Opened for the first time (from draft or on creation), resumed, or reopened. */
export const VACANCY_OPENED = 'recruitment.vacancy.opened';
export interface VacancyOpenedEvent {
  vacancyId: string;
  code: string;
  title: string;
  from: VacancyStatus | null;
  by: string;
  at: string;
}

export const VACANCY_CLOSED = 'recruitment.vacancy.closed';
export interface VacancyClosedEvent {
  vacancyId: string;
  code: string;
  title: string;
  by: string;
  at: string;
}

export const VACANCY_DELETED = 'recruitment.vacancy.deleted';
export interface VacancyDeletedEvent {
  vacancyId: string;
}
