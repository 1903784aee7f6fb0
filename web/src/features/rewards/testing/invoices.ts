import { VERSIONS } from '../../../test/version-conflict';
import type { Invoice } from '../api/invoices';

/** A member's pending invoice as a read answers it, at the version the tests open. */
export const PENDING_INVOICE: Invoice = {
  id: 'a0000000-0000-4000-8000-000000000001',
  memberId: '11111111-1111-4111-8111-111111111111',
  memberName: 'Ana López',
  number: 'SOR-100001',
  vendor: 'Soriana',
  amount: 1250.5,
  currency: 'MXN',
  issuedAt: '2026-10-02',
  file: null,
  status: 'pending',
  pointsAwarded: null,
  rejectionReason: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-10-03T09:00:00.000Z',
  updatedAt: '2026-10-03T09:00:00.000Z',
  version: VERSIONS.read,
};
