import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';
import { createPendingRequests } from './pending-requests';
import { type UploadOptions, uploadWithProgress } from './upload';

/** Just enough of XMLHttpRequest for the helper; the test drives its events. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown, statusText = '', headers: Record<string, string> = {}) {
    this.responseHeaders = headers;
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

function setup(overrides: Partial<UploadOptions> = {}) {
  const xhr = new FakeXhr();
  const pending = createPendingRequests();
  const onProgress = jest.fn();
  const onUnauthorized = jest.fn();
  const file = new Blob(['%PDF-1.4 tiny'], { type: 'application/pdf' });
  const promise = uploadWithProgress<{ id: string }>({
    url: '/api/applicants/42/cv',
    fields: { file: [file, 'cv.pdf'] },
    baseUrl: 'http://api.test',
    getToken: () => 'abc.def.ghi',
    pending,
    onProgress,
    onUnauthorized,
    createRequest: () => xhr as unknown as XMLHttpRequest,
    ...overrides,
  });
  return { xhr, pending, onProgress, onUnauthorized, promise };
}

describe('uploadWithProgress', () => {
  it('posts multipart form data with the bearer token and resolves with the JSON answer', async () => {
    const { xhr, promise } = setup();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/api/applicants/42/cv');
    expect(xhr.headers.Authorization).toBe('Bearer abc.def.ghi');
    expect(xhr.body).toBeInstanceOf(FormData);
    const sent = (xhr.body as FormData).get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('cv.pdf');
    xhr.respond(200, { id: '42' });
    await expect(promise).resolves.toEqual({ id: '42' });
  });

  it('sends no Authorization header without a token', async () => {
    const { xhr, promise } = setup({ getToken: () => null });
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.respond(200, {});
    await promise;
  });

  it('reports progress as bytes and a fraction', async () => {
    const { xhr, onProgress, promise } = setup();
    xhr.progress(256, 1024);
    xhr.progress(1024, 1024);
    xhr.progress(10, 0, false);
    expect(onProgress.mock.calls.map(([progress]: [unknown]) => progress)).toEqual([
      { loaded: 256, total: 1024, fraction: 0.25 },
      { loaded: 1024, total: 1024, fraction: 1 },
      { loaded: 10, total: null, fraction: null },
    ]);
    xhr.respond(200, {});
    await promise;
  });

  it('counts as a pending request until it settles', async () => {
    const { xhr, pending, promise } = setup();
    expect(pending.count()).toBe(1);
    xhr.respond(200, {});
    await promise;
    expect(pending.count()).toBe(0);
  });

  it('turns the server’s error body into an ApiError with its fields', async () => {
    const body = {
      statusCode: 415,
      message: 'file must be a PDF, DOC or DOCX document (checked from its content)',
      error: 'Unsupported Media Type',
      fields: { file: ['file must be a PDF, DOC or DOCX document (checked from its content)'] },
    };
    const { xhr, pending, promise } = setup();
    xhr.respond(415, body, 'Unsupported Media Type');
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(body);
    expect(pending.count()).toBe(0);
  });

  it('reads the wait of a refused upload from its Retry-After', async () => {
    const body = { statusCode: 429, message: 'Slow down', error: 'Too Many Requests' };
    const { xhr, promise } = setup();
    xhr.respond(429, body, 'Too Many Requests', { 'retry-after': '30' });
    await expect(promise).rejects.toMatchObject({ statusCode: 429, retryAfterSeconds: 30 });
  });

  it('maps an answer without the error shape to a readable ApiError', async () => {
    const { xhr, promise } = setup();
    xhr.respond(413, '<html>too large</html>', 'Payload Too Large');
    await expect(promise).rejects.toMatchObject({
      statusCode: 413,
      message: 'Request failed with status 413',
      error: 'Payload Too Large',
    });
  });

  it('rejects with a network ApiError when no answer comes back', async () => {
    const { xhr, pending, promise } = setup();
    xhr.fail();
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(pending.count()).toBe(0);
  });

  it('applies the 401 rule only when a token was sent', async () => {
    const unauthorized = { statusCode: 401, message: 'Invalid token', error: 'Unauthorized' };
    const withToken = setup();
    withToken.xhr.respond(401, unauthorized);
    await expect(withToken.promise).rejects.toBeInstanceOf(ApiError);
    expect(withToken.onUnauthorized).toHaveBeenCalledTimes(1);

    const withoutToken = setup({ getToken: () => null });
    withoutToken.xhr.respond(401, unauthorized);
    await expect(withoutToken.promise).rejects.toBeInstanceOf(ApiError);
    expect(withoutToken.onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts through its signal with an AbortError', async () => {
    const controller = new AbortController();
    const { xhr, pending, promise } = setup({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
    expect(pending.count()).toBe(0);
  });
});
