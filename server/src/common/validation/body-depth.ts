import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** No form or record of this API nests anywhere near this deep. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested deeper than ${MAX_BODY_DEPTH} levels`;

/**
 * How deeply objects and arrays nest in a parsed body: 0 for a scalar, 1 for `{}` or
 * `{"a": 1}`. Measured with a stack of its own, not recursion, so that no body can
 * overflow the call stack here; stops as soon as the depth passes `limit`.
 */
export function nestingDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Throws the 400 for a body nested deeper than MAX_BODY_DEPTH. */
export function assertBodyDepth(body: unknown): void {
  if (nestingDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new BadRequestException(TOO_DEEP_MESSAGE);
  }
}

/**
 * A `preValidation` hook: runs right after the JSON parser, before routing to guards and
 * validation (class-transformer and class-validator recurse, and a deep body overflowed
 * the stack). Multipart text fields arrive flat (no `a[b]` nesting), so cannot go deep.
 */
export function rejectDeepBodies(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  try {
    assertBodyDepth(request.body);
    done();
  } catch (error) {
    done(error as Error);
  }
}
