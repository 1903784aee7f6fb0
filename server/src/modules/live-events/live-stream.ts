import type { ServerResponse } from 'node:http';
import type { AuthContext } from '../../common/auth/auth-context';

/**
 * One open event stream: the raw response it writes to. Writes go straight to the
 * socket; a reader that lets more than `maxBuffered` bytes pile up unread is dropped
 * rather than holding the server's memory.
 */
export class LiveStream {
  private ended = false;

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
  write(frame: string): boolean {
    if (this.ended) return false;
    if (this.response.writableLength > this.maxBuffered) {
      this.end();
      return false;
    }
    this.response.write(frame);
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
export function eventFrame(id: string, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
