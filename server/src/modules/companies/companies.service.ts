import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conflict, notFound } from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import { type Dependent, Dependents, type RecordsPort } from '../../common/listing/dependents';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { foldText, identifierKey } from '../../common/listing/text';
import { CompaniesRepository } from './companies.repository';
import type { Company } from './company.types';
import type {
  CompanyDto,
  CompanyListQueryDto,
  CompanySortField,
  CreateCompanyDto,
  UpdateCompanyDto,
} from './dto/company.dto';

const LIST: ListSpec<Company, CompanySortField> = {
  searchIn: (company) => [company.name, company.taxId, company.industry, company.email],
  sortBy: {
    name: (company) => company.name,
    taxId: (company) => company.taxId,
    industry: (company) => company.industry,
    active: (company) => company.active,
    createdAt: (company) => company.createdAt,
    updatedAt: (company) => company.updatedAt,
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
};

/** Names compare without case, accents or repeated spaces. */
const nameKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

@Injectable()
export class CompaniesService {
  private readonly dependents = new Dependents();

  constructor(
    private readonly companies: CompaniesRepository,
    private readonly store: StoreService,
  ) {}

  /** The companies' collection, for another module's commit whose checks read them. */
  get records(): RecordsPort<Company> {
    return this.companies;
  }

  /** Lets another module refuse the deletion of a company its records name. */
  registerDependents(dependent: Dependent): void {
    this.dependents.register(dependent);
  }

  list(query: CompanyListQueryDto): Page<CompanyDto> {
    const industry = query.industry ? foldText(query.industry.trim()) : undefined;
    const filtered = this.companies
      .list()
      .filter(
        (company) =>
          (query.active === undefined || company.active === query.active) &&
          (industry === undefined || foldText(company.industry) === industry),
      );
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  /** The stored company, or undefined (for other modules' checks). */
  find(id: string): Company | undefined {
    return this.companies.get(id);
  }

  /** The company of that name, compared as names are kept unique (for the bulk import). */
  findByName(name: string): Company | undefined {
    const key = nameKey(name);
    return this.companies.list().find((company) => nameKey(company.name) === key);
  }

  get(id: string): CompanyDto {
    return toDto(this.existing(id));
  }

  async create(input: CreateCompanyDto): Promise<CompanyDto> {
    const now = new Date().toISOString();
    const company: Company = {
      id: randomUUID(),
      name: input.name,
      taxId: input.taxId.toUpperCase(),
      industry: input.industry ?? '',
      email: input.email?.toLowerCase() ?? null,
      phone: input.phone ?? '',
      address: input.address ?? '',
      logo: input.logo ?? null,
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    };
    // Checked inside the write queue, so two requests with one name cannot both land.
    const created = await this.companies.mutate((items) => {
      assertUnique(items, company);
      return { items: [...items, company], result: company };
    });
    return toDto(created);
  }

  async update(id: string, patch: UpdateCompanyDto): Promise<CompanyDto> {
    const changes = definedOnly(patch);
    const updated = await this.companies.mutate((items) => {
      const index = items.findIndex((company) => company.id === id);
      if (index === -1) throw companyNotFound(id);
      const next: Company = {
        ...items[index],
        ...changes,
        taxId: (changes.taxId ?? items[index].taxId).toUpperCase(),
        email:
          changes.email === undefined ? items[index].email : (changes.email?.toLowerCase() ?? null),
        updatedAt: new Date().toISOString(),
      };
      assertUnique(items, next);
      return { items: items.with(index, next), result: next };
    });
    return toDto(updated);
  }

  /** Refused while other records (vacancies) name the company: deactivate it instead. */
  async remove(id: string): Promise<CompanyDto> {
    // One commit with the collections that name companies: checked against every server.
    const removed = await this.store.mutateReading(
      this.companies,
      this.dependents.records,
      (items) => {
        const index = items.findIndex((company) => company.id === id);
        if (index === -1) throw companyNotFound(id);
        const company = items[index];
        const used = this.dependents.describe(id);
        if (used) {
          throw conflict(
            'in-use',
            `Company ${company.name} has ${used}; it cannot be deleted, deactivate it instead (active: false)`,
            'active',
          );
        }
        return { items: items.toSpliced(index, 1), result: company };
      },
    );
    return toDto(removed);
  }

  private existing(id: string): Company {
    const company = this.companies.get(id);
    if (!company) throw companyNotFound(id);
    return company;
  }
}

function assertUnique(items: readonly Company[], company: Company): void {
  const name = nameKey(company.name);
  const taxId = identifierKey(company.taxId);
  for (const other of items) {
    if (other.id === company.id) continue;
    if (nameKey(other.name) === name) {
      throw conflict('name-taken', `A company named ${other.name} already exists`, 'name');
    }
    if (identifierKey(other.taxId) === taxId) {
      throw conflict(
        'tax-id-taken',
        `The company ${other.name} already has the taxId ${other.taxId}`,
        'taxId',
      );
    }
  }
}

function companyNotFound(id: string) {
  return notFound('not-found', `Company ${id} not found`);
}

function toDto(company: Company): CompanyDto {
  return { ...company };
}
