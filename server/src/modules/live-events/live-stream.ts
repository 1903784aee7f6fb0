import type { ServerResponse } from 'node:http';
import type { AuthContext } from '../../common/auth/auth-context';

const CRLF = '\r\n';

/**
 * One server-sent event as it goes out to every stream that gets it: encoded once, the
 * first time a stream asks, then the same bytes for all of them (a server may hold
 * thousands of streams; encoding per stream was most of an event's cost).
 */
export class EventFrame {
  private chunk: Buffer | undefined;
  private plain: Buffer | undefined;

  constructor(readonly text: string) {}

  /**
   * The frame's bytes: as one chunk of a chunked response (its size in hex, the bytes,
   * CRLF), or as they are for a response whose body simply runs until it closes (HTTP/1.0).
   */
  bytes(chunked: boolean): Buffer {
    if (!chunked) return (this.plain ??= Buffer.from(this.text));
    if (this.chunk) return this.chunk;
    const size = Buffer.byteLength(this.text);
    this.chunk = Buffer.from(`${size.toString(16)}${CRLF}${this.text}${CRLF}`);
    return this.chunk;
  }
}

/**
 * One open event stream: the raw response it writes to. The first frame goes through the
 * response (it sends the headers); every later one is written straight to the socket as
 * its framed bytes, without the response's per-write work. A reader that lets more than
 * `maxBuffered` bytes pile up unread is dropped rather than holding the server's memory.
 */
export class LiveStream {
  private ended = false;
  private headersSent = false;

  constructor(
    /** Who reads it; the roles are taken again when the account or session changes. */
    public auth: AuthContext,
    /** The Authorization header it was opened with, to check it again later. */
    readonly authorization: string,
    private readonly response: ServerResponse,
    private readonly maxBuffered: number,
    private readonly onEnd: (stream: LiveStream) => void,
  ) {
    response.on('close', () => this.end());
  }

  get open(): boolean {
    return !this.ended;
  }

  /** Writes one frame; false when the stream ended, or was dropped as too slow. */
  write(frame: EventFrame): boolean {
    if (this.ended) return false;
    if (this.response.writableLength > this.maxBuffered) {
      this.end();
      return false;
    }
    const socket = this.response.socket;
    if (this.headersSent && socket) {
      socket.write(frame.bytes(this.response.chunkedEncoding));
    } else {
      this.response.write(frame.text);
      this.headersSent = true;
    }
    return true;
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (!this.response.writableEnded) this.response.end();
    this.onEnd(this);
  }
}

/** One server-sent event: its id, name and JSON data. */
export function eventFrame(id: string, event: string, data: unknown): EventFrame {
  return new EventFrame(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
