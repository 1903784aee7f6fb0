import { backoffMs, LiveEventsConnection } from './live-events-connection';
import type { SseEvent } from './sse-parser';

/** A streaming answer whose chunks the test pushes, then ends. */
function streamingAnswer() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiveEventsConnection', () => {
  it('reads events with the bearer token, and reconnects with Last-Event-ID', async () => {
    const first = streamingAnswer();
    const second = streamingAnswer();
    const requests: Request[] = [];
    const answers = [first.response, second.response];
    const events: SseEvent[] = [];
    const waits: number[] = [];
    const connection = new LiveEventsConnection({
      url: 'http://localhost/api/events',
      getToken: () => 'the-token',
      fetch: async (request) => {
        requests.push(request);
        return answers.shift()!;
      },
      onEvent: (event) => events.push(event),
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    connection.start();
    await flush();
    first.push('id: e-1\nevent: change\ndata: {"collection":"notes"}\n\n');
    first.push(': heartbeat\n\n');
    await flush();
    expect(events).toEqual([{ id: 'e-1', event: 'change', data: '{"collection":"notes"}' }]);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer the-token');
    expect(requests[0].headers.get('Last-Event-ID')).toBeNull();

    first.end();
    await flush();
    await flush();
    expect(requests).toHaveLength(2);
    expect(requests[1].headers.get('Last-Event-ID')).toBe('e-1');
    expect(waits).toHaveLength(1);

    connection.stop();
    await connection.done;
    expect(requests[1].signal.aborted).toBe(true);
  });

  it('backs off longer after each failed attempt, and stops when refused', async () => {
    const waits: number[] = [];
    let calls = 0;
    const connection = new LiveEventsConnection({
      url: 'http://localhost/api/events',
      getToken: () => 'the-token',
      fetch: async () => {
        calls += 1;
        if (calls <= 3) throw new TypeError('network down');
        return new Response('{}', { status: 401 });
      },
      onEvent: () => undefined,
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    connection.start();
    await connection.done;
    expect(calls).toBe(4);
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeLessThan(waits[2]);
  });

  it('waits for a token, and tries a renewed one at once after a refusal', async () => {
    const tokens: (string | null)[] = [null, null, 'old', 'old', 'new'];
    let current: string | null = null;
    const seen: (string | null)[] = [];
    const connection = new LiveEventsConnection({
      url: 'http://localhost/api/events',
      getToken: () => current,
      fetch: async (request) => {
        seen.push(request.headers.get('Authorization'));
        // The old token is refused; by then the app has renewed it.
        if (current === 'old') {
          current = 'new';
          return new Response('{}', { status: 401 });
        }
        connection.stop();
        return new Response('{}', { status: 401 });
      },
      onEvent: () => undefined,
      wait: async () => {
        current = tokens.shift() ?? current;
      },
    });
    connection.start();
    await connection.done;
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('doubles its delay up to 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 5, 9].map((attempt) => backoffMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
  });
});
