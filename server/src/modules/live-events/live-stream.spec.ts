import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { eventFrame, LiveStream } from './live-stream';

/** A response whose unread bytes the test sets, as a socket that is not read would pile up. */
class FakeResponse extends EventEmitter {
  writableLength = 0;
  writableEnded = false;
  readonly written: string[] = [];
  write(frame: string): boolean {
    this.written.push(frame);
    this.writableLength += frame.length;
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

const AUTH = { accountId: 'a', sessionId: 's', roles: [] };

describe('LiveStream', () => {
  it('drops a reader that leaves too much unread, and says so once', () => {
    const response = new FakeResponse();
    const ended: LiveStream[] = [];
    const stream = new LiveStream(
      AUTH,
      'Bearer x',
      response as unknown as ServerResponse,
      100,
      (s) => ended.push(s),
    );
    expect(stream.write('x'.repeat(80))).toBe(true);
    expect(stream.write('y'.repeat(80))).toBe(true);
    // 160 bytes unread, past the 100 allowed: dropped rather than buffered on.
    expect(stream.write('z')).toBe(false);
    expect(stream.open).toBe(false);
    expect(response.writableEnded).toBe(true);
    expect(response.written).toHaveLength(2);
    response.emit('close');
    expect(ended).toEqual([stream]);
  });

  it('keeps writing to a reader that keeps up', () => {
    const response = new FakeResponse();
    const stream = new LiveStream(AUTH, '', response as unknown as ServerResponse, 100, () => {});
    for (let i = 0; i < 10; i++) {
      expect(stream.write('x'.repeat(80))).toBe(true);
      response.writableLength = 0;
    }
    response.emit('close');
    expect(stream.open).toBe(false);
  });

  it('frames an event with its id, name and JSON data', () => {
    expect(eventFrame('e-1', 'change', { id: 'r' })).toBe(
      'id: e-1\nevent: change\ndata: {"id":"r"}\n\n',
    );
  });
});
