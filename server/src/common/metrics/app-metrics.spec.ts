import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppMetrics } from './app-metrics';
import { WEB_FILE_ROUTE } from './route-label';

/** The `route` labels of the request counter once these routes were each asked once. */
async function routesCounted(routeOptions: { url?: string; config: object }[]) {
  const metrics = new AppMetrics();
  const reply = { statusCode: 200, elapsedTime: 1 } as FastifyReply;
  for (const options of routeOptions) {
    const request = { method: 'GET', routeOptions: options } as unknown as FastifyRequest;
    metrics.recordRequest(request, reply, () => {});
  }
  const text = await metrics.render();
  const counted = text.split('\n').filter((line) => line.startsWith('talento_http_requests_total'));
  return counted.map((line) => /route="([^"]*)"/.exec(line)?.[1]);
}

describe('AppMetrics.recordRequest', () => {
  it('labels a request by its route template, or the label its route names', async () => {
    const webFile = { metricsRoute: WEB_FILE_ROUTE };
    expect(
      await routesCounted([
        { url: '/api/vacancies/:id', config: {} },
        { url: '/assets/index-3f9a1c2b.js', config: webFile },
        { url: '/assets/index-77d0e4aa.css', config: webFile },
        { config: {} },
      ]),
    ).toEqual(['/api/vacancies/:id', 'web-file', 'unmatched']);
  });
});
