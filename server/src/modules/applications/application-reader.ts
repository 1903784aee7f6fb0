import { Injectable } from '@nestjs/common';
import type { Application } from './application.types';
import { ApplicationsRepository } from './applications.repository';

/**
 * What other modules read of the applications (the figures of reports and the summary).
 * Reads only: applications change through ApplicationsService.
 */
@Injectable()
export class ApplicationReader {
  constructor(private readonly applications: ApplicationsRepository) {}

  /** Every stored application. */
  all(): readonly Application[] {
    return this.applications.list();
  }
}
