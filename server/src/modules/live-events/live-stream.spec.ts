import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { EventFrame, eventFrame, LiveStream } from './live-stream';

/**
 * A response, and its socket, whose unread bytes pile up as written until the test says
 * they were read (as a socket that is not read would).
 */
class FakeResponse extends EventEmitter {
  writableLength = 0;
  writableEnded = false;
  chunkedEncoding = true;
  readonly socket = {
    written: [] as Buffer[],
    write: (bytes: Buffer): boolean => {
      this.socket.written.push(bytes);
      this.writableLength += bytes.length;
      return true;
    },
  };
  readonly written: string[] = [];
  write(text: string): boolean {
    this.written.push(text);
    this.writableLength += text.length;
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

const AUTH = { accountId: 'a', sessionId: 's', roles: [] };
const frame = (text: string) => new EventFrame(text);

function streamOn(response: FakeResponse, maxBuffered = 100, onEnd = (_: LiveStream) => {}) {
  return new LiveStream(
    AUTH,
    'Bearer x',
    response as unknown as ServerResponse,
    maxBuffered,
    onEnd,
  );
}

describe('LiveStream', () => {
  it('drops a reader that leaves too much unread, and says so once', () => {
    const response = new FakeResponse();
    const ended: LiveStream[] = [];
    const stream = streamOn(response, 100, (s) => ended.push(s));
    expect(stream.write(frame('x'.repeat(80)))).toBe(true);
    expect(stream.write(frame('y'.repeat(80)))).toBe(true);
    // 160 bytes unread, past the 100 allowed: dropped rather than buffered on.
    expect(stream.write(frame('z'))).toBe(false);
    expect(stream.open).toBe(false);
    expect(response.writableEnded).toBe(true);
    expect(response.written).toHaveLength(1);
    expect(response.socket.written).toHaveLength(1);
    response.emit('close');
    expect(ended).toEqual([stream]);
  });

  it('keeps writing to a reader that keeps up', () => {
    const response = new FakeResponse();
    const stream = streamOn(response);
    for (let i = 0; i < 10; i++) {
      expect(stream.write(frame('x'.repeat(80)))).toBe(true);
      response.writableLength = 0;
    }
    expect(response.socket.written).toHaveLength(9);
    response.emit('close');
    expect(stream.open).toBe(false);
  });

  it('sends the headers with the first frame, then writes each frame as one chunk to the socket', () => {
    const response = new FakeResponse();
    const stream = streamOn(response, 10_000);
    stream.write(frame(': connected\n\n'));
    const event = eventFrame('e-1', 'change', { id: 'ü' });
    stream.write(event);
    expect(response.written).toEqual([': connected\n\n']);
    const text = 'id: e-1\nevent: change\ndata: {"id":"ü"}\n\n';
    // The size is in bytes (ü takes two), in hex.
    expect(response.socket.written.map((bytes) => bytes.toString())).toEqual([
      `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`,
    ]);
  });

  it('writes the bytes as they are to a response that is not chunked (HTTP/1.0)', () => {
    const response = new FakeResponse();
    response.chunkedEncoding = false;
    const stream = streamOn(response, 10_000);
    stream.write(frame(': connected\n\n'));
    stream.write(frame(': heartbeat\n\n'));
    expect(response.socket.written.map((bytes) => bytes.toString())).toEqual([': heartbeat\n\n']);
  });

  it('encodes a frame once for every stream it goes to', () => {
    const event = eventFrame('e-2', 'change', { id: 'r' });
    const sockets = [new FakeResponse(), new FakeResponse()].map((response) => {
      const stream = streamOn(response, 10_000);
      stream.write(frame(': connected\n\n'));
      stream.write(event);
      return response.socket;
    });
    expect(sockets[0].written[0]).toBe(sockets[1].written[0]);
  });

  it('frames an event with its id, name and JSON data', () => {
    expect(eventFrame('e-1', 'change', { id: 'r' }).text).toBe(
      'id: e-1\nevent: change\ndata: {"id":"r"}\n\n',
    );
  });
});
