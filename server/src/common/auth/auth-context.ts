import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from './access';

/** Who is calling: set by the global guard on every signed-in request. */
export interface AuthContext {
  accountId: string;
  sessionId: string;
  /** The account's roles when the request was authenticated. */
  roles: readonly Role[];
}

export const CurrentAuth = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthContext => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthContext }>();
    if (!request.user) throw new Error('CurrentAuth used on a public route');
    return request.user;
  },
);
