import { Injectable } from '@nestjs/common';
import type { Member, PointsEntry } from './member.types';
import { MembersRepository, PointsLedgerRepository } from './members.repository';

/**
 * What other modules read of the members and their points ledger: names on invoices,
 * redemptions and trivia completions, and the figures of reports and the summary. Reads
 * only: points move through MembersService, whose rules keep the ledger and balances equal.
 */
@Injectable()
export class MemberReader {
  constructor(
    private readonly members: MembersRepository,
    private readonly ledger: PointsLedgerRepository,
  ) {}

  /** The stored member, or undefined. */
  find(id: string): Member | undefined {
    return this.members.get(id);
  }

  /** Every stored member. */
  all(): readonly Member[] {
    return this.members.list();
  }

  /** Every ledger entry of every member, oldest first. */
  entries(): readonly PointsEntry[] {
    return this.ledger.list();
  }
}
