import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Logger, type TransportSingleOptions } from 'pino';
import type { AppConfig, LogFormat } from '../config/environment';

const INCOMING_ID = /^[\w.-]{1,64}$/;

/** One JSON line per entry; one readable line each with LOG_FORMAT=pretty (development). */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  return pino({ level: config.logLevel, transport: logTransport(config.logFormat) });
}

/**
 * Where the lines go: standard output as JSON, or through pino-pretty, which pino loads
 * (in a worker thread) only when named here. pino-pretty is a devDependency, absent from
 * the production image, so nothing else may import it.
 */
export function logTransport(format: LogFormat): TransportSingleOptions | undefined {
  if (format !== 'pretty') return undefined;
  return {
    target: 'pino-pretty',
    options: {
      singleLine: true,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // "request completed: GET /api/health 200 1.2ms {reqId}", and Nest's "[Context] text".
      messageFormat:
        '{if context}[{context}] {end}{msg}{if method}: {method} {path} {status} {ms}ms{end}',
      ignore: 'pid,hostname,method,path,status,ms,context',
    },
  };
}

/** Keeps a caller's X-Request-Id when it is sane, otherwise makes one (Fastify's genReqId). */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** An `onRequest` hook: every answer names its request id, errors included. */
export function echoRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
): void {
  void reply.header('X-Request-Id', request.id);
  done();
}

/**
 * An `onResponse` hook: one line per request with its id, method, path, status and time.
 * No headers, bodies or query strings, so no token or personal data reaches the log.
 */
export function logRequests(logger: Logger) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level)) {
      const queryAt = request.url.indexOf('?');
      logger[level](
        {
          reqId: request.id,
          method: request.method,
          path: queryAt < 0 ? request.url : request.url.slice(0, queryAt),
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  };
}

/** Nest's own log calls (start-up, unexpected errors, mail in development) on the same logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stack?: string, context?: string): void {
    this.write('error', message, context, stack);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: pino.Level, message: unknown, context?: string, stack?: string): void {
    const fields = { context, ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object') this.logger[level]({ ...fields, ...message }, '');
    else this.logger[level](fields, String(message));
  }
}
