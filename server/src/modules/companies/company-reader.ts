import { Injectable } from '@nestjs/common';
import type { Company } from './company.types';
import { CompaniesRepository } from './companies.repository';

/**
 * What other modules read of the companies (the figures of reports). Reads only:
 * companies change through CompaniesService.
 */
@Injectable()
export class CompanyReader {
  constructor(private readonly companies: CompaniesRepository) {}

  /** Every stored company. */
  all(): readonly Company[] {
    return this.companies.list();
  }
}
