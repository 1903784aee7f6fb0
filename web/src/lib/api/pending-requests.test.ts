import { act, renderHook } from '@testing-library/react';
import {
  createPendingRequests,
  MISSING_URL_MESSAGE,
  usePendingRequestCount,
} from './pending-requests';

describe('pending requests', () => {
  it('counts starts and finishes, never below zero, and tells subscribers', () => {
    const pending = createPendingRequests();
    const listener = jest.fn();
    const unsubscribe = pending.subscribe(listener);
    pending.start('/api/a');
    pending.start('/api/b');
    expect(pending.count()).toBe(2);
    pending.finish('/api/a');
    pending.finish('/api/b');
    pending.finish('/api/b');
    expect(pending.count()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    pending.start('/api/c');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('refuses an update without a request URL', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = createPendingRequests();
    pending.start('');
    pending.finish('');
    expect(pending.count()).toBe(0);
    expect(error).toHaveBeenCalledWith(MISSING_URL_MESSAGE);
    error.mockRestore();
  });

  it('re-renders a component that follows the count', () => {
    const pending = createPendingRequests();
    const { result } = renderHook(() => usePendingRequestCount(pending));
    expect(result.current).toBe(0);
    act(() => pending.start('/api/a'));
    expect(result.current).toBe(1);
    act(() => pending.finish('/api/a'));
    expect(result.current).toBe(0);
  });
});
