import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { authToken } from '../auth-token';
import { stubFetch } from '../../test/fetch';
import { useLiveEvents } from './useLiveEvents';

/** A token that expires in an hour (the store hands out live tokens only). */
function liveToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `e30.${payload.replace(/=+$/, '')}.sig`;
}

describe('useLiveEvents', () => {
  afterEach(() => authToken.clear());

  it('reads the stream of the signed-in tab and marks changed collections stale', async () => {
    authToken.set(liveToken());
    const encoder = new TextEncoder();
    let push!: (text: string) => void;
    const fetch = stubFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (text) => controller.enqueue(encoder.encode(text));
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    );
    const client = new QueryClient();
    client.setQueryData(['contacts', 'list'], ['a']);
    client.setQueryData(['notes', 'list'], ['n']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveEvents(), { wrapper });

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const request = fetch.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/events');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${authToken.get()}`);

    push('id: e-1\nevent: change\ndata: {"collection":"contacts","id":"c1","kind":"updated"}\n\n');
    await waitFor(() =>
      expect(client.getQueryState(['contacts', 'list'])!.isInvalidated).toBe(true),
    );
    expect(client.getQueryState(['notes', 'list'])!.isInvalidated).toBe(false);
    expect(client.getQueryData(['contacts', 'list'])).toEqual(['a']);

    push('id: e-2\nevent: refetch\ndata: {}\n\n');
    await waitFor(() => expect(client.getQueryState(['notes', 'list'])!.isInvalidated).toBe(true));
    unmount();
    expect(request.signal.aborted).toBe(true);
  });
});
