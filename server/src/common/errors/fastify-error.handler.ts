import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from '../http/no-store';
import { errorBody } from './error-body';

type ErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Fastify's own request errors (and @fastify/multipart's) carry an `FST_` code. */
function isFastifyRequestError(error: unknown): error is FastifyError {
  return (
    error instanceof Error &&
    typeof (error as FastifyError).statusCode === 'number' &&
    (error as FastifyError).code?.startsWith('FST_') === true
  );
}

/**
 * Wraps Nest's error handler (which would answer Fastify's own failures with Fastify's
 * wording): a malformed or oversized body, or too big an upload, gets the one error body
 * with our message here; every other error goes on to Nest and its exception filter.
 */
export function withFastifyErrors(nestHandler: ErrorHandler): ErrorHandler {
  return (error, request, reply) => {
    if (!isFastifyRequestError(error)) return nestHandler(error, request, reply);
    const body = errorBody(error, request);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      body.message = `The request body is larger than the limit of ${request.routeOptions.bodyLimit} bytes`;
    }
    return reply.code(body.statusCode).header('Cache-Control', NO_STORE).send(body);
  };
}
