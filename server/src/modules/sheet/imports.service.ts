import { Injectable, Logger } from '@nestjs/common';
import {
  conflict,
  DomainError,
  invalid,
  notFound,
  ruleBroken,
} from '../../common/errors/domain-error';
import {
  CSV_CONTENT_TYPE,
  readSpreadsheet,
  type Spreadsheet,
  SpreadsheetError,
  type SpreadsheetRow,
  toCsv,
  writeWorkbook,
  XLSX_CONTENT_TYPE,
} from '../../common/spreadsheet';
import { type Collection, type Entity, StoreService } from '../../store';
import { paginate } from '../../common/listing/paginate';
import { ApplicantImport } from './applicant-import';
import { cellValue } from './cell-values';
import type {
  ColumnChoiceDto,
  CommitImportDto,
  ImportDto,
  ImportRowPageDto,
  ImportRowsQueryDto,
  PreviewImportDto,
} from './dto/import.dto';
import { IMPORT_FIELDS, type ImportField, suggestMapping } from './import-fields';
import type { CheckedRow, ImportKindRules, RowPlan } from './import-kind';
import {
  expiresAt,
  filesOf,
  type ImportSessionRecord,
  ImportSessions,
  isBusy,
  type StepTracker,
  summarise,
} from './import-sessions';
import type {
  ColumnChoice,
  DuplicateMode,
  ImportKind,
  ImportLanguage,
  ImportReport,
  ImportReportRow,
  RowOutcome,
  RowStatus,
} from './import.types';
import { SHEET_LABELS } from './sheet-labels';
import { ImportMappingsRepository, ImportReportsRepository } from './sheet.repository';
import { VacancyImport } from './vacancy-import';

/** The largest file taken (the upload reader answers 413 above it). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_LIMITS = {
  maxRows: 20_000,
  maxColumns: 100,
  maxUnpackedBytes: 100 * 1024 * 1024,
};
/** Rows checked between two looks at the event loop (progress, other requests). */
const CHUNK = 250;
/** Reports kept per account, newest first. */
export const REPORTS_PER_ACCOUNT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OUTCOME: Readonly<Record<RowStatus, RowOutcome>> = {
  create: 'created',
  update: 'updated',
  skip: 'skipped',
  invalid: 'failed',
};

export interface SheetFile {
  bytes: Buffer;
  name: string;
  contentType: string;
}

