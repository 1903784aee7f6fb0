import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PERIOD_PRESETS, type PeriodPreset } from '../../../common/period/period';
import { FUNNEL_STAGES } from '../summary-figures';

export class ComparisonDto {
  /** In the chosen period. */
  current!: number;
  /** In the period just before (the month before, or the same length before). */
  previous!: number;
}

export class FunnelStepDto {
  @ApiProperty({ enum: FUNNEL_STAGES })
  stage!: (typeof FUNNEL_STAGES)[number];

  /** Applications of the period that reached this stage or went past it. */
  count!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Share of the step before that reached this one (0 to 1)',
  })
  conversion!: number | null;
}

export class ClosingVacancyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  code!: string;
  title!: string;

  @ApiProperty({ example: '2026-05-31' })
  closesAt!: string;

  applications!: number;
}

export class RecruitmentSummaryDto {
  openVacancies!: number;
  applications!: ComparisonDto;

  @ApiProperty({ type: () => [FunnelStepDto] })
  funnel!: FunnelStepDto[];

  rejected!: number;
  hires!: ComparisonDto;

  @ApiProperty({ type: Number, nullable: true })
  medianDaysToHire!: number | null;

  @ApiProperty({ type: () => [ClosingVacancyDto] })
  closingSoon!: ClosingVacancyDto[];
}

export class MonthPointsDto {
  @ApiProperty({ example: '2026-05' })
  month!: string;

  awarded!: number;
  spent!: number;
}

export class RewardsSummaryDto {
  redemptions!: ComparisonDto;
  pointsAwarded!: ComparisonDto;
  pointsSpent!: ComparisonDto;

  @ApiProperty({ type: () => [MonthPointsDto] })
  pointsByMonth!: MonthPointsDto[];

  invoicesPending!: number;
  redemptionsPending!: number;
}

export class SummaryPeriodDto {
  @ApiProperty({ enum: PERIOD_PRESETS })
  preset!: PeriodPreset;

  /** First day, YYYY-MM-DD. */
  from!: string;
  /** Last day, inclusive. */
  to!: string;
  previousFrom!: string;
  previousTo!: string;
}

/** The summary board (apps/tablero): each role sees its programme's part. */
export class SummaryDto {
  period!: SummaryPeriodDto;

  @ApiPropertyOptional({
    type: () => RecruitmentSummaryDto,
    description: 'For recruiters and admins',
  })
  recruitment?: RecruitmentSummaryDto;

  @ApiPropertyOptional({
    type: () => RewardsSummaryDto,
    description: 'For the rewards role and admins',
  })
  rewards?: RewardsSummaryDto;
}
