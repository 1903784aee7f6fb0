import { ApiProperty } from '@nestjs/swagger';

export class StoreHealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status!: 'ok' | 'unavailable';

  /** Number of collections the server has opened. */
  collections!: number;

  /** Whether the data folder accepts writes. */
  writable!: boolean;
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
}
