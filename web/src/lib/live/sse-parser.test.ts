import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads events split anywhere across chunks, skipping comments', () => {
    const parser = new SseParser();
    const text =
      'retry: 2000\n: connected\n\nid: a-1\nevent: change\ndata: {"x":1}\n\n: heartbeat\n\n' +
      'id: a-2\r\nevent: refetch\r\ndata: {}\r\n\r\n';
    const events = [];
    for (let at = 0; at < text.length; at += 3) events.push(...parser.push(text.slice(at, at + 3)));
    expect(events).toEqual([
      { id: 'a-1', event: 'change', data: '{"x":1}' },
      { id: 'a-2', event: 'refetch', data: '{}' },
    ]);
  });

  it('joins data lines, names unnamed events "message" and keeps the last id', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\ndata: one\ndata: two\n\ndata: three\n\n')).toEqual([
      { id: '7', event: 'message', data: 'one\ntwo' },
      { id: '7', event: 'message', data: 'three' },
    ]);
  });
});
