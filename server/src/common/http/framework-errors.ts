import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { reasonPhrase } from '../errors/error-body';
import { NO_STORE } from './no-store';

type OnRequestHook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/** What each refusal says; any other framework error is the server's own (500). */
const REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    message:
      'The request’s path is not valid: a % must be followed by two hexadecimal digits that spell UTF-8',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    message: 'A part of the request’s path is longer than the server takes',
  },
};

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (a malformed percent-encoding
 * such as `/api/vacancies/%ZZ`, or a parameter over its length limit) is refused before
 * any hook runs. Fastify's own answer has its own shape, no request id and no security
 * headers; here it gets the one error body, the headers every answer gets (`everyAnswer`:
 * the `onRequest` hooks that set them) and a log line under its request id.
 */
export function answerFrameworkErrors(everyAnswer: readonly OnRequestHook[], logger?: Logger) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    for (const hook of everyAnswer) hook(request, reply, () => undefined);
    const refusal = REFUSALS[error.code];
    const statusCode = refusal?.status ?? 500;
    if (refusal) {
      logger?.warn({ reqId: request.id, status: statusCode, code: error.code }, 'path refused');
    } else {
      logger?.error({ reqId: request.id, err: error }, 'router failed');
    }
    void reply
      .code(statusCode)
      .header('Cache-Control', NO_STORE)
      .send({
        statusCode,
        message: refusal?.message ?? 'Internal server error',
        error: reasonPhrase(statusCode),
        requestId: request.id,
      });
  };
}