/**
 * Bulk import (apps/sheet): a file is read once and stored for the steps that follow
 * (mapping, preview, import), which any server may run (ImportSessions). Each row is
 * checked by the owning module's rules: its create request's validation, then its
 * service's checks against the stored records and the rows above it. The import writes
 * every valid row in one commit, with its report, or nothing: when a row the preview
 * found valid is not any more, nothing is written and the person previews again.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');
  private readonly kinds: Readonly<Record<ImportKind, ImportKindRules<Entity>>>;

  constructor(
    applicants: ApplicantImport,
    vacancies: VacancyImport,
    private readonly sessions: ImportSessions,
    private readonly mappings: ImportMappingsRepository,
    private readonly reports: ImportReportsRepository,
    private readonly store: StoreService,
  ) {
    this.kinds = {
      applicants: applicants as unknown as ImportKindRules<Entity>,
      vacancies: vacancies as unknown as ImportKindRules<Entity>,
    };
  }

  async upload(
    accountId: string,
    kind: ImportKind,
    file: { bytes: Buffer; name: string },
  ): Promise<ImportDto> {
    let sheet: Spreadsheet;
    try {
      sheet = await readSpreadsheet(file.bytes, IMPORT_LIMITS);
    } catch (error) {
      if (!(error instanceof SpreadsheetError)) throw error;
      if (error.reason === 'too-many-rows' || error.reason === 'too-many-columns') {
        throw ruleBroken('import-too-large', error.message, 'file');
      }
      throw invalid('import-file-invalid', error.message, 'file');
    }
    const remembered = this.mappings.get(mappingId(accountId, kind))?.columns;
    const session = await this.sessions.add(
      {
        accountId,
        kind,
        fileName: file.name.slice(0, 200) || `import.${sheet.format}`,
        format: sheet.format,
        headers: sheet.headers,
        mapping: suggestMapping(IMPORT_FIELDS[kind], sheet.headers, remembered),
      },
      sheet.rows,
    );
    return this.toDto(session);
  }

  async get(accountId: string, id: string): Promise<ImportDto> {
    return this.toDto(await this.sessions.open(id, accountId));
  }

  async discard(accountId: string, id: string): Promise<void> {
    await this.sessions.change(id, accountId, (session) => {
      assertIdle(session);
      return { session: null, result: null, drop: filesOf(session) };
    });
  }

  /**
   * Checks every row with the mapping and the duplicate mode, as a job: answers at once
   * (state `previewing`, progress in rows); `GET` tells when it is `previewed`, on any
   * server. The mapping is remembered for the account's next file of this kind.
   */
  async preview(accountId: string, id: string, body: PreviewImportDto): Promise<ImportDto> {
    const session = await this.sessions.open(id, accountId);
    const allowed = (current: ImportSessionRecord) => {
      assertIdle(current);
      if (current.state === 'imported') {
        throw conflict('import-state', `Import ${id} is done; upload a file to import again`);
      }
    };
    allowed(session);
    const rules = this.kinds[session.kind];
    const mapping = checkMapping(rules.fields, session.headers, body.mapping);
    await this.remember(accountId, session, mapping);
    const started = await this.sessions.begin(
      id,
      accountId,
      (current) => {
        allowed(current);
        return { mapping, state: 'previewing' };
      },
      true,
    );
    void this.runPreview(started, rules, mapping, body.duplicates);
    return this.toDto(started);
  }

  /** The previewed rows, a page at a time, those of one status when asked. */
  async rows(accountId: string, id: string, query: ImportRowsQueryDto): Promise<ImportRowPageDto> {
    const session = await this.sessions.open(id, accountId);
    const preview = await this.sessions.preview(session);
    if (!preview) {
      throw conflict('import-state', `Import ${id} has no preview yet: preview it first`);
    }
    const sheetRows = await this.sessions.rows(session);
    const fields = this.kinds[session.kind].fields;
    const mapped = mappedFields(fields, preview.mapping);
    const indexes = preview.plans.flatMap((plan, index) =>
      query.status === undefined || plan.status === query.status ? [index] : [],
    );
    const page = paginate(indexes, query.page ?? 1, query.size ?? 50);
    return {
      items: page.items.map((index) => {
        const plan = preview.plans[index];
        const row = sheetRows[index];
        return {
          line: row.line,
          status: plan.status,
          values: Object.fromEntries(
            mapped.map(({ field, column }) => [field.key, (row.cells[column] ?? '').trim()]),
          ),
          errors: plan.errors,
          // A new record's id is only made when the import writes it.
          recordId: plan.status === 'create' ? null : plan.recordId,
        };
      }),
      pagination: page.pagination,
    };
  }

  /**
   * Imports the previewed rows as a job (state `importing`, then `imported` with the
   * result, or `failed` with the reason): one commit with the report and the upload's
   * new state, or nothing. Applicants need `consent: true`, the person's confirmation
   * that everyone in the file agreed to the processing of their data; it is recorded
   * with its date.
   */
  async commit(accountId: string, id: string, body: CommitImportDto): Promise<ImportDto> {
    const session = await this.sessions.open(id, accountId);
    const allowed = (current: ImportSessionRecord) => {
      assertIdle(current);
      if (current.state !== 'previewed' || !current.previewFile) {
        throw conflict(
          'import-state',
          current.state === 'imported'
            ? `Import ${id} is already done`
            : `Import ${id} needs a preview first (it is ${current.state})`,
        );
      }
    };
    allowed(session);
    if (session.kind === 'applicants' && body.consent !== true) {
      throw ruleBroken(
        'import-consent-required',
        'consent must be true: confirm that everyone in the file agreed to the processing of their data',
        'consent',
      );
    }
    const started = await this.sessions.begin(
      id,
      accountId,
      (current) => {
        allowed(current);
        return { state: 'importing' };
      },
      false,
    );
    void this.runCommit(started, this.kinds[started.kind]);
    return this.toDto(started);
  }

  /** The stored report of an import as CSV, one line per row (kept after the upload goes). */
  reportFile(accountId: string, id: string, language: ImportLanguage = 'en'): SheetFile {
    const report = this.reports.get(id);
    if (!report || report.accountId !== accountId) {
      throw notFound('not-found', `Import report ${id} not found`);
    }
    const labels = SHEET_LABELS[language].report;
    const fieldLabels = new Map(
      IMPORT_FIELDS[report.kind].map((field) => [field.key, field.labels[language]]),
    );
    const rows = report.entries.map((entry) => [
      entry.line,
      labels.outcomes[entry.outcome],
      entry.label,
      entry.recordId,
      entry.errors
        .map((error) =>
          error.field
            ? `${fieldLabels.get(error.field) ?? error.field}: ${error.message}`
            : error.message,
        )
        .join('; '),
    ]);
    const base = report.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-') || 'import';
    return {
      bytes: toCsv([
        [labels.row, labels.result, labels.record, labels.recordId, labels.problems],
        ...rows,
      ]),
      name: `${base}-report-${report.createdAt.slice(0, 10)}.csv`,
      contentType: CSV_CONTENT_TYPE,
    };
  }

  /** An empty file with the kind's headers in a language; the XLSX explains each column. */
  async template(
    kind: ImportKind,
    format: 'csv' | 'xlsx',
    language: ImportLanguage,
  ): Promise<SheetFile> {
    const fields = IMPORT_FIELDS[kind];
    const headers = fields.map((field) => field.labels[language]);
    const name = `${kind}-template.${format}`;
    if (format === 'csv') {
      return { bytes: toCsv([headers]), name, contentType: CSV_CONTENT_TYPE };
    }
    const labels = SHEET_LABELS[language];
    const hint = (field: ImportField) =>
      field.choices?.join(', ') ??
      (field.type in labels.hints ? labels.hints[field.type as keyof typeof labels.hints] : '');
    const bytes = await writeWorkbook({
      sheets: [
        { name: kind, header: headers, rows: [] },
        {
          name: labels.help,
          header: [labels.column, labels.required, labels.values],
          rows: fields.map((field) => [
            field.labels[language],
            field.required ? labels.yes : labels.no,
            hint(field),
          ]),
        },
      ],
    });
    return { bytes, name, contentType: XLSX_CONTENT_TYPE };
  }

  // --- The jobs ------------------------------------------------------------------------

  private async runPreview(
    run: ImportSessionRecord,
    rules: ImportKindRules<Entity>,
    mapping: ColumnChoice[],
    duplicates: PreviewImportDto['duplicates'],
  ): Promise<void> {
    const tracker = this.sessions.track(run);
    try {
      const rows = await this.sessions.rows(run);
      const checked = await checkRows(rules, mapping, rows, tracker);
      if (!checked) return;
      const { plans } = rules.plan(rules.stored(), checked, duplicates, new Date());
      const previewFile = await this.sessions.savePreview({ mapping, duplicates, plans }, checked);
      await this.sessions.finish(
        run,
        {
          state: 'previewed',
          progress: { done: rows.length, total: rows.length },
          duplicates,
          summary: summarise(plans),
          previewFile,
        },
        [previewFile],
      );
    } catch (error) {
      await this.fail(run, error, []);
    } finally {
      tracker.stop();
    }
  }

  private async runCommit(run: ImportSessionRecord, rules: ImportKindRules<Entity>): Promise<void> {
    const tracker = this.sessions.track(run);
    let stale: number[] = [];
    try {
      const preview = await this.sessions.preview(run);
      if (!preview) throw new Error(`Import ${run.id} lost its preview`);
      const rows = await this.sessions.rows(run);
      // The checked rows are the preview's, kept by the server that ran it; any other
      // server checks the file again with the preview's mapping (the same rows).
      const checked =
        this.sessions.checkedRows(run.previewFile!) ??
        (await checkRows(rules, preview.mapping, rows, tracker));
      if (!checked) return;
      const now = new Date();
      const at = now.toISOString();
      // The collections the rules read join the commit, unchanged (rules.reads).
      const reads = rules.reads.map((read) => ({
        collection: read.collection as Collection<Entity>,
      }));
      await this.store.mutateTogether<
        [Entity, ImportReport, ImportSessionRecord, ...Entity[]],
        ImportReport
      >(
        [rules.records, this.reports, this.sessions.repository, ...reads],
        ([items, reports, sessions, ...unchanged]) => {
          const index = sessions.findIndex((one) => one.id === run.id);
          const current = index === -1 ? undefined : sessions[index];
          if (!current || current.runId !== run.runId || current.state !== 'importing') {
            throw conflict('import-state', `Import ${run.id} was taken over by another step`);
          }
          const { items: next, plans } = rules.plan(items, checked, preview.duplicates, now);
          stale = plans.flatMap((plan, index) =>
            plan.status === 'invalid' && preview.plans[index].status !== 'invalid'
              ? [checked[index].line]
              : [],
          );
          if (stale.length > 0) {
            throw conflict(
              'import-stale',
              `${stale.length === 1 ? 'A row' : `${stale.length} rows`} the preview found valid ${stale.length === 1 ? 'is' : 'are'} not any more (row ${stale.slice(0, 10).join(', ')}${stale.length > 10 ? '…' : ''}): nothing was imported; preview the file again`,
            );
          }
          const made = buildReport(run, preview.duplicates, checked, plans, at);
          const done: ImportSessionRecord = {
            ...current,
            state: 'imported',
            progress: { done: rows.length, total: rows.length },
            result: {
              reportId: made.id,
              created: made.created,
              updated: made.updated,
              skipped: made.skipped,
              failed: made.failed,
              at: made.createdAt,
              consentConfirmedAt: made.consentConfirmedAt,
            },
            beatAt: null,
            touchedAt: now.getTime(),
          };
          return {
            lists: [
              next,
              [...keptReports(reports, run.accountId), made],
              sessions.with(index, done),
              ...unchanged,
            ],
            result: made,
          };
        },
      );
    } catch (error) {
      await this.fail(run, error, stale);
    } finally {
      tracker.stop();
    }
  }

  /** The run ends `failed` with the reason (a domain error's, or a bug's: logged). */
  private async fail(run: ImportSessionRecord, error: unknown, lines: number[]): Promise<void> {
    let reason: ImportSessionRecord['error'];
    if (error instanceof DomainError) {
      reason = { code: error.code, message: error.message, lines };
    } else {
      this.logger.error(error);
      reason = {
        code: 'internal',
        message: 'The import failed on the server; nothing was imported',
        lines: [],
      };
    }
    await this.sessions
      .finish(run, { state: 'failed', progress: null, error: reason })
      .catch((failure: Error) =>
        this.logger.error(`Could not record import ${run.id}'s failure: ${failure.message}`),
      );
  }

  // --- Helpers -------------------------------------------------------------------------

  /** The header each mapped field was read from, for the account's next file. */
  private async remember(
    accountId: string,
    session: ImportSessionRecord,
    mapping: readonly ColumnChoice[],
  ): Promise<void> {
    const id = mappingId(accountId, session.kind);
    const columns = Object.fromEntries(
      mapping.flatMap(({ field, column }) =>
        column === null || session.headers[column] === '' ? [] : [[field, session.headers[column]]],
      ),
    );
    const record = {
      id,
      accountId,
      kind: session.kind,
      columns,
      updatedAt: new Date().toISOString(),
    };
    await this.mappings.mutate((items) => {
      const index = items.findIndex((item) => item.id === id);
      return { items: index === -1 ? [...items, record] : items.with(index, record), result: null };
    });
  }

  private toDto(session: ImportSessionRecord): ImportDto {
    const rules = this.kinds[session.kind];
    return {
      id: session.id,
      kind: session.kind,
      fileName: session.fileName,
      format: session.format,
      headers: session.headers,
      sample: session.sample,
      rowCount: session.rowCount,
      fields: rules.fields.map((field) => ({
        key: field.key,
        type: field.type,
        required: field.required,
        ...(field.choices ? { choices: [...field.choices] } : {}),
      })),
      mapping: session.mapping,
      state: session.state,
      progress: session.progress,
      duplicates: session.duplicates,
      summary: session.summary,
      result: session.result,
      error: session.error,
      expiresAt: expiresAt(session),
    };
  }
}

