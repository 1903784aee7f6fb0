import type { NextFunction, Request, Response } from 'express';
import { toErrorBody } from './error-body';

/** Express error middleware for malformed or oversized bodies: same body as everything else. */
export function bodyParserErrorHandler(
  error: unknown,
  _request: Request,
  response: Response,
  next: NextFunction,
): void {
  if (response.headersSent) return next(error);
  const body = toErrorBody(error, true);
  response.status(body.statusCode).json(body);
}
