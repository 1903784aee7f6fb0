import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { deferred, jsonResponse, stubFetch } from '../../../test/fetch';
import { createTestQueryClient } from '../../../test/render';
import { BOARD_ID, boardWith, card, STEP } from '../testing/boards';
import { type Board, scrumboardKeys, useMoveCard } from './scrumboard-api';

/** Two cards in To do, one in Done. */
const sample = () =>
  boardWith([card('a1', 'todo', STEP), card('a2', 'todo', 2 * STEP), card('b1', 'done', STEP)]);

function setup() {
  const queryClient = createTestQueryClient();
  const key = scrumboardKeys.board(BOARD_ID);
  queryClient.setQueryData(key, sample());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveCard(BOARD_ID), { wrapper });
  const titles = () =>
    (queryClient.getQueryData<Board>(key)?.lists ?? []).map((list) =>
      list.cards.map((one) => one.id),
    );
  return { result, titles };
}

describe('useMoveCard', () => {
  it('shows the move at once, sends the position, and puts the card back when refused', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch((request) =>
      request.method === 'PATCH' ? answer.promise : Promise.resolve(jsonResponse(sample())),
    );
    const { result, titles } = setup();

    act(() => result.current.mutate({ cardId: 'a2', listId: 'done', index: 0, position: 32_768 }));
    await waitFor(() => expect(titles()).toEqual([['a1'], ['a2', 'b1']]));
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('PATCH');
    expect(request.url).toMatch(/\/api\/apps\/scrumboard\/board\/cards$/);
    expect(await request.clone().json()).toEqual({
      cards: [{ id: 'a2', listId: 'done', position: 32_768 }],
    });

    answer.resolve(
      jsonResponse({ statusCode: 404, message: 'Could not found card', error: 'Not Found' }, 404),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(titles()).toEqual([['a1', 'a2'], ['b1']]);
  });
});
