/** One server-sent event: its id (when the frame named one), name and data. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format as chunks of text come in (the WHATWG rules the
 * browser's EventSource follows): `field: value` lines, blank lines ending an event,
 * comment lines (heartbeats) skipped. EventSource itself cannot send the Authorization
 * header, hence a reader of our own over fetch.
 */
export class SseParser {
  private buffer = '';
  private id: string | undefined;
  private event = '';
  private data: string[] = [];

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    let end: number;
    while ((end = this.buffer.search(/\r\n|\r|\n/)) !== -1) {
      const line = this.buffer.slice(0, end);
      const breakLength = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      // A lone \r at the chunk's end may be the first half of \r\n: wait for more.
      if (breakLength === 1 && this.buffer[end] === '\r' && end === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(end + breakLength);
      const event = this.line(line);
      if (event) out.push(event);
    }
    return out;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const { data, event, id } = this;
    this.data = [];
    this.event = '';
    if (data.length === 0) return undefined;
    return { id, event: event || 'message', data: data.join('\n') };
  }
}
