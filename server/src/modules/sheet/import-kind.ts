import { DomainError } from '../../common/errors/domain-error';
import type { RecordsPort } from '../../common/listing/dependents';
import type { Entity, ReadPort } from '../../store';
import type { ImportField } from './import-fields';
import type { DuplicateMode, ImportKind, RowError, RowStatus } from './import.types';

/** A row read and checked on its own: what the request's validation says of it. */
export interface CheckedRow {
  /** The row's number in the file (the header is 1). */
  line: number;
  /** The request body the row makes, validated; undefined when the row is invalid. */
  input: object | undefined;
  /** What only the import reads: a vacancy's code, companies and categories by name. */
  references: Readonly<Record<string, string>>;
  errors: RowError[];
}

/** What one row will do (or did) against the stored records. */
export interface RowPlan {
  status: RowStatus;
  errors: RowError[];
  /** The record the row creates, updates or duplicates. */
  recordId: string | null;
  /** How a person finds the record: an applicant's e-mail, a vacancy's code. */
  label: string | null;
}

/**
 * What the import needs of a kind of record. Both steps use the owning module's own
 * rules (its create request's DTO, its service's checks), never copies of them.
 */
export interface ImportKindRules<T extends Entity> {
  readonly kind: ImportKind;
  readonly fields: readonly ImportField[];
  /**
   * The collection the rows go to, as its module gives it for the import's commit (the
   * rows land in one commit with the import's report); changed only as `plan` answers.
   */
  readonly records: RecordsPort<T>;
  /** The stored records, which the preview plans the rows against. */
  stored(): readonly T[];
  /** The row's values (by request field) as the request's validation judges them. */
  check(
    values: Record<string, unknown>,
    references: Readonly<Record<string, string>>,
  ): Pick<CheckedRow, 'input' | 'errors'>;
  /**
   * The service's rules over every row in order, against `items` and the rows before it:
   * the list once every valid row is applied, and each row's plan. Pure, so the preview
   * runs it over the stored list and the commit again inside the write queue.
   */
  plan(
    items: readonly T[],
    rows: readonly CheckedRow[],
    mode: DuplicateMode,
    now: Date,
  ): { items: readonly T[]; plans: RowPlan[] };
  /**
   * The other collections `plan`'s checks read (through their modules' finders): they
   * join the import's commit, so the checks hold against every server's writes.
   */
  readonly reads: readonly ReadPort[];
}

/** The import field a request field (or a path below it, `skills.0`) belongs to. */
export function importFieldOf(fields: readonly ImportField[], path: string | undefined) {
  if (!path) return null;
  const head = path.split('.')[0];
  return fields.find((field) => field.requestKey === head || field.key === head)?.key ?? head;
}

/** The request's validation messages, per import field. */
export function validationErrors(
  fields: readonly ImportField[],
  byPath: Record<string, string[]>,
): RowError[] {
  return Object.entries(byPath).flatMap(([path, messages]) =>
    messages.map((message) => ({ field: importFieldOf(fields, path), code: null, message })),
  );
}

/** A service rule's refusal as a row error; anything else is a bug and is thrown on. */
export function ruleError(fields: readonly ImportField[], error: unknown): RowError {
  if (!(error instanceof DomainError)) throw error;
  return { field: importFieldOf(fields, error.field), code: error.code, message: error.message };
}

export const invalidRow = (errors: RowError[]): RowPlan => ({
  status: 'invalid',
  errors,
  recordId: null,
  label: null,
});
