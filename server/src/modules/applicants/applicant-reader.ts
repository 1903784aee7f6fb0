import { Injectable } from '@nestjs/common';
import type { Applicant } from './applicant.types';
import { ApplicantsRepository } from './applicants.repository';

/**
 * What other modules read of the applicants (the figures of reports), erased ones included
 * (they still count). Reads only: applicants change through ApplicantsService.
 */
@Injectable()
export class ApplicantReader {
  constructor(private readonly applicants: ApplicantsRepository) {}

  /** Every stored applicant. */
  all(): readonly Applicant[] {
    return this.applicants.list();
  }
}
