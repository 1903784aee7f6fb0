import { ApiError } from './api/errors';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from './query-client';

const apiError = (statusCode: number) => new ApiError({ statusCode, message: 'x', error: 'X' });

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it.each([0, 500, 502, 503])('retries a %i twice, then gives up', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(true);
    expect(shouldRetryQuery(1, apiError(status))).toBe(true);
    expect(shouldRetryQuery(2, apiError(status))).toBe(false);
  });

  it('retries errors that are not ApiErrors like server errors', () => {
    expect(shouldRetryQuery(0, new TypeError('bad json'))).toBe(true);
    expect(shouldRetryQuery(2, new TypeError('bad json'))).toBe(false);
  });
});

describe('createQueryClient', () => {
  it('applies the defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: shouldRetryQuery,
      staleTime: QUERY_STALE_TIME_MS,
      refetchOnWindowFocus: false,
    });
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
