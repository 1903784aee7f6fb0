import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** The operators' Prometheus metrics (METRICS_PORT); see MetricsService. */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
