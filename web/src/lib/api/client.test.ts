import { deferred, HEALTH_OK, jsonResponse } from '../../test/fetch';
import { createApiClient, setUnauthorizedHandler, unwrap } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { createPendingRequests } from './pending-requests';

interface SetupOptions {
  token?: string | null;
  respond?: () => Response | Promise<Response>;
}

function setup({ token = null, respond = () => jsonResponse(HEALTH_OK) }: SetupOptions = {}) {
  const fetch = jest.fn(async (_request: Request): Promise<Response> => respond());
  const onUnauthorized = jest.fn();
  const pending = createPendingRequests();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch,
    getToken: () => token,
    pending,
    onUnauthorized,
  });
  const sentRequest = () => fetch.mock.calls[0][0];
  return { api, fetch, onUnauthorized, pending, sentRequest };
}

const UNAUTHORIZED = { statusCode: 401, message: 'Invalid token', error: 'Unauthorized' };

describe('the API client', () => {
  it('calls the API under the base URL and returns the data', async () => {
    const { api, sentRequest } = setup();
    await expect(unwrap(api.GET('/api/health'))).resolves.toEqual(HEALTH_OK);
    expect(sentRequest().url).toBe('http://api.test/api/health');
  });

  it('sends the bearer token when there is one', async () => {
    const { api, sentRequest } = setup({ token: 'abc.def.ghi' });
    await api.GET('/api/health');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const { api, sentRequest } = setup();
    await api.GET('/api/health');
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('turns the server’s error body into an ApiError, keeping its request id', async () => {
    const body = {
      statusCode: 400,
      message: 'email must be an email',
      error: 'Bad Request',
      fields: { email: ['email must be an email'] },
      requestId: 'trace-123',
    };
    const { api } = setup({ respond: () => jsonResponse(body, 400, 'Bad Request') });
    const error = await api.GET('/api/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(body);
    expect((error as ApiError).isNetworkError).toBe(false);
  });

  it('reads a 429’s Retry-After, as seconds or as a date', async () => {
    const body = { statusCode: 429, message: 'Slow down', error: 'Too Many Requests' };
    const refused = (retryAfter: string) => () =>
      new Response(JSON.stringify(body), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    const inSeconds = setup({ respond: refused('42') });
    const error = await inSeconds.api.GET('/api/health').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 429, retryAfterSeconds: 42 });

    const at = new Date(Date.now() + 90_000).toUTCString();
    const asDate = setup({ respond: refused(at) });
    const dated = (await asDate.api
      .GET('/api/health')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(90);

    const garbled = setup({ respond: refused('soon') });
    const unknown = (await garbled.api
      .GET('/api/health')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(unknown.retryAfterSeconds).toBeUndefined();
  });

  it('describes an answer without the error body by its status', async () => {
    const { api } = setup({
      respond: () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(api.GET('/api/health')).rejects.toMatchObject({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'Request failed with status 502',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { api } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await api.GET('/api/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 0, message: NETWORK_ERROR_MESSAGE });
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('ends the session on a 401 sent after this page’s token expired, without a token', async () => {
    const onUnauthorized = jest.fn();
    const fetch = jest.fn(async (_request: Request) =>
      jsonResponse({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }, 401),
    );
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      getToken: () => null,
      tokenLapsed: () => true,
      pending: createPendingRequests(),
      onUnauthorized,
    });
    await expect(api.GET('/api/health')).rejects.toMatchObject({ statusCode: 401 });
    expect(fetch.mock.calls[0][0].headers.has('Authorization')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets a cancelled request reject with its AbortError', async () => {
    const { api } = setup({
      respond: () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
    });
    await expect(api.GET('/api/health')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls onUnauthorized on a 401 to a request that carried a token', async () => {
    const { api, onUnauthorized } = setup({
      token: 'expired',
      respond: () => jsonResponse(UNAUTHORIZED, 401),
    });
    await expect(api.GET('/api/health')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 without a token (a failed sign-in) to the caller', async () => {
    const { api, onUnauthorized } = setup({ respond: () => jsonResponse(UNAUTHORIZED, 401) });
    await expect(api.GET('/api/health')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { api, onUnauthorized } = setup({
      token: 'valid',
      respond: () => jsonResponse({ statusCode: 403, message: 'No', error: 'Forbidden' }, 403),
    });
    await expect(api.GET('/api/health')).rejects.toMatchObject({ statusCode: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a wrong password (404) to the caller, even sent with a token as on the locked screen', async () => {
    const { api, onUnauthorized } = setup({
      token: 'live',
      respond: () =>
        jsonResponse(
          {
            statusCode: 404,
            message: 'Wrong email or password',
            error: 'Not Found',
            code: 'wrong-credentials',
          },
          404,
        ),
    });
    const unlock = api.POST('/api/auth/unlock-session', {
      body: { email: 'ana@talento.local', password: 'wrong' },
    });
    await expect(unlock).rejects.toMatchObject({ statusCode: 404, code: 'wrong-credentials' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('uses the registered handler when none is given', async () => {
    const handler = jest.fn();
    const unregister = setUnauthorizedHandler(handler);
    const api = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => jsonResponse(UNAUTHORIZED, 401),
      getToken: () => 'expired',
      pending: createPendingRequests(),
    });
    await expect(api.GET('/api/health')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
    await expect(api.GET('/api/health')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('counts a request as pending until its answer arrives', async () => {
    const answer = deferred<void>();
    const { api, pending } = setup({
      respond: () => answer.promise.then(() => jsonResponse(HEALTH_OK)),
    });
    const calls = [api.GET('/api/health'), api.GET('/api/health')];
    await Promise.resolve();
    await Promise.resolve();
    expect(pending.count()).toBe(2);
    answer.resolve();
    await Promise.all(calls);
    expect(pending.count()).toBe(0);
  });

  it('stops counting failed requests too', async () => {
    const { api, pending } = setup({ respond: () => jsonResponse(UNAUTHORIZED, 401) });
    await api.GET('/api/health').catch(() => undefined);
    const offline = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await offline.api.GET('/api/health').catch(() => undefined);
    expect(pending.count()).toBe(0);
    expect(offline.pending.count()).toBe(0);
  });
});

describe('unwrap', () => {
  it('returns the data of a success', async () => {
    const response = jsonResponse(HEALTH_OK);
    await expect(unwrap(Promise.resolve({ data: HEALTH_OK, response }))).resolves.toBe(HEALTH_OK);
  });

  it('throws an ApiError for an error result', async () => {
    const response = new Response(null, { status: 404, statusText: 'Not Found' });
    const body = { statusCode: 404, message: 'NOT FOUND', error: 'Not Found' };
    await expect(unwrap(Promise.resolve({ error: body, response }))).rejects.toEqual(
      expect.objectContaining({ ...body, name: 'ApiError' }),
    );
  });
});
