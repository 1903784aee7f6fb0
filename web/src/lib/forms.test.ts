import { ApiError } from './api/errors';
import { z } from 'zod';
import { applyServerErrors, safeRedirectPath, zodResolverOnUse } from './forms';

describe('applyServerErrors', () => {
  it('places field messages and answers no general message when all have a field', () => {
    const setError = jest.fn();
    const error = new ApiError({
      statusCode: 409,
      message: 'An account with this email already exists',
      error: 'Conflict',
      fields: { email: ['An account with this email already exists'] },
    });
    expect(applyServerErrors(error, setError, ['email', 'password'])).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'An account with this email already exists' },
      { shouldFocus: true },
    );
  });

  it('matches nested paths by their last segment and reports the rest above the form', () => {
    const setError = jest.fn();
    const error = new ApiError({
      statusCode: 400,
      message: 'shortcut.label must not be empty; other problem',
      error: 'Bad Request',
      fields: { 'shortcut.label': ['label must not be empty'], unknown: ['other problem'] },
    });
    expect(applyServerErrors(error, setError, ['label'])).toBe(
      'shortcut.label must not be empty; other problem',
    );
    expect(setError).toHaveBeenCalledWith(
      'label',
      expect.objectContaining({ message: 'label must not be empty' }),
      {
        shouldFocus: true,
      },
    );
  });

  it('answers the message of errors without fields', () => {
    const error = new ApiError({
      statusCode: 401,
      message: 'Wrong email or password',
      error: 'Unauthorized',
    });
    expect(applyServerErrors(error, jest.fn(), ['email'])).toBe('Wrong email or password');
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/apps/tablero?x=1', '/apps/tablero?x=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil', '/'],
    [null, '/'],
  ])('%p -> %p', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('zodResolverOnUse', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('builds its schema on the first validation, once, and validates with it', async () => {
    const build = jest.fn(() => z.object({ email: z.string().email('Not an email') }));
    const resolver = zodResolverOnUse(build);
    expect(build).not.toHaveBeenCalled();

    const wrong = await resolver({ email: 'nope' }, undefined, options);
    expect(build).toHaveBeenCalledTimes(1);
    expect(wrong.errors.email?.message).toBe('Not an email');

    const right = await resolver({ email: 'ana@talento.local' }, undefined, options);
    expect(build).toHaveBeenCalledTimes(1);
    expect(right).toEqual({ values: { email: 'ana@talento.local' }, errors: {} });
  });
});
