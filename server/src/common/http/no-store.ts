import type { NextFunction, Request, Response } from 'express';

export const NO_STORE = 'no-store';

/**
 * API answers hold one account's data: no browser or proxy may keep them. Set before
 * anything else runs, so that errors carry it too; a route that serves public files
 * replaces it with a cacheable header of its own.
 */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', NO_STORE);
  next();
}
