import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { validatePlain } from '../../common/validation/validate-plain';
import { CategoriesService } from '../categories/categories.service';
import { CompaniesService } from '../companies/companies.service';
import { CreateVacancyDto, UpdateVacancyDto } from '../vacancies/dto/vacancy.dto';
import { nextCodes, VacanciesService } from '../vacancies/vacancies.service';
import { VACANCY_STATUSES, type Vacancy, type VacancyStatus } from '../vacancies/vacancy.types';
import { VACANCY_FIELDS } from './import-fields';
import {
  type CheckedRow,
  type ImportKindRules,
  invalidRow,
  type RowPlan,
  ruleError,
  validationErrors,
} from './import-kind';
import type { DuplicateMode, RowError } from './import.types';
import type { RecordsPort } from '../../common/listing/dependents';
import type { ReadPort } from '../../store';

const CODE = /^VAC-\d+$/;

/** A checked vacancy row: the request (status apart for an update) and its status. */
type VacancyInput = (CreateVacancyDto | UpdateVacancyDto) & { status?: VacancyStatus };

/**
 * Vacancies from a spreadsheet: a row without a code is a create request (draft or open,
 * its code given as for any new vacancy); a row with the code of a stored vacancy is its
 * duplicate, skipped or updated (the update request: its status stays, as it changes
 * only through the status actions). Companies and categories are named by name or id.
 */
@Injectable()
export class VacancyImport implements ImportKindRules<Vacancy> {
  readonly kind = 'vacancies';
  readonly fields = VACANCY_FIELDS;

  constructor(
    private readonly vacancies: VacanciesService,
    private readonly companies: CompaniesService,
    private readonly categories: CategoriesService,
  ) {}

  get records(): RecordsPort<Vacancy> {
    return this.vacancies.records;
  }

  stored(): readonly Vacancy[] {
    return this.vacancies.all();
  }

  check(
    values: Record<string, unknown>,
    references: Readonly<Record<string, string>>,
  ): Pick<CheckedRow, 'input' | 'errors'> {
    if (references.code === undefined) {
      const checked = validatePlain(CreateVacancyDto, values);
      return checked.valid
        ? { input: checked.value, errors: [] }
        : { input: undefined, errors: validationErrors(this.fields, checked.fields) };
    }
    const errors: RowError[] = [];
    if (!CODE.test(references.code)) {
      errors.push({
        field: 'code',
        code: null,
        message: 'code must be a vacancy code such as VAC-0001 (or empty for a new vacancy)',
      });
    }
    const { status, ...changes } = values;
    if (status !== undefined && !VACANCY_STATUSES.includes(status as VacancyStatus)) {
      errors.push({
        field: 'status',
        code: null,
        message: `status must be one of the following values: ${VACANCY_STATUSES.join(', ')}`,
      });
    }
    const checked = validatePlain(UpdateVacancyDto, changes);
    if (!checked.valid) errors.push(...validationErrors(this.fields, checked.fields));
    if (errors.length > 0 || !checked.valid) return { input: undefined, errors };
    const input: VacancyInput = { ...checked.value };
    if (status !== undefined) input.status = status as VacancyStatus;
    return { input, errors: [] };
  }

  plan(
    items: readonly Vacancy[],
    rows: readonly CheckedRow[],
    mode: DuplicateMode,
    now: Date,
  ): { items: readonly Vacancy[]; plans: RowPlan[] } {
    const byCode = new Map(items.map((vacancy) => [vacancy.code.toUpperCase(), vacancy]));
    const code = nextCodes(items);
    const created: Vacancy[] = [];
    const changed = new Map<string, Vacancy>();
    const rowOf = new Map<string, number>();
    const resolve = this.resolver();

    const plans = rows.map((row): RowPlan => {
      if (!row.input) return invalidRow(row.errors);
      const companyId = resolve('company', row.references.company);
      const categoryId = resolve('category', row.references.category);
      const unresolved = [companyId, categoryId].filter((one) => typeof one === 'object');
      if (unresolved.length > 0) return invalidRow(unresolved as RowError[]);
      const input: VacancyInput = { ...(row.input as VacancyInput) };
      if (typeof companyId === 'string') input.companyId = companyId;
      if (typeof categoryId === 'string') input.categoryId = categoryId;

      const given = row.references.code;
      if (given === undefined) {
        try {
          const draft = this.vacancies.newDraft(input as CreateVacancyDto, now);
          this.vacancies.checkNew(draft);
          const vacancy: Vacancy = { id: randomUUID(), code: code(), ...draft };
          created.push(vacancy);
          rowOf.set(vacancy.id, row.line);
          return { status: 'create', errors: [], recordId: vacancy.id, label: vacancy.code };
        } catch (error) {
          return invalidRow([ruleError(this.fields, error)]);
        }
      }

      const current = byCode.get(given);
      if (!current) {
        return invalidRow([
          {
            field: 'code',
            code: 'reference-missing',
            message: `No vacancy has the code ${given}; leave the code empty to add a new vacancy`,
          },
        ]);
      }
      const earlier = rowOf.get(current.id);
      if (earlier !== undefined) {
        return invalidRow([
          {
            field: 'code',
            code: null,
            message: `Row ${earlier} of the file names the same vacancy`,
          },
        ]);
      }
      if (mode === 'skip') {
        return { status: 'skip', errors: [], recordId: current.id, label: current.code };
      }
      const { status, ...changes } = input;
      if (status !== undefined && status !== current.status) {
        return invalidRow([
          {
            field: 'status',
            code: 'vacancy-status-change',
            message: `Vacancy ${current.code} is ${current.status}; its status changes through its status actions, not an import`,
          },
        ]);
      }
      try {
        const next = this.vacancies.changedRecord(current, changes as UpdateVacancyDto, now);
        this.vacancies.checkChange(next, current);
        changed.set(next.id, next);
        rowOf.set(next.id, row.line);
        return { status: 'update', errors: [], recordId: next.id, label: next.code };
      } catch (error) {
        return invalidRow([ruleError(this.fields, error)]);
      }
    });

    if (created.length === 0 && changed.size === 0) return { items, plans };
    const kept = changed.size === 0 ? items : items.map((item) => changed.get(item.id) ?? item);
    return { items: [...kept, ...created], plans };
  }

  /**
   * Names a company or category by its id or its name, looking each one up once per
   * batch: the id, the row's error, or undefined when the row names none.
   */
  private resolver() {
    const known = new Map<string, string | RowError>();
    return (field: 'company' | 'category', named: string | undefined) => {
      if (named === undefined) return undefined;
      const key = `${field}:${named}`;
      let found = known.get(key);
      if (found === undefined) {
        const record =
          field === 'company'
            ? this.companies.findByName(named)
            : this.categories.findByName(named, 'vacancy');
        found = record
          ? record.id
          : {
              field,
              code: 'reference-missing',
              message:
                field === 'company'
                  ? `No company is named ${named}`
                  : `No vacancy category is named ${named}`,
            };
        known.set(key, found);
      }
      return found;
    };
  }

  /** The checks read companies, categories and applications, as the service's own writes. */
  get reads(): readonly ReadPort[] {
    return this.vacancies.checkedReads;
  }
}
