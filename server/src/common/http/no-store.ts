import type { NextFunction, Request, Response } from 'express';

export const NO_STORE = 'no-store';

/** Under the /api mount: Swagger UI, its assets and the OpenAPI document, alike for all. */
const PUBLIC_DOCS = /^\/docs(-json)?(\/|$)/;

/**
 * API answers hold one account's data: no browser or proxy may keep them. Set before
 * anything else runs, so that errors carry it too. Public static answers are left to set
 * their own: the API docs here, the contact avatar files in their route.
 */
export function noStore(request: Request, response: Response, next: NextFunction): void {
  if (!PUBLIC_DOCS.test(request.path)) response.setHeader('Cache-Control', NO_STORE);
  next();
}
