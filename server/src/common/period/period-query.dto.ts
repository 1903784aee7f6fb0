import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, ValidateIf } from 'class-validator';
import { IsNotBefore } from './is-not-before.decorator';
import { DAY_PATTERN, PERIOD_PRESETS, type PeriodPreset } from './period';

/** `?period=` with `from` and `to` (first and last day, inclusive) for a custom one. */
export class PeriodQueryDto {
  @ApiPropertyOptional({ enum: PERIOD_PRESETS, default: 'this-month' })
  @IsOptional()
  @IsIn(PERIOD_PRESETS, { message: `period must be one of ${PERIOD_PRESETS.join(', ')}` })
  period?: PeriodPreset;

  @ApiPropertyOptional({
    description: 'First day of a custom period, YYYY-MM-DD',
    example: '2026-01-01',
  })
  @ValidateIf((query: PeriodQueryDto) => query.period === 'custom' || query.from !== undefined)
  @Matches(DAY_PATTERN, { message: 'from must be a day written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    description: 'Last day of a custom period, YYYY-MM-DD',
    example: '2026-03-31',
  })
  @ValidateIf((query: PeriodQueryDto) => query.period === 'custom' || query.to !== undefined)
  @Matches(DAY_PATTERN, { message: 'to must be a day written YYYY-MM-DD' })
  @IsNotBefore('from', { message: 'to must not be before from' })
  to?: string;
}
