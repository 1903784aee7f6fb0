import { ApiError } from './api/errors';
import { applyServerErrors, safeRedirectPath } from './forms';

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
