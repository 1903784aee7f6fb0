/**
 * A tiny round-robin HTTP proxy for the benchmarks: one loopback port in front of several
 * servers, as a reverse proxy puts several app containers behind one address
 * (compose.yaml uses Caddy). Each request goes to the next upstream in turn over a
 * keep-alive connection; bodies are streamed both ways unchanged.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOST } from './product';

export interface RoundRobin {
  origin: string;
  close: () => Promise<void>;
}

export async function roundRobin(upstreams: string[]): Promise<RoundRobin> {
  const targets = upstreams.map((origin) => new URL(origin));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return {
    origin: `http://${HOST}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
