import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ActivitiesRepository } from './activities.repository';
import {
  invoiceApprovedActivity,
  redemptionDeliveredActivity,
  triviaCompletedActivity,
} from './activity-templates';
import {
  INVOICE_APPROVED,
  type InvoiceApprovedEvent,
  REDEMPTION_DELIVERED,
  type RedemptionDeliveredEvent,
  TRIVIA_COMPLETED,
  type TriviaCompletedEvent,
} from './rewards-events';

/** Writes the feed from the rewards programme's events. */
@Injectable()
export class RewardsActivitiesListener {
  constructor(private readonly activities: ActivitiesRepository) {}

  @OnEvent(REDEMPTION_DELIVERED, { promisify: true })
  async onRedemptionDelivered(event: RedemptionDeliveredEvent): Promise<void> {
    await this.activities.insert(redemptionDeliveredActivity(randomUUID(), event), 'start');
  }

  @OnEvent(INVOICE_APPROVED, { promisify: true })
  async onInvoiceApproved(event: InvoiceApprovedEvent): Promise<void> {
    await this.activities.insert(invoiceApprovedActivity(randomUUID(), event), 'start');
  }

  @OnEvent(TRIVIA_COMPLETED, { promisify: true })
  async onTriviaCompleted(event: TriviaCompletedEvent): Promise<void> {
    await this.activities.insert(triviaCompletedActivity(randomUUID(), event), 'start');
  }
}
