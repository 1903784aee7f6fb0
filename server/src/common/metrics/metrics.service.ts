import type { AddressInfo } from 'node:net';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppConfigService } from '../../config/config';
import { QUIET_STORE_OBSERVER, type StoreFigures, type StoreObserver } from '../../store';
import { AppMetrics } from './app-metrics';
import { METRICS_PATH, ScrapeListener } from './scrape-listener';

/**
 * The Prometheus metrics, when METRICS_PORT is set: measured by the HTTP hook and the
 * store's observer, served by a listener of their own that starts with the application
 * and closes with it. Unset, there is nothing: no registry, no hook, no listener, and the
 * store gets an observer that does nothing.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Metrics');
  private readonly settings: { port: number; host: string } | undefined;
  private readonly metrics: AppMetrics | undefined;
  /** Set by `measure`: only the HTTP application serves metrics (not the CLI's contexts). */
  private serving = false;
  private listener: ScrapeListener | undefined;

  constructor(config: AppConfigService) {
    this.settings = config.values.metrics;
    this.metrics = this.settings ? new AppMetrics() : undefined;
  }

  get enabled(): boolean {
    return this.metrics !== undefined;
  }

  /** What the store tells of its commits (StoreOptions.observer). */
  get storeObserver(): StoreObserver {
    return this.metrics?.store ?? QUIET_STORE_OBSERVER;
  }

  /**
   * Measures this HTTP application's requests and its store's state, and serves them once
   * the application starts. Does nothing when the metrics are off.
   */
  measure(fastify: FastifyInstance, storeFigures: () => StoreFigures): void {
    if (!this.metrics) return;
    fastify.addHook('onResponse', this.metrics.recordRequest);
    this.metrics.watchStore(storeFigures);
    this.serving = true;
  }

  /** Counts a hijacked reply once it closes (see AppMetrics.recordHijacked). */
  measureHijacked(request: FastifyRequest, reply: FastifyReply): void {
    if (this.serving) this.metrics?.recordHijacked(request, reply);
  }

  /** Reports how many live event streams are open (a gauge read at each scrape). */
  watchLiveStreams(open: () => number): void {
    this.metrics?.watchLiveStreams(open);
  }

  /** Where the listener is bound, once started. */
  address(): AddressInfo | undefined {
    return this.listener?.address;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.metrics || !this.settings || !this.serving || this.listener) return;
    const { port, host } = this.settings;
    try {
      this.listener = await ScrapeListener.listen(this.metrics, port, host);
    } catch (error) {
      throw new Error(
        `The metrics could not listen on ${host}:${port} (METRICS_HOST, METRICS_PORT): ${(error as Error).message}`,
      );
    }
    const bound = this.listener.address;
    const shown = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    this.logger.log(`Metrics on http://${shown}:${bound.port}${METRICS_PATH}`);
  }

  async onModuleDestroy(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close();
  }
}
