/**
 * A tiny round-robin proxy for the benchmarks: one loopback port in front of several
 * servers, as a reverse proxy puts several app containers behind one address
 * (compose.yaml uses Caddy). It balances connections, not requests (as a TCP load
 * balancer does): each new connection goes to the next upstream in turn and its bytes are
 * piped both ways unchanged, so the proxy costs little CPU next to the servers it fronts.
 * autocannon's keep-alive connections end up spread evenly over the upstreams.
 */
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { HOST } from './product';

export interface RoundRobin {
  origin: string;
  close: () => Promise<void>;
}

export async function roundRobin(upstreams: string[]): Promise<RoundRobin> {
  const targets = upstreams.map((origin) => new URL(origin));
  const sockets = new Set<Socket>();
  let next = 0;
  const server: Server = createServer((incoming) => {
    const target = targets[next];
    next = (next + 1) % targets.length;
    const outgoing = connect({ host: target.hostname, port: Number(target.port) });
    for (const socket of [incoming, outgoing]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return {
    origin: `http://${HOST}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
