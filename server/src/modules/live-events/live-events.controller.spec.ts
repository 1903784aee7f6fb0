import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../common/auth/auth-context';
import type { MetricsService } from '../../common/metrics/metrics.service';
import { LiveEventsController } from './live-events.controller';
import type { LiveEventsService } from './live-events.service';

const AUTH: AuthContext = { accountId: 'a', sessionId: 's', roles: [] };

/** The controller on a service that only records, and a reply whose raw response records. */
function call(method: 'GET' | 'HEAD') {
  const live = { parseLastEventId: () => undefined, checkRoom: jest.fn(), open: jest.fn() };
  const raw = { writeHead: jest.fn(), end: jest.fn() };
  const reply = { hijack: jest.fn(), raw, getHeaders: () => ({ 'x-request-id': 'r1' }) };
  const socket = { setNoDelay: jest.fn(), setKeepAlive: jest.fn() };
  const request = { method, headers: { authorization: 'Bearer t' }, raw: { socket } };
  const metrics = { measureHijacked: jest.fn() };
  new LiveEventsController(
    live as unknown as LiveEventsService,
    metrics as unknown as MetricsService,
  ).stream(AUTH, request as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return { live, raw };
}

describe('LiveEventsController', () => {
  it('answers HEAD with the stream’s headers and ends, opening no stream', () => {
    const { live, raw } = call('HEAD');
    expect(live.checkRoom).toHaveBeenCalledWith('a');
    expect(raw.writeHead).toHaveBeenCalledWith(
      200,
      expect.objectContaining({
        'x-request-id': 'r1',
        'content-type': 'text/event-stream; charset=utf-8',
      }),
    );
    expect(raw.end).toHaveBeenCalled();
    expect(live.open).not.toHaveBeenCalled();
  });

  it('opens a stream for GET, with the same headers, and leaves it open', () => {
    const { live, raw } = call('GET');
    expect(raw.writeHead).toHaveBeenCalledWith(200, call('HEAD').raw.writeHead.mock.calls[0][1]);
    expect(raw.end).not.toHaveBeenCalled();
    expect(live.open).toHaveBeenCalledWith(AUTH, 'Bearer t', raw, undefined);
  });
});
