import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * The 429 every credential limit answers: Retry-After on the response, the same seconds
 * in the message, and the one error body (through the exception filter).
 */
export function tooManyAttempts(reply: FastifyReply, seconds: number): HttpException {
  void reply.header('Retry-After', String(seconds));
  return new HttpException(
    `Too many attempts. Try again in ${seconds} seconds.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
