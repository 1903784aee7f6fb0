import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { moveCard, type CardMove } from '../lib/board-logic';

export type BoardSummary = components['schemas']['ScrumboardBoardSummaryDto'];
export type Board = components['schemas']['ScrumboardBoardDto'];
export type BoardList = components['schemas']['ScrumboardListWithCardsDto'];
export type Card = components['schemas']['ScrumboardCardDto'];
export type Label = components['schemas']['ScrumboardLabelDto'];
export type Member = components['schemas']['ScrumboardMemberDto'];
export type BoardInput = components['schemas']['BoardInputDto'];
export type BoardPatch = components['schemas']['BoardPatchDto'];
export type CardChanges = components['schemas']['CardPatchDto'];

/**
 * Query keys of the scrumboard, the resource first; a change invalidates by prefix
 * (`scrumboardKeys.all` refreshes the boards list and every open board).
 */
export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: () => [...scrumboardKeys.all, 'boards'] as const,
  board: (id: string) => [...scrumboardKeys.all, 'board', id] as const,
  members: (search: string) => [...scrumboardKeys.all, 'members', { search }] as const,
};

export const scrumboardQueries = {
  boards: () =>
    queryOptions({
      queryKey: scrumboardKeys.boards(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/scrumboard/boards', { signal })),
    }),
  board: (id: string) =>
    queryOptions({
      queryKey: scrumboardKeys.board(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/apps/scrumboard/board', { params: { query: { id } }, signal })),
    }),
  members: (search: string) =>
    queryOptions({
      queryKey: scrumboardKeys.members(search),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/apps/scrumboard/members', {
            params: { query: search ? { search } : {} },
            signal,
          }),
        ),
      staleTime: 60_000,
    }),
};

/** Active accounts matching `search`, for the member pickers. */
export function searchMembers(search: string): Promise<Member[]> {
  return unwrap(
    api.GET('/api/apps/scrumboard/members', {
      params: { query: search.trim() ? { search: search.trim() } : {} },
    }),
  );
}

function useRefresh(boardId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() }),
      boardId
        ? queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(boardId) })
        : undefined,
    ]);
}

// Boards.

export function useCreateBoard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (board: BoardInput) =>
      unwrap(api.PUT('/api/apps/scrumboard/board', { body: { board } })),
    onSuccess: () => refresh(),
  });
}

export function useUpdateBoard(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (board: BoardPatch) =>
      unwrap(api.PATCH('/api/apps/scrumboard/board', { body: { id: boardId, board } })),
    onSuccess: () => refresh(),
  });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/scrumboard/board', { params: { query: { id } } })),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: scrumboardKeys.board(id) });
      return queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() });
    },
  });
}

// Lists.

export function useCreateList(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (title: string) =>
      unwrap(api.POST('/api/apps/scrumboard/board/list', { body: { list: { boardId, title } } })),
    onSuccess: () => refresh(),
  });
}

export function useRenameList(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      unwrap(api.PATCH('/api/apps/scrumboard/board/list', { body: { list: { id, title } } })),
    onSuccess: () => refresh(),
  });
}

export function useDeleteList(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/scrumboard/board/list', { params: { query: { id } } })),
    onSuccess: () => refresh(),
  });
}

/**
 * Moves a list: the board shows the new order at once; on failure it goes back as it
 * was. Afterwards the board is read again (the server may have renumbered).
 */
export function useMoveList(boardId: string) {
  const queryClient = useQueryClient();
  const key = scrumboardKeys.board(boardId);
  return useMutation({
    mutationFn: ({ id, position }: { id: string; position: number }) =>
      unwrap(
        api.PATCH('/api/apps/scrumboard/board/lists', { body: { lists: [{ id, position }] } }),
      ),
    onMutate: async ({ id, position }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board>(key);
      if (previous) {
        const lists = previous.lists
          .map((list) => (list.id === id ? { ...list, position } : list))
          .sort((a, b) => a.position - b.position);
        queryClient.setQueryData<Board>(key, { ...previous, lists });
      }
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrumboardKeys.all }),
  });
}

// Cards.

export function useCreateCard(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ listId, title }: { listId: string; title: string }) =>
      unwrap(
        api.PUT('/api/apps/scrumboard/board/card', { body: { card: { boardId, listId, title } } }),
      ),
    onSuccess: () => refresh(),
  });
}

export function useUpdateCard(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, card }: { id: string; card: CardChanges }) =>
      unwrap(api.PATCH('/api/apps/scrumboard/board/card', { body: { id, card } })),
    onSuccess: () => refresh(),
  });
}

/**
 * Moves a card to a place in a list: the board shows it there at once, the position
 * halfway between its new neighbours goes to the server, and on failure the board goes
 * back as it was. Afterwards the board is read again (the server may have renumbered
 * the list, or someone else moved cards meanwhile).
 */
export function useMoveCard(boardId: string) {
  const queryClient = useQueryClient();
  const key = scrumboardKeys.board(boardId);
  return useMutation({
    mutationFn: ({ cardId, listId, position }: CardMove & { position: number }) =>
      unwrap(
        api.PATCH('/api/apps/scrumboard/board/cards', {
          body: { cards: [{ id: cardId, listId, position }] },
        }),
      ),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Board>(key);
      if (previous) queryClient.setQueryData<Board>(key, moveCard(previous, move).board);
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scrumboardKeys.all }),
  });
}

export function useDeleteCard(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/scrumboard/board/card', { params: { query: { id } } })),
    onSuccess: () => refresh(),
  });
}

// Labels.

export function useCreateLabel(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (title: string) =>
      unwrap(api.PUT('/api/apps/scrumboard/board/label', { body: { label: { boardId, title } } })),
    onSuccess: () => refresh(),
  });
}

export function useRenameLabel(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      unwrap(api.PATCH('/api/apps/scrumboard/board/label', { body: { id, label: { title } } })),
    onSuccess: () => refresh(),
  });
}

export function useDeleteLabel(boardId: string) {
  const refresh = useRefresh(boardId);
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/scrumboard/board/label', { params: { query: { id } } })),
    onSuccess: () => refresh(),
  });
}