function assertIdle(session: ImportSessionRecord): void {
  if (isBusy(session)) {
    throw conflict(
      'import-state',
      `Import ${session.id} is ${session.state}; wait until it is done`,
    );
  }
}

/**
 * Checks every row a chunk at a time, letting other requests in between and telling the
 * tracker how far it got; undefined when another step took the upload over meanwhile.
 */
async function checkRows(
  rules: ImportKindRules<Entity>,
  mapping: readonly ColumnChoice[],
  rows: readonly SpreadsheetRow[],
  tracker: StepTracker,
): Promise<CheckedRow[] | undefined> {
  const mapped = mappedFields(rules.fields, mapping);
  const checked: CheckedRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    if (tracker.gone) return undefined;
    for (const row of rows.slice(start, start + CHUNK)) checked.push(checkRow(rules, mapped, row));
    tracker.set(checked.length);
    // Let other requests (and this import's progress polls) in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return checked;
}

const mappingId = (accountId: string, kind: ImportKind) => `${accountId}:${kind}`;

/** Every field of the kind once, with a column that exists, each column once, the required ones given. */
function checkMapping(
  fields: readonly ImportField[],
  headers: readonly string[],
  given: readonly ColumnChoiceDto[],
): ColumnChoice[] {
  const refuse = (message: string) => invalid('import-mapping-invalid', message, 'mapping');
  const byField = new Map<string, number | null>();
  for (const { field, column } of given) {
    if (!fields.some((one) => one.key === field)) {
      throw refuse(`mapping names ${field}, which is not a field of this import`);
    }
    if (byField.has(field)) throw refuse(`mapping names ${field} twice`);
    if (column !== null && column >= headers.length) {
      throw refuse(`mapping gives ${field} column ${column}; the file has ${headers.length}`);
    }
    byField.set(field, column ?? null);
  }
  const used = new Map<number, string>();
  for (const [field, column] of byField) {
    if (column === null) continue;
    const other = used.get(column);
    if (other) throw refuse(`mapping gives column ${column} to both ${other} and ${field}`);
    used.set(column, field);
  }
  const missing = fields.filter(
    (field) => field.required && (byField.get(field.key) ?? null) === null,
  );
  if (missing.length > 0) {
    throw refuse(`mapping needs a column for ${missing.map((field) => field.key).join(', ')}`);
  }
  return fields.map((field) => ({ field: field.key, column: byField.get(field.key) ?? null }));
}

