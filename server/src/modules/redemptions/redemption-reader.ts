import { Injectable } from '@nestjs/common';
import type { Redemption } from './redemption.types';
import { RedemptionsRepository } from './redemptions.repository';

/**
 * What other modules read of the redemptions (the figures of reports and the summary).
 * Reads only: redemptions change through RedemptionsService.
 */
@Injectable()
export class RedemptionReader {
  constructor(private readonly redemptions: RedemptionsRepository) {}

  /** Every stored redemption. */
  all(): readonly Redemption[] {
    return this.redemptions.list();
  }
}
