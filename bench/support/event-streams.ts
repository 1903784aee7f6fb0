/**
 * Many live event streams (GET /api/events) held by this one process on raw TCP
 * sockets, counting how many of them have heard each `change` event, by record id.
 */
import { connect } from 'node:net';

const CHANGE = 'event: change\n';
const ID = '"id":"';

/**
 * Opens one stream on a raw socket (the request written by hand, the answer scanned as
 * text: no HTTP client, no JSON parsing, so that reading many streams costs this process
 * little); `heard(id)` for each change event. Resolves once the server answered 200.
 */
function openStream(
  origin: string,
  token: string,
  heard: (id: string) => void,
): Promise<() => void> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), noDelay: true });
    socket.setEncoding('latin1');
    socket.on('error', reject);
    socket.on('connect', () =>
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Authorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
      ),
    );
    let answered = false;
    let carried = '';
    socket.on('data', (chunk: string) => {
      let text = carried + chunk;
      if (!answered) {
        if (!text.includes('\r\n\r\n')) {
          carried = text;
          return;
        }
        if (!text.startsWith('HTTP/1.1 200')) {
          reject(new Error(`stream: ${text.slice(0, text.indexOf('\r\n'))}`));
          socket.destroy();
          return;
        }
        answered = true;
        resolve(() => socket.destroy());
      }
      // Every whole change frame read so far; the rest waits for the next chunk.
      let at = 0;
      for (;;) {
        const change = text.indexOf(CHANGE, at);
        if (change === -1) break;
        const from = text.indexOf(ID, change);
        const to = from === -1 ? -1 : text.indexOf('"', from + ID.length);
        if (to === -1) break;
        heard(text.slice(from + ID.length, to));
        at = to;
      }
      text = text.slice(at);
      carried = text.length > 4096 ? '' : text.slice(Math.max(0, text.lastIndexOf('\n\n')));
    });
  });
}

/**
 * `count` streams spread over `tokens` in turn, opened `batch` at a time (the server's
 * accept backlog is finite). `delivered(id)` resolves with the time the last stream heard
 * of that record, even when some heard before it was asked.
 */
export class StreamFleet {
  private closers: (() => void)[] = [];
  private readonly heardBy = new Map<string, number>();
  private readonly waiting = new Map<string, (at: number) => void>();

  private constructor(private readonly size: number) {}

  static async open(
    origin: string,
    tokens: readonly string[],
    count: number,
    batch = 100,
  ): Promise<StreamFleet> {
    const fleet = new StreamFleet(count);
    for (let from = 0; from < count; from += batch) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(batch, count - from) }, (_, i) =>
          openStream(origin, tokens[(from + i) % tokens.length], (id) => fleet.heard(id)),
        ),
      );
      fleet.closers.push(...opened);
    }
    return fleet;
  }

  get streams(): number {
    return this.closers.length;
  }

  /** Resolves with `performance.now()` when every stream has heard of record `id`. */
  delivered(id: string, timeoutMs = 30_000): Promise<number> {
    if ((this.heardBy.get(id) ?? 0) >= this.size) {
      this.heardBy.delete(id);
      return Promise.resolve(performance.now());
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${id}: ${this.heardBy.get(id) ?? 0} of ${this.size} streams heard it`));
      }, timeoutMs);
      this.waiting.set(id, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }

  close(): void {
    for (const close of this.closers.splice(0)) close();
  }

  private heard(id: string): void {
    const count = (this.heardBy.get(id) ?? 0) + 1;
    if (count < this.size) {
      this.heardBy.set(id, count);
      return;
    }
    const done = this.waiting.get(id);
    if (!done) {
      this.heardBy.set(id, count);
      return;
    }
    this.heardBy.delete(id);
    this.waiting.delete(id);
    done(performance.now());
  }
}
