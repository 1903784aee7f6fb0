import type { ColumnChoice, ImportField, ImportKind, RowStatus } from '../api/imports';

/** The fields the server names per kind (ImportDto.fields), as the translations know them. */
type ApplicantField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'documentId'
  | 'phone'
  | 'birthDate'
  | 'city'
  | 'skills'
  | 'yearsExperience'
  | 'education'
  | 'expectedSalary'
  | 'source'
  | 'notes';
type VacancyField =
  | 'code'
  | 'title'
  | 'company'
  | 'category'
  | 'location'
  | 'modality'
  | 'contractType'
  | 'salaryMin'
  | 'salaryMax'
  | 'currency'
  | 'description'
  | 'requirements'
  | 'openings'
  | 'internal'
  | 'closesAt'
  | 'status';

/** The translation key of a field's name (`sheet.fields.applicants.email`). */
export function fieldLabelKey(kind: ImportKind, field: string) {
  return kind === 'applicants'
    ? (`sheet.fields.applicants.${field as ApplicantField}` as const)
    : (`sheet.fields.vacancies.${field as VacancyField}` as const);
}

/** Badge colours of the row statuses. */
export const STATUS_VARIANT: Readonly<Record<RowStatus, string>> = {
  create: 'success',
  update: 'info',
  skip: 'secondary',
  invalid: 'danger',
};

export const ROW_STATUSES: readonly RowStatus[] = ['create', 'update', 'skip', 'invalid'];

/** What keeps a mapping from being checked: required fields without a column, columns used twice. */
export function mappingProblems(fields: readonly ImportField[], mapping: readonly ColumnChoice[]) {
  const columnOf = new Map(mapping.map((choice) => [choice.field, choice.column]));
  const missing = fields
    .filter((field) => field.required && (columnOf.get(field.key) ?? null) === null)
    .map((field) => field.key);
  const seen = new Map<number, number>();
  for (const { column } of mapping) {
    if (column !== null) seen.set(column, (seen.get(column) ?? 0) + 1);
  }
  const twice = [...seen].filter(([, count]) => count > 1).map(([column]) => column);
  return { missing, twice };
}

/** `A`, `B`, … `AA`: the spreadsheet's name of a column (0-based). */
export function columnLetter(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}
