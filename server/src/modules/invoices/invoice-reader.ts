import { Injectable } from '@nestjs/common';
import type { Invoice } from './invoice.types';
import { InvoicesRepository } from './invoices.repository';

/**
 * What other modules read of the invoices (the figures of reports and the summary). Reads
 * only: invoices change through InvoicesService.
 */
@Injectable()
export class InvoiceReader {
  constructor(private readonly invoices: InvoicesRepository) {}

  /** Every stored invoice. */
  all(): readonly Invoice[] {
    return this.invoices.list();
  }
}
