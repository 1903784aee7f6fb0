import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { reasonPhrase } from '../errors/error-body';

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid HTTP: its request line or a header is malformed',
  408: 'The request took too long to arrive',
  431: 'The request’s headers are larger than the server takes',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before any route
 * sees it (a malformed header, a header block over the limit, a request that never
 * finished arriving) gets the one error body with a request id, and a log line under that
 * id, like every other error. Fastify's own answer has neither.
 */
export function answerClientErrors(logger?: Logger) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const statusCode =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const requestId = randomUUID();
    logger?.warn(
      { reqId: requestId, status: statusCode, code: error.code },
      'request refused unread',
    );
    if (socket.writable) {
      const body = JSON.stringify({
        statusCode,
        message: MESSAGES[statusCode],
        error: reasonPhrase(statusCode),
        requestId,
      });
      socket.write(
        `HTTP/1.1 ${statusCode} ${reasonPhrase(statusCode)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
