import type { InvoiceFileContentType } from './invoice-file-format';

export const INVOICE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The scan or PDF of an invoice, under DATA_DIR/files/invoices/<id>. */
export interface InvoiceFile {
  /** The stored file's random name (never a client's). */
  id: string;
  /** The uploaded file's name, sanitised, with the extension of its real type. */
  name: string;
  /** From the file's bytes, never from its name or declared type. */
  contentType: InvoiceFileContentType;
  size: number;
}

/**
 * An invoice (factura) a member hands in to earn points. Staff review it: approving it
 * credits the member with points for its amount, in the same commit as the ledger entry;
 * rejecting it records why. Only pending invoices change.
 */
export interface Invoice {
  id: string;
  memberId: string;
  /** The invoice's own number; with the vendor, unique (trimmed, without case). */
  number: string;
  vendor: string;
  /** Greater than 0, at most 2 decimals. */
  amount: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** YYYY-MM-DD, not in the future. */
  issuedAt: string;
  file: InvoiceFile | null;
  status: InvoiceStatus;
  /** Set on approval (0 when the amount is below one point's worth); null otherwise. */
  pointsAwarded: number | null;
  /** Set on rejection. */
  rejectionReason: string | null;
  /** The account that approved or rejected it; null while pending (or for the sample). */
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
