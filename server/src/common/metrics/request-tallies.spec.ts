import { Counter, Histogram, Registry } from 'prom-client';
import { RequestTallies } from './request-tallies';

const NAMES = {
  count: { name: 'test_requests_total', help: 'Requests, by method, route and status.' },
  duration: {
    name: 'test_request_duration_seconds',
    help: 'Request time, by method and route.',
    buckets: [0.25, 0.5, 1, 2.5],
  },
};

/** What prom-client's own Counter and Histogram render for the same answers. */
function promClientRendering() {
  const registry = new Registry();
  const count = new Counter({
    ...NAMES.count,
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    ...NAMES.duration,
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  return {
    registry,
    record(method: string, route: string, status: number, seconds: number) {
      count.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
  };
}

/** The exposition's lines, in order within each metric's block but blocks compared as sets. */
async function lines(registry: Registry): Promise<string[]> {
  return (await registry.metrics()).split('\n').sort();
}

describe('RequestTallies', () => {
  // Sums of these are exact in binary, so both sides add up to the same text; two sit on
  // a bound (counted in it) and one is above every bound.
  const answers: [string, string, number, number][] = [
    ['GET', '/api/vacancies/:id', 200, 0.125],
    ['GET', '/api/vacancies', 200, 0.5],
    ['GET', '/api/vacancies/:id', 404, 0.0625],
    ['PATCH', '/api/vacancies/:id', 200, 2.5],
    ['GET', '/api/vacancies/:id', 200, 0.75],
    ['GET', 'unmatched', 404, 4],
    ['GET', '/api/vacancies/:id', 200, 0.125],
  ];

  it('renders what prom-client’s Counter and Histogram render for the same answers', async () => {
    const registry = new Registry();
    const tallies = new RequestTallies(NAMES, registry);
    const reference = promClientRendering();
    for (const answer of answers) {
      tallies.record(...answer);
      reference.record(...answer);
    }
    const rendered = await lines(registry);
    expect(rendered).toEqual(await lines(reference.registry));
    // The histogram has every status of a route in one series; the counter apart.
    expect(rendered).toContain(
      'test_request_duration_seconds_count{method="GET",route="/api/vacancies/:id"} 4',
    );
    expect(rendered).toContain(
      'test_request_duration_seconds_bucket{le="0.5",method="GET",route="/api/vacancies/:id"} 3',
    );
    expect(rendered).toContain(
      'test_requests_total{method="GET",route="/api/vacancies/:id",status="404"} 1',
    );
  });

  it('renders the metrics’ headers and no series before any answer', async () => {
    const registry = new Registry();
    new RequestTallies(NAMES, registry);
    expect(await lines(registry)).toEqual(await lines(promClientRendering().registry));
    expect(await registry.getMetricsAsJSON()).toEqual([
      expect.objectContaining({ name: NAMES.count.name, type: 'counter', values: [] }),
      expect.objectContaining({ name: NAMES.duration.name, type: 'histogram', values: [] }),
    ]);
  });
});
