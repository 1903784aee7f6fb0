import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Application,
  type ApplicationStage,
  applicationsKeys,
  changeApplicationStage,
  rateApplication,
} from '../../api/applications';
import { moveApplication, rateInList, replaceApplication } from './pipeline-logic';
import { queryRoots } from '../../../../lib/api/query-roots';

type Board = readonly Application[];

/**
 * Moves a card at once, then asks the server; a refusal puts that one card back (other
 * moves made meanwhile stay) and the caller shows the server's message. When the last
 * move settles, the board and everything counting applications reload.
 */
export function useMoveApplication(vacancyId: string, accountId: string | undefined) {
  const queryClient = useQueryClient();
  const key = applicationsKeys.pipeline(vacancyId);
  const mutationKey = [...key, 'move'] as const;
  return useMutation({
    mutationKey,
    mutationFn: ({ application, stage }: { application: Application; stage: ApplicationStage }) =>
      changeApplicationStage(application.id, stage),
    onMutate: async ({ application, stage }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<Board>(key, (board) =>
        board
          ? moveApplication(board, application.id, stage, {
              at: new Date().toISOString(),
              by: accountId ?? '',
              // The server's answer names the account; until then the card needs no name.
              byName: null,
            })
          : board,
      );
      return { previous: application };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      queryClient.setQueryData<Board>(key, (board) =>
        board ? replaceApplication(board, context.previous) : board,
      );
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Board>(key, (board) =>
        board ? replaceApplication(board, answer) : board,
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.details() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.vacancies }),
        queryClient.invalidateQueries({ queryKey: queryRoots.applicants }),
        queryClient.invalidateQueries({ queryKey: queryRoots.activities }),
      ]);
      // Reloading the board while another move is in flight would show it undone.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
      }
    },
  });
}

/** Rates a card at once; a refusal puts the old rating back. */
export function useRateApplication(vacancyId: string) {
  const queryClient = useQueryClient();
  const key = applicationsKeys.pipeline(vacancyId);
  return useMutation({
    mutationKey: [...key, 'rate'],
    mutationFn: ({ application, rating }: { application: Application; rating: number }) =>
      rateApplication(application.id, rating),
    onMutate: async ({ application, rating }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData<Board>(key, (board) =>
        board ? rateInList(board, application.id, rating) : board,
      );
      return { previous: application.rating };
    },
    onError: (_error, { application }, context) => {
      if (context === undefined) return;
      queryClient.setQueryData<Board>(key, (board) =>
        board ? rateInList(board, application.id, context.previous) : board,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.details() }),
      ]),
  });
}
