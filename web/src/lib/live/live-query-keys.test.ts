import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { deferred } from '../../test/fetch';
import { invalidateChanged, invalidateEverything, rootsOf } from './live-query-keys';

describe('live changes to query keys', () => {
  it('maps each collection to its query roots, once each', () => {
    expect(rootsOf([{ collection: 'notes' }, { collection: 'note-labels' }])).toEqual([['notes']]);
    // The vacancies too: their candidate counts are their applications'.
    expect(rootsOf([{ collection: 'applications' }])).toEqual([
      ['applications'],
      ['vacancies'],
      ['summary'],
    ]);
    expect(rootsOf([{ collection: 'sessions' }, { collection: 'constructor' }])).toEqual([]);
  });

  it('marks the changed collection’s list and records stale, keeping their data', async () => {
    const client = new QueryClient();
    client.setQueryData(['notes', 'list'], ['a']);
    client.setQueryData(['notes', 'detail', 'n1'], { id: 'n1' });
    client.setQueryData(['tasks', 'list'], ['t']);
    await invalidateChanged(client, [{ collection: 'notes' }]);
    const state = (key: string[]) => client.getQueryState(key)!;
    expect(state(['notes', 'list']).isInvalidated).toBe(true);
    expect(state(['notes', 'detail', 'n1']).isInvalidated).toBe(true);
    expect(state(['tasks', 'list']).isInvalidated).toBe(false);
    // Invalidated, not reset: the screen keeps showing what it had.
    expect(client.getQueryData(['notes', 'list'])).toEqual(['a']);
  });

  it('fetches again a query whose fetch under way was answered before the change', async () => {
    const client = new QueryClient();
    let stored = '0 candidates';
    const firstAnswer = deferred<void>();
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['vacancies', 'options'],
      queryFn: async () => {
        fetches += 1;
        const answered = stored;
        if (fetches === 1) await firstAnswer.promise;
        return answered;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    // The first fetch has its answer, then someone applies, then the change arrives.
    await Promise.resolve();
    stored = '1 candidate';
    const invalidated = invalidateChanged(client, [{ collection: 'applications' }]);
    firstAnswer.resolve();
    await invalidated;
    await waitFor(() => expect(client.getQueryData(['vacancies', 'options'])).toBe('1 candidate'));
    expect(fetches).toBe(2);
    unsubscribe();
  });

  it('marks every query stale on refetch', async () => {
    const client = new QueryClient();
    client.setQueryData(['notes', 'list'], ['a']);
    client.setQueryData(['companies', 'list'], ['c']);
    await invalidateEverything(client);
    expect(client.getQueryState(['notes', 'list'])!.isInvalidated).toBe(true);
    expect(client.getQueryState(['companies', 'list'])!.isInvalidated).toBe(true);
  });
});
