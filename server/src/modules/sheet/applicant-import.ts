import { Injectable } from '@nestjs/common';
import { validatePlain } from '../../common/validation/validate-plain';
import type { Applicant } from '../applicants/applicant.types';
import { ApplicantReader } from '../applicants/applicant-reader';
import { ApplicantsService } from '../applicants/applicants.service';
import { CreateApplicantDto, type UpdateApplicantDto } from '../applicants/dto/applicant.dto';
import { APPLICANT_FIELDS } from './import-fields';
import {
  type CheckedRow,
  type ImportKindRules,
  invalidRow,
  type RowPlan,
  ruleError,
  validationErrors,
} from './import-kind';
import type { DuplicateMode } from './import.types';
import type { RecordsPort } from '../../common/listing/dependents';
import type { ReadPort } from '../../store';

/**
 * Applicants from a spreadsheet: each row is a create request (consent is the import's
 * confirmation, given once for the file); a row whose e-mail or document an applicant
 * already holds is that applicant's duplicate, skipped or updated as the person chose.
 */
@Injectable()
export class ApplicantImport implements ImportKindRules<Applicant> {
  readonly kind = 'applicants';
  readonly fields = APPLICANT_FIELDS;

  constructor(
    private readonly applicants: ApplicantsService,
    private readonly reader: ApplicantReader,
  ) {}

  get records(): RecordsPort<Applicant> {
    return this.applicants.records;
  }

  stored(): readonly Applicant[] {
    return this.reader.all();
  }

  check(values: Record<string, unknown>): Pick<CheckedRow, 'input' | 'errors'> {
    const checked = validatePlain(CreateApplicantDto, { ...values, consent: true });
    return checked.valid
      ? { input: checked.value, errors: [] }
      : { input: undefined, errors: validationErrors(this.fields, checked.fields) };
  }

  plan(
    items: readonly Applicant[],
    rows: readonly CheckedRow[],
    mode: DuplicateMode,
    now: Date,
  ): { items: readonly Applicant[]; plans: RowPlan[] } {
    const index = this.applicants.uniqueness(items);
    const created: Applicant[] = [];
    const changed = new Map<string, Applicant>();
    /** The row that created or updated a record in this batch. */
    const rowOf = new Map<string, number>();

    const plans = rows.map((row): RowPlan => {
      if (!row.input) return invalidRow(row.errors);
      const input = row.input as CreateApplicantDto;
      const { byEmail, byDocument } = index.holders(input.email, input.documentId);
      if (byEmail && byDocument && byEmail.id !== byDocument.id) {
        return invalidRow([
          {
            field: 'documentId',
            code: 'document-taken',
            message: `The email is ${byEmail.email}'s and the documentId ${input.documentId} another applicant's (${byDocument.email})`,
          },
        ]);
      }
      const holder = byEmail ?? byDocument;
      if (holder) {
        const earlier = rowOf.get(holder.id);
        if (earlier !== undefined) {
          const field = byEmail ? 'email' : 'documentId';
          return invalidRow([
            {
              field,
              code: byEmail ? 'email-taken' : 'document-taken',
              message: `Row ${earlier} of the file has the same ${field}`,
            },
          ]);
        }
        if (mode === 'skip') {
          return { status: 'skip', errors: [], recordId: holder.id, label: holder.email };
        }
        try {
          const { consent: _consent, ...changes } = input;
          const next = this.applicants.changedRecord(holder, changes as UpdateApplicantDto, now);
          index.assertUnique(next);
          index.put(next, holder);
          changed.set(next.id, next);
          rowOf.set(next.id, row.line);
          return { status: 'update', errors: [], recordId: next.id, label: next.email };
        } catch (error) {
          return invalidRow([ruleError(this.fields, error)]);
        }
      }
      try {
        const applicant = this.applicants.newRecord(input, now);
        index.assertUnique(applicant);
        index.put(applicant);
        created.push(applicant);
        rowOf.set(applicant.id, row.line);
        return { status: 'create', errors: [], recordId: applicant.id, label: applicant.email };
      } catch (error) {
        return invalidRow([ruleError(this.fields, error)]);
      }
    });

    if (created.length === 0 && changed.size === 0) return { items, plans };
    const kept = changed.size === 0 ? items : items.map((item) => changed.get(item.id) ?? item);
    return { items: [...kept, ...created], plans };
  }

  /** Every rule reads the applicants alone, checked again inside the write queue. */
  readonly reads: readonly ReadPort[] = [];
}
