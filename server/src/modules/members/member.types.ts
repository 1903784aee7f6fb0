/** A person in the rewards programme (the "users" screen); not a staff account. */
export interface Member {
  id: string;
  name: string;
  surname: string;
  /** Unique, lower case. */
  email: string;
  phone: string;
  /** National id or passport number; unique, compared without case or separators. */
  documentId: string;
  company: string;
  /** Always the sum of the member's ledger; never below 0. */
  points: number;
  status: MemberStatus;
  createdAt: string;
  updatedAt: string;
}

export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const POINTS_REASONS = ['trivia', 'invoice', 'redemption', 'refund', 'adjustment'] as const;
export type PointsReason = (typeof POINTS_REASONS)[number];

/**
 * One line of the points ledger, which is append-only: no entry is ever changed or
 * removed; a correction is a new `adjustment`.
 */
export interface PointsEntry {
  id: string;
  memberId: string;
  /** Points added (positive) or taken (negative). */
  delta: number;
  reason: PointsReason;
  /** The redemption, invoice or trivia the entry comes from; null for adjustments. */
  refId: string | null;
  /** Why an adjustment was made (required for adjustments). */
  note: string | null;
  /** The staff account that made an adjustment; null for entries the system made. */
  byAccountId: string | null;
  at: string;
}
