/**
 * Domain events of the rewards programme (published with EventEmitter2.emitAsync after
 * their commit, so listeners finish before the request answers). The activities module
 * turns them into the activity feed.
 */

export const REDEMPTION_DELIVERED = 'rewards.redemption.delivered';
export interface RedemptionDeliveredEvent {
  redemptionId: string;
  memberId: string;
  memberName: string;
  rewardName: string;
  points: number;
  /** The signed-in account that did it. */
  by: string;
  at: string;
}

export const INVOICE_APPROVED = 'rewards.invoice.approved';
export interface InvoiceApprovedEvent {
  invoiceId: string;
  memberId: string;
  memberName: string;
  number: string;
  vendor: string;
  pointsAwarded: number;
  by: string;
  at: string;
}

export const TRIVIA_COMPLETED = 'rewards.trivia.completed';
export interface TriviaCompletedEvent {
  triviaId: string;
  completionId: string;
  memberId: string;
  memberName: string;
  triviaTitle: string;
  /** Right answers out of `questions`. */
  score: number;
  questions: number;
  pointsAwarded: number;
  by: string;
  at: string;
}
