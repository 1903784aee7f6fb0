import type { Metric, MetricValueWithName, Registry } from 'prom-client';

/** A method, route template and status: its answers counted and timed. */
interface Tally {
  readonly method: string;
  readonly route: string;
  readonly status: number;
  count: number;
  sum: number;
  /** Answers by bucket, not cumulative; the last one is above every bound (+Inf). */
  readonly buckets: number[];
}

type Values = MetricValueWithName<string>[];

export interface RequestMetricNames {
  /** A counter, by method, route and status. */
  count: { name: string; help: string };
  /** A histogram in seconds, by method and route. */
  duration: { name: string; help: string; buckets: readonly number[] };
}

/**
 * The HTTP requests' counter and latency histogram, tallied here and rendered by
 * prom-client's registry at each scrape, exactly as its own Counter and Histogram would
 * render them. Those check and hash their labels at every observation, a microsecond or
 * more of every request; a tally is found by its route, method and status in a few
 * comparisons, and labelled only when scraped.
 */
export class RequestTallies {
  /** By route template: few methods and statuses each, searched in order. */
  private readonly byRoute = new Map<string, Tally[]>();

  constructor(
    private readonly names: RequestMetricNames,
    registry: Registry,
  ) {
    registry.registerMetric(this.metric('counter', names.count, () => this.counts()));
    registry.registerMetric(this.metric('histogram', names.duration, () => this.durations()));
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let tallies = this.byRoute.get(route);
    if (!tallies) {
      tallies = [];
      this.byRoute.set(route, tallies);
    }
    let tally: Tally | undefined;
    for (const candidate of tallies) {
      if (candidate.status === status && candidate.method === method) {
        tally = candidate;
        break;
      }
    }
    if (!tally) {
      const buckets = new Array<number>(this.names.duration.buckets.length + 1).fill(0);
      tally = { method, route, status, count: 0, sum: 0, buckets };
      tallies.push(tally);
    }
    tally.count += 1;
    tally.sum += seconds;
    tally.buckets[this.bucketOf(seconds)] += 1;
  }

  /** The first bucket whose bound holds `seconds` (bounds are inclusive, as Prometheus's). */
  private bucketOf(seconds: number): number {
    const bounds = this.names.duration.buckets;
    let bucket = 0;
    while (bucket < bounds.length && seconds > bounds[bucket]) bucket += 1;
    return bucket;
  }

  private counts(): Values {
    return this.tallies().map(({ method, route, status, count }) => ({
      labels: { method, route, status: String(status) },
      value: count,
      metricName: this.names.count.name,
    }));
  }

  /** Every status of a method and route in one series, as the counter has them apart. */
  private durations(): Values {
    const series = new Map<string, { method: string; route: string; tallies: Tally[] }>();
    for (const tally of this.tallies()) {
      const key = `${tally.method} ${tally.route}`;
      const one = series.get(key) ?? { method: tally.method, route: tally.route, tallies: [] };
      one.tallies.push(tally);
      series.set(key, one);
    }
    const { name, buckets: bounds } = this.names.duration;
    const values: Values = [];
    for (const { method, route, tallies } of series.values()) {
      const total = (read: (tally: Tally) => number) =>
        tallies.reduce((sum, tally) => sum + read(tally), 0);
      let cumulative = 0;
      bounds.forEach((bound, bucket) => {
        cumulative += total((tally) => tally.buckets[bucket]);
        values.push({
          labels: { le: bound, method, route },
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      });
      const count = total((tally) => tally.count);
      values.push(
        { labels: { le: '+Inf', method, route }, value: count, metricName: `${name}_bucket` },
        {
          labels: { method, route },
          value: total((tally) => tally.sum),
          metricName: `${name}_sum`,
        },
        { labels: { method, route }, value: count, metricName: `${name}_count` },
      );
    }
    return values;
  }

  private tallies(): Tally[] {
    return [...this.byRoute.values()].flat();
  }

  /** A metric prom-client's registry renders (it reads a metric through its get()). */
  private metric(
    type: 'counter' | 'histogram',
    { name, help }: { name: string; help: string },
    values: () => Values,
  ): Metric {
    const rendered = { name, help, type, aggregator: 'sum' };
    const metric = {
      ...rendered,
      get: async () => ({ ...rendered, values: values() }),
      reset: () => this.byRoute.clear(),
    };
    // Its Metric type names prom-client's own classes only.
    return metric as unknown as Metric;
  }
}
