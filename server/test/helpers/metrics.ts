import type { App } from '../../src/app.setup';
import { MetricsService } from '../../src/common/metrics/metrics.service';

/** The metrics listener's address, as an app with METRICS_PORT bound it. */
export function metricsUrl(app: App): string {
  const address = app.get(MetricsService, { strict: false }).address();
  if (!address) throw new Error('This app serves no metrics: start it with METRICS_PORT');
  return `http://${address.address}:${address.port}/metrics`;
}

/** The text a Prometheus scrape of the app gets. */
export async function scrape(app: App): Promise<string> {
  const response = await fetch(metricsUrl(app));
  if (response.status !== 200) throw new Error(`The scrape answered ${response.status}`);
  return response.text();
}

const SAMPLE_LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * The value of the series `name` with exactly these labels in a scrape's text, or
 * undefined when there is none.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1], m[2]]));
    if (found.size === wanted.length && wanted.every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}
