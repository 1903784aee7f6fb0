/** A member's redemption of a reward (canje). */
export interface Redemption {
  id: string;
  memberId: string;
  rewardId: string;
  /** What the reward cost when it was redeemed: the points debited (and refunded on cancel). */
  points: number;
  status: RedemptionStatus;
  notes: string;
  /** Why it was cancelled, when it was and a reason was given. */
  cancelReason: string | null;
  /** Every status it went through, the first being `pending` at creation. */
  history: RedemptionStep[];
  /** When it was delivered or cancelled; null while open. */
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RedemptionStep {
  status: RedemptionStatus;
  at: string;
  /** The staff account that made the change. */
  by: string | null;
}

export const REDEMPTION_STATUSES = ['pending', 'approved', 'delivered', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** Delivered and cancelled redemptions are completed (apps/canjes-completados). */
export const COMPLETED_STATUSES: readonly RedemptionStatus[] = ['delivered', 'cancelled'];

export const REDEMPTION_ACTIONS = ['approve', 'deliver', 'cancel'] as const;
export type RedemptionAction = (typeof REDEMPTION_ACTIONS)[number];

/** Where each action leads and from which statuses it may be taken. */
export const TRANSITIONS: Readonly<
  Record<RedemptionAction, { to: RedemptionStatus; from: readonly RedemptionStatus[] }>
> = {
  approve: { to: 'approved', from: ['pending'] },
  deliver: { to: 'delivered', from: ['approved'] },
  cancel: { to: 'cancelled', from: ['pending', 'approved'] },
};
