import { ApiProperty } from '@nestjs/swagger';

export class StoreHealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status!: 'ok' | 'unavailable';

  /** Number of collections the server has opened. */
  collections!: number;

  /** Whether the store accepts writes (false while the disk is full, too). */
  writable!: boolean;

  /**
   * The last write found no space left (disk or quota full); true until a write or the
   * probe this check runs gets through again.
   */
  storageFull!: boolean;
}

export class LedgerHealthDto {
  /** `mismatch` when, at start, some member's points differed from their ledger's sum. */
  @ApiProperty({ enum: ['ok', 'mismatch'] })
  status!: 'ok' | 'mismatch';

  mismatchedMembers!: number;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  /** The product version. */
  @ApiProperty({ example: '0.1.0' })
  version!: string;

  /** Seconds since the process started. */
  uptimeSeconds!: number;

  store!: StoreHealthDto;

  /** The rewards programme's points: every member's balance against their ledger. */
  ledger!: LedgerHealthDto;
}

export class LivenessDto {
  /** Always true: a process that does not run does not answer at all. */
  live!: boolean;
}

export class ReadinessDto {
  /** Always true: a server that cannot take writes answers 503 instead. */
  ready!: boolean;
}
