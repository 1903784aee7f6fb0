/** Test helpers for the API: jsdom has no fetch, so every test that calls the API stubs it. */

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchStub = jest.Mock<Promise<Response>, [Request]>;

/** Replaces the global fetch for one test (setup.ts removes it after each test). */
export function stubFetch(
  handler: (request: Request) => Promise<Response> | Response = () => jsonResponse({}),
): FetchStub {
  const stub: FetchStub = jest.fn(async (request: Request) => handler(request));
  globalThis.fetch = stub as unknown as typeof fetch;
  return stub;
}

/** A promise with its settle functions, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const HEALTH_OK = {
  status: 'ok',
  version: '0.1.0',
  uptimeSeconds: 3_725,
  store: { status: 'ok', collections: 3, writable: true },
} as const;
