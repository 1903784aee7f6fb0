import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Invoice } from './invoice.types';

@Injectable()
export class InvoicesRepository extends Repository<Invoice> {
  constructor(store: StoreService) {
    super(store, defineCollection<Invoice>({ name: 'invoices' }));
  }
}
