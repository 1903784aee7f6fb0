import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * More than the largest upload any route takes (20 MB): what a client may still be
 * sending after its answer is read and dropped up to this much, past it the connection
 * is closed.
 */
export const UNREAD_BODY_DISCARD_LIMIT = 32 * 1024 * 1024;

/**
 * An `onResponse` hook for an answer given before the body was read to its end: an
 * upload refused at its first part (a wrong field name, too many parts), whose reader
 * stopped pulling the body and so held the rest back on the connection. Many clients
 * (Python's `requests`, for one) write the whole body before they read the answer: they
 * waited until the idle connection timed out (72 s) and then saw it reset, never the
 * answer. The rest is read and dropped at full speed instead, so the client finishes
 * writing, reads the answer, and can reuse the connection.
 */
export function discardUnreadBody(limit = UNREAD_BODY_DISCARD_LIMIT) {
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void): void => {
    const body = request.raw;
    if (!body.complete && !body.destroyed) {
      let discarded = 0;
      body.unpipe();
      body.on('data', (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > limit) body.socket.destroy();
      });
      body.resume();
    }
    done();
  };
}
