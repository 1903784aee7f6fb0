import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { deferred, jsonResponse, stubFetch } from '../../../test/fetch';
import { createTestQueryClient } from '../../../test/render';
import { type Board, type Card, scrumboardKeys, useMoveCard } from './scrumboard-api';

const BOARD = 'b0a4d000-0000-4000-8000-000000000001';

function card(id: string, listId: string, position: number): Card {
  return {
    id,
    boardId: BOARD,
    listId,
    position,
    title: `Card ${id}`,
    description: null,
    labels: [],
    dueDate: null,
    members: [],
  };
}

function sample(): Board {
  return {
    id: BOARD,
    title: 'Sprint',
    description: null,
    icon: null,
    lastActivity: '2026-01-01T09:00:00.000Z',
    members: [],
    labels: [],
    lists: [
      {
        id: 'todo',
        boardId: BOARD,
        position: 65_536,
        title: 'To do',
        cards: [card('a1', 'todo', 65_536), card('a2', 'todo', 131_072)],
      },
      {
        id: 'done',
        boardId: BOARD,
        position: 131_072,
        title: 'Done',
        cards: [card('b1', 'done', 65_536)],
      },
    ],
  };
}

function setup() {
  const queryClient = createTestQueryClient();
  const key = scrumboardKeys.board(BOARD);
  queryClient.setQueryData(key, sample());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveCard(BOARD), { wrapper });
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
