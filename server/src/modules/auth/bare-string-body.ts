import type { NextFunction, Request, Response } from 'express';

/**
 * The original client posts forgot-password and reset-password with the bare value as a
 * text/plain body (the e-mail, the new password). This turns such a body into the object
 * the DTO validates (`{email}`, `{password}`); JSON bodies pass untouched.
 */
export function bareStringBodyAs(field: string) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (typeof request.body === 'string') request.body = { [field]: request.body.trim() };
    next();
  };
}
