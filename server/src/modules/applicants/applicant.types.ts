import type { CvFormat } from './cv-format';
import type { ConsentLanguage } from './consent';

export const EDUCATION_LEVELS = [
  'secondary',
  'technical',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const APPLICANT_SOURCES = [
  'website',
  'referral',
  'linkedin',
  'job-board',
  'agency',
  'event',
  'other',
] as const;
export type ApplicantSource = (typeof APPLICANT_SOURCES)[number];

/** A person who applies for vacancies (postulante). */
export interface Applicant {
  id: string;
  firstName: string;
  lastName: string;
  /** National id (CURP, DNI, cédula...), stored upper-case; unique when given. */
  documentId: string | null;
  /** Stored lower-case; unique. Empty only once the personal data is erased. */
  email: string;
  phone: string;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  city: string;
  skills: string[];
  /** Null when not given (0 is a real answer: no experience yet). */
  yearsExperience: number | null;
  education: EducationLevel | null;
  /** Monthly, in the vacancies' currency. */
  expectedSalary: number | null;
  source: ApplicantSource;
  notes: string;
  /** The stored CV under DATA_DIR/files/cv/<cvFileId>; its type checked from its bytes. */
  cvFileId: string | null;
  cvFormat: CvFormat | null;
  cvSize: number | null;
  cvUploadedAt: string | null;
  /** When the applicant agreed to the processing of their data. */
  consentAt: string;
  /** The wording they agreed to and its language (null when not kept: see ConsentWording). */
  consentText: string | null;
  consentLanguage: ConsentLanguage | null;
  /** When the personal data was erased on request; the record stays for the counts. */
  erasedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** How lists and the feed name an applicant; erased ones are never named. */
export function applicantName(applicant: Pick<Applicant, 'firstName' | 'lastName' | 'erasedAt'>) {
  return applicant.erasedAt
    ? 'Erased applicant'
    : `${applicant.firstName} ${applicant.lastName}`.trim();
}
