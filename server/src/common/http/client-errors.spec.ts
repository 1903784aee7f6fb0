import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { answerClientErrors } from './client-errors';

function fakeSocket(state: { destroyed?: boolean; writable?: boolean } = {}) {
  const written: string[] = [];
  const socket = {
    destroyed: state.destroyed ?? false,
    writable: state.writable ?? true,
    write: jest.fn((text: string) => written.push(text)),
    destroy: jest.fn(),
  };
  return { socket: socket as unknown as Socket, written, destroy: socket.destroy };
}

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('answerClientErrors', () => {
  it('answers a request that never finished arriving 408, logged under its id', () => {
    const warn = jest.fn();
    const { socket, written, destroy } = fakeSocket();
    answerClientErrors({ warn } as unknown as Logger)(failure('ERR_HTTP_REQUEST_TIMEOUT'), socket);
    expect(written).toHaveLength(1);
    const [head, body] = written[0].split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const parsed = JSON.parse(body) as { statusCode: number; requestId: string };
    expect(parsed).toMatchObject({ statusCode: 408, error: 'Request Timeout' });
    expect(warn).toHaveBeenCalledWith(
      { reqId: parsed.requestId, status: 408, code: 'ERR_HTTP_REQUEST_TIMEOUT' },
      'request refused unread',
    );
    expect(destroy).toHaveBeenCalled();
  });

  it('leaves a reset or closed connection alone', () => {
    const reset = fakeSocket();
    answerClientErrors()(failure('ECONNRESET'), reset.socket);
    const closed = fakeSocket({ destroyed: true });
    answerClientErrors()(failure('HPE_INVALID_METHOD'), closed.socket);
    expect([...reset.written, ...closed.written]).toEqual([]);
    expect(reset.destroy).not.toHaveBeenCalled();
  });

  it('only closes a connection it can no longer write to', () => {
    const { socket, written, destroy } = fakeSocket({ writable: false });
    answerClientErrors()(failure('HPE_INVALID_METHOD'), socket);
    expect(written).toEqual([]);
    expect(destroy).toHaveBeenCalled();
  });
});
