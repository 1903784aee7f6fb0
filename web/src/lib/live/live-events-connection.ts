import { type SseEvent, SseParser } from './sse-parser';

export interface LiveEventsOptions {
  /** Default: /api/events on this page's origin. */
  url?: string;
  /** The bearer token of the signed-in account, read at each (re)connection. */
  getToken: () => string | null;
  onEvent: (event: SseEvent) => void;
  /** Default: the browser's fetch, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Waits before reconnecting; a test passes its own. */
  wait?: (ms: number) => Promise<void>;
}

/** Reconnection delays: doubling from 1 s up to 30 s, with some jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + random() * 0.5));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One reader of the server's live event stream for this tab: a fetch with the
 * Authorization header (EventSource cannot send one), read as it arrives, reconnected
 * with backoff and `Last-Event-ID` when it drops. A 401 or 403 to the token still in use
 * (signed out, session revoked) stops it: the app's sign-out takes over. `stop` ends it.
 */
export class LiveEventsConnection {
  private readonly controller = new AbortController();
  private lastEventId: string | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: LiveEventsOptions) {}

  start(): void {
    this.running ??= this.loop();
  }

  stop(): void {
    this.controller.abort();
  }

  /** Settles once the loop has ended (stopped, or refused): for tests. */
  get done(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    const wait = this.options.wait ?? sleep;
    let attempt = 0;
    while (!this.controller.signal.aborted) {
      const token = this.options.getToken();
      // None, or expired and not renewed yet: look again later.
      if (!token) {
        await wait(backoffMs(attempt++));
        continue;
      }
      const outcome = await this.connect(token).catch(() => 'dropped' as const);
      if (this.controller.signal.aborted) return;
      if (outcome === 'refused') {
        // Refused with the token in use: signed out. A renewed token tries again at once.
        if (this.options.getToken() === token) return;
        continue;
      }
      attempt = outcome === 'read' ? 0 : attempt + 1;
      await wait(backoffMs(attempt));
    }
  }

  /** One connection: 'read' when events flowed before it dropped. */
  private async connect(token: string): Promise<'read' | 'dropped' | 'refused'> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    const fetcher = this.options.fetch ?? ((request: Request) => globalThis.fetch(request));
    const url = this.options.url ?? new URL('/api/events', window.location.origin).toString();
    const response = await fetcher(
      new Request(url, { headers, signal: this.controller.signal, cache: 'no-store' }),
    );
    if (response.status === 401 || response.status === 403) return 'refused';
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.startsWith('text/event-stream')) return 'dropped';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    let read = false;
    // Stopping ends the read at once, whatever the body's source does with the signal.
    const cancel = () => void reader.cancel().catch(() => undefined);
    this.controller.signal.addEventListener('abort', cancel);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        read = true;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.id !== undefined) this.lastEventId = event.id;
          this.options.onEvent(event);
        }
      }
    } finally {
      this.controller.signal.removeEventListener('abort', cancel);
      reader.releaseLock();
    }
    return read ? 'read' : 'dropped';
  }
}
