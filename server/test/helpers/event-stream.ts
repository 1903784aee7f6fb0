import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as read off the wire. */
export interface ReadEvent {
  id?: string;
  event: string;
  data: unknown;
}

/**
 * A streaming reader of GET /api/events over a real socket: collects events and comment
 * lines as they arrive, and waits for the one a test expects.
 */
export class EventStreamReader {
  readonly events: ReadEvent[] = [];
  readonly comments: string[] = [];
  ended = false;
  status = 0;
  private buffer = '';
  private waiters: (() => void)[] = [];
  private response: IncomingMessage | undefined;
  private readonly request;

  private constructor(port: number, headers: Record<string, string>) {
    this.request = httpRequest({ host: '127.0.0.1', port, path: '/api/events', headers });
  }

  /** Opens a stream and resolves once its headers are in (whatever the status). */
  static open(
    port: number,
    token: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<EventStreamReader> {
    const all = token ? { Authorization: `Bearer ${token}`, ...headers } : headers;
    const reader = new EventStreamReader(port, all);
    return new Promise((resolve, reject) => {
      reader.request.on('error', reject);
      reader.request.on('response', (response) => {
        reader.response = response;
        reader.status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => reader.take(chunk));
        response.on('end', () => reader.finish());
        response.on('close', () => reader.finish());
        resolve(reader);
      });
      reader.request.end();
    });
  }

  get contentType(): string | undefined {
    return this.response?.headers['content-type'];
  }

  /** Waits until `check` holds, or fails after `ms`. */
  async until(check: () => boolean, what: string, ms = 3000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The first event (from `from` on) that `match` accepts, once it arrives. */
  async next(match: (event: ReadEvent) => boolean, from = 0, ms = 3000): Promise<ReadEvent> {
    await this.until(() => this.events.slice(from).some(match), 'an event', ms);
    return this.events.slice(from).find(match)!;
  }

  close(): void {
    this.request.destroy();
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const frame = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parse(frame);
    }
    this.wake();
  }

  private parse(frame: string): void {
    let event: ReadEvent | undefined;
    for (const line of frame.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      const at = line.indexOf(': ');
      if (at === -1 || line.startsWith(':')) continue;
      const field = line.slice(0, at);
      const value = line.slice(at + 2);
      event ??= { event: 'message', data: undefined };
      if (field === 'id') event.id = value;
      if (field === 'event') event.event = value;
      if (field === 'data') event.data = JSON.parse(value);
    }
    if (event?.data !== undefined) this.events.push(event);
  }

  private finish(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

export type OpenApiPaths = Record<
  string,
  Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
>;

/**
 * The operations of an OpenAPI document that answer with a stream that stays open
 * (`text/event-stream`), as "GET /api/events": a walk over every operation reads their
 * status and leaves instead of waiting for an end that never comes.
 */
export function streamingOperations(paths: OpenApiPaths): Set<string> {
  const keys = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) =>
        Object.values(operation.responses ?? {}).some(
          (response) => response.content?.['text/event-stream'] !== undefined,
        ),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  return new Set(keys);
}

/** The status and error body of a streaming operation's answer, the stream left at once. */
export async function streamAnswer(
  app: INestApplication,
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { code?: string; message?: unknown } }> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const answer = await fastify.inject({ method: 'GET', url, headers, payloadAsStream: true });
  const stream = answer.stream();
  if (answer.statusCode === 200) {
    stream.destroy();
    return { status: 200, body: {} };
  }
  // A refusal is an ordinary JSON error body, and ends.
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return { status: answer.statusCode, body: JSON.parse(text) as { code?: string } };
}
