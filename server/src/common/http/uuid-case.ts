import { isUUID } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const UPPER = /[A-F]/;

function lowercaseUuidsIn(values: unknown): void {
  if (values === null || typeof values !== 'object') return;
  const fields = values as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && UPPER.test(value) && isUUID(value, 'all')) {
      fields[name] = value.toLowerCase();
    }
  }
}

/**
 * A `preValidation` hook: a UUID in the path or the query is read in lower case, as the
 * store writes every id. UUIDs are case-insensitive on input (RFC 9562, section 4), and a
 * client that keeps them in upper case (some databases print them so) found nothing.
 * Bodies are left as they are: a record sent back holds the ids it was read with.
 */
export function lowercaseUuids(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: () => void,
): void {
  lowercaseUuidsIn(request.params);
  lowercaseUuidsIn(request.query);
  done();
}
