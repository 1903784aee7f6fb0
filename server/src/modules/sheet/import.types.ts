import type { SpreadsheetFormat } from '../../common/spreadsheet';

/** What a spreadsheet holds, one record a row. */
export const IMPORT_KINDS = ['applicants', 'vacancies'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What becomes of a row that names a record already stored (by e-mail or document, or code). */
export const DUPLICATE_MODES = ['skip', 'update'] as const;
export type DuplicateMode = (typeof DUPLICATE_MODES)[number];

/** What the preview expects a row to do; `invalid` rows are never written. */
export const ROW_STATUSES = ['create', 'update', 'skip', 'invalid'] as const;
export type RowStatus = (typeof ROW_STATUSES)[number];

/** What became of a row once imported. */
export const ROW_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** The languages of the templates' headers. */
export const IMPORT_LANGUAGES = ['en', 'es', 'tr'] as const;
export type ImportLanguage = (typeof IMPORT_LANGUAGES)[number];

/**
 * One thing wrong with a row: the import field it is about (null for the row as a whole),
 * the domain error's code when a service rule refused it (null for the shape checks the
 * API answers in `fields`), and the message the API would answer.
 */
export interface RowError {
  field: string | null;
  code: string | null;
  message: string;
}

/** Which column (0-based) feeds a field; null leaves the field out. */
export interface ColumnChoice {
  field: string;
  column: number | null;
}

/** The header names an account last mapped to each field, per kind (remembered). */
export interface ImportMapping {
  /** `<accountId>:<kind>`. */
  id: string;
  accountId: string;
  kind: ImportKind;
  /** Field -> the header text of the column the account chose. */
  columns: Record<string, string>;
  updatedAt: string;
}

/** One row of an import report. */
export interface ImportReportRow {
  /** The row's number in the file (the header is row 1). */
  line: number;
  outcome: RowOutcome;
  /** The record created, updated or skipped as a duplicate. */
  recordId: string | null;
  /** A vacancy's code, an applicant's e-mail: how a person finds the record. */
  label: string | null;
  errors: RowError[];
}

/** What an import wrote, kept with the records it wrote (one commit). */
export interface ImportReport {
  /** The import's id. */
  id: string;
  accountId: string;
  kind: ImportKind;
  fileName: string;
  format: SpreadsheetFormat;
  duplicates: DuplicateMode;
  /**
   * Applicants only: when the person importing confirmed that everyone in the file agreed
   * to the processing of their data (each created applicant's `consentAt` is this time).
   */
  consentConfirmedAt: string | null;
  rows: number;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  entries: ImportReportRow[];
  createdAt: string;
}
