import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const METRICS_PATH = '/metrics';

/** What the listener serves: the metrics' text and its content type. */
export interface ScrapeSource {
  render(): Promise<string>;
  readonly contentType: string;
}

/**
 * The listener Prometheus scrapes: `GET /metrics` and nothing else, on a port of its
 * own, so the metrics never share the API's port, its hooks or its rate limits, and a
 * firewall can keep them inside. Plain node:http: one route needs no framework.
 */
export class ScrapeListener {
  private constructor(private readonly server: Server) {}

  /** Listens on `host:port` (0: a free port); rejects when the port is taken. */
  static listen(source: ScrapeSource, port: number, host: string): Promise<ScrapeListener> {
    const server = createServer((request, response) => void answer(source, request, response));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(new ScrapeListener(server));
      });
    });
  }

  get address(): AddressInfo {
    return this.server.address() as AddressInfo;
  }

  /** Stops listening and ends the connections a scraper keeps open. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

async function answer(
  source: ScrapeSource,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== METRICS_PATH) return send(response, 404, 'Not found: the metrics are at /metrics\n');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return send(response, 405, 'Method not allowed\n');
  }
  try {
    const text = await source.render();
    response.setHeader('Content-Type', source.contentType);
    response.statusCode = 200;
    response.end(request.method === 'HEAD' ? undefined : text);
  } catch (error) {
    send(response, 500, `The metrics could not be read: ${(error as Error).message}\n`);
  }
}

function send(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(text);
}