function mappedFields(fields: readonly ImportField[], mapping: readonly ColumnChoice[]) {
  return mapping.flatMap(({ field, column }) => {
    const found = fields.find((one) => one.key === field);
    return found && column !== null ? [{ field: found, column }] : [];
  });
}

/** A row's cells as the request's values: references apart, blank cells left out. */
function checkRow(
  rules: ImportKindRules<Entity>,
  mapped: readonly { field: ImportField; column: number }[],
  row: SpreadsheetRow,
): CheckedRow {
  const values: Record<string, unknown> = {};
  const references: Record<string, string> = {};
  for (const { field, column } of mapped) {
    const value = cellValue(field, row.cells[column]);
    if (value === undefined) continue;
    if (field.type === 'reference' && field.requestKey && typeof value === 'string') {
      // An id goes to the request as it is; a name is looked up against the stored records.
      if (UUID.test(value)) values[field.requestKey] = value;
      else references[field.key] = value;
    } else if (field.requestKey === null) {
      references[field.key] = String(value);
    } else {
      values[field.requestKey] = value;
    }
  }
  const { input, errors } = rules.check(values, references);
  return { line: row.line, input, references, errors };
}

function buildReport(
  session: ImportSessionRecord,
  duplicates: DuplicateMode,
  rows: readonly CheckedRow[],
  plans: readonly RowPlan[],
  at: string,
): ImportReport {
  const entries: ImportReportRow[] = plans.map((plan, index) => ({
    line: rows[index].line,
    outcome: OUTCOME[plan.status],
    recordId: plan.recordId,
    label: plan.label,
    errors: plan.errors,
  }));
  const count = (outcome: RowOutcome) =>
    entries.filter((entry) => entry.outcome === outcome).length;
  return {
    id: session.id,
    accountId: session.accountId,
    kind: session.kind,
    fileName: session.fileName,
    format: session.format,
    duplicates,
    consentConfirmedAt: session.kind === 'applicants' ? at : null,
    rows: entries.length,
    created: count('created'),
    updated: count('updated'),
    skipped: count('skipped'),
    failed: count('failed'),
    entries,
    createdAt: at,
  };
}

/** The account's latest reports but one (room for the new one), and everyone else's. */
function keptReports(reports: readonly ImportReport[], accountId: string): ImportReport[] {
  const own = reports
    .filter((report) => report.accountId === accountId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, REPORTS_PER_ACCOUNT - 1);
  const keep = new Set(own);
  return reports.filter((report) => report.accountId !== accountId || keep.has(report));
}
