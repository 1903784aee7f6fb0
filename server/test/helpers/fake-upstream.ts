import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamCall {
  path: string;
  body: Record<string, unknown>;
}

export type UpstreamReply = { status: number; body: unknown } | 'close';

/** A stand-in for the upstream platform; each test decides what it answers. */
export class FakeUpstream {
  readonly calls: UpstreamCall[] = [];
  reply: UpstreamReply = { status: 200, body: {} };
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer(async (request, response) => {
      this.calls.push({
        path: request.url ?? '',
        body: JSON.parse((await readBody(request)) || '{}'),
      });
      if (this.reply === 'close') {
        request.socket.destroy();
        return;
      }
      const text =
        typeof this.reply.body === 'string' ? this.reply.body : JSON.stringify(this.reply.body);
      response.writeHead(this.reply.status, { 'Content-Type': 'application/json' }).end(text);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}
