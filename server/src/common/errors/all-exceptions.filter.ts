import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from '../http/no-store';
import { errorBody } from './error-body';

/**
 * The status of a request whose client closed the connection before its body arrived, as
 * nginx logs it: nobody is left to answer, and it is not the server's failure.
 */
const CLIENT_CLOSED_REQUEST = 499;

/** Maps every error to the one error body; logs the unexpected ones with their stack. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const response = http.getResponse<FastifyReply>();
    if (clientClosedMidBody(exception, request)) {
      // A closed tab or a dropped connection during an upload. Node's parser has reported
      // the cut-short request once, as a warning (common/http/client-errors): no error here.
      void response.code(CLIENT_CLOSED_REQUEST).send();
      return;
    }
    const body = errorBody(exception, request, !isUnmatchedRoute(exception, request));
    if (body.statusCode >= 500) {
      this.logger.error(
        `${request.method} ${request.originalUrl} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    if (response.sent) return;
    // HTTP asks every 401 to say how to authenticate (RFC 9110 §15.5.2): a bearer token,
    // and when one was sent, that it was not taken (RFC 6750 §3).
    if (body.statusCode === 401) {
      void response.header('WWW-Authenticate', bearerChallenge(request.headers.authorization));
    }
    // Also over a cacheable header a route set before it failed.
    void response.code(body.statusCode).header('Cache-Control', NO_STORE).send(body);
  }
}

function bearerChallenge(authorization: string | undefined): string {
  return authorization === undefined ? 'Bearer' : 'Bearer error="invalid_token"';
}

/** Node's `aborted` error: the connection closed while the request's body was being read. */
function clientClosedMidBody(exception: unknown, request: FastifyRequest): boolean {
  return (
    (exception as NodeJS.ErrnoException | null)?.code === 'ECONNRESET' &&
    request.raw.readableAborted
  );
}

/** Nest's own 404 for a path no controller handles reads exactly `Cannot METHOD URL`. */
function isUnmatchedRoute(exception: unknown, request: FastifyRequest): boolean {
  return (
    exception instanceof NotFoundException &&
    exception.message === `Cannot ${request.method} ${request.originalUrl}`
  );
}
