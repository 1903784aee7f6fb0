import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { membersKeys } from './members';

export type Trivia = components['schemas']['TriviaDto'];
export type TriviaQuestion = components['schemas']['TriviaQuestionDto'];
export type TriviaInput = components['schemas']['CreateTriviaDto'];
export type TriviaPatch = components['schemas']['UpdateTriviaDto'];
export type OpenTrivia = components['schemas']['OpenTriviaDto'];
export type TriviaCompletion = components['schemas']['TriviaCompletionDto'];
export type TriviaCompletionResult = components['schemas']['TriviaCompletionResultDto'];
export type TriviaListParams = NonNullable<
  operations['TriviasController_list']['parameters']['query']
>;
export type TriviaSort = NonNullable<TriviaListParams['sort']>;
export type CompletionListParams = NonNullable<
  operations['TriviasController_completions']['parameters']['query']
>;
export type CompletionSort = NonNullable<CompletionListParams['sort']>;

/** The server's sort whitelists (server/src/modules/trivias/dto/trivia.dto.ts). */
export const TRIVIA_SORTS: readonly TriviaSort[] = [
  'title',
  'points',
  'active',
  'startsAt',
  'endsAt',
  'completions',
  'createdAt',
  'updatedAt',
];
export const COMPLETION_SORTS: readonly CompletionSort[] = [
  'completedAt',
  'score',
  'pointsAwarded',
  'memberName',
  'triviaTitle',
];

/** The server's limits (server/src/modules/trivias/trivia.types.ts). */
export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = 20;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;

export const triviasKeys = {
  all: ['trivias'] as const,
  lists: () => [...triviasKeys.all, 'list'] as const,
  list: (params: TriviaListParams) => [...triviasKeys.lists(), params] as const,
  detail: (id: string) => [...triviasKeys.all, 'detail', id] as const,
  choices: () => [...triviasKeys.all, 'choices'] as const,
  completions: (params: CompletionListParams) =>
    [...triviasKeys.all, 'completions', params] as const,
  open: (memberId: string) => [...triviasKeys.all, 'open', memberId] as const,
};

export function fetchTrivias(params: TriviaListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/trivias', { params: { query: params }, signal }));
}

/** One trivia as it is now (a list's row carries no version; this answer does). */
export function fetchTrivia(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/trivias/{id}', { params: { path: { id } }, signal }));
}

/** One trivia as it is now; an edit form reads it so the live stream's refetch reaches it. */
export function triviaQuery(id: string | null) {
  return queryOptions({
    queryKey: triviasKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchTrivia(id!, signal),
    enabled: id !== null,
  });
}

export function triviasQuery(params: TriviaListParams, enabled = true) {
  return queryOptions({
    queryKey: triviasKeys.list(params),
    queryFn: ({ signal }) => fetchTrivias(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTrivias(params: TriviaListParams, enabled = true) {
  return useQuery(triviasQuery(params, enabled));
}

/** Every trivia by title, for the completions' filter (the first 100 is plenty). */
export function triviaChoicesQuery() {
  return queryOptions({
    queryKey: triviasKeys.choices(),
    queryFn: async ({ signal }) =>
      (await fetchTrivias({ sort: 'title', order: 'asc', size: 100 }, signal)).items,
  });
}

export function useTriviaChoices() {
  return useQuery(triviaChoicesQuery());
}

export function fetchCompletions(params: CompletionListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/trivias/completions', { params: { query: params }, signal }));
}

export function completionsQuery(params: CompletionListParams, enabled = true) {
  return queryOptions({
    queryKey: triviasKeys.completions(params),
    queryFn: ({ signal }) => fetchCompletions(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCompletions(params: CompletionListParams, enabled = true) {
  return useQuery(completionsQuery(params, enabled));
}

/** The trivias a member may take now, without their answers. */
export function openTriviasQuery(memberId: string | null) {
  return queryOptions({
    queryKey: triviasKeys.open(memberId ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/trivias/open', { params: { query: { memberId: memberId! } }, signal })),
    enabled: memberId !== null,
  });
}

export function useOpenTrivias(memberId: string | null) {
  return useQuery(openTriviasQuery(memberId));
}

function useInvalidateTrivias() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: triviasKeys.all });
}

export function useCreateTrivia() {
  const invalidate = useInvalidateTrivias();
  return useMutation({
    mutationFn: (body: TriviaInput) => unwrap(api.POST('/api/trivias', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateTrivia() {
  const invalidate = useInvalidateTrivias();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: TriviaPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/trivias/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteTrivia() {
  const invalidate = useInvalidateTrivias();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/trivias/{id}', { params: { path: { id } } })),
    onSettled: invalidate,
  });
}

/** Records a member's answers: the server scores them and credits the points. */
export function useRecordCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      triviaId,
      memberId,
      answers,
    }: {
      triviaId: string;
      memberId: string;
      answers: number[];
    }) =>
      unwrap(
        api.POST('/api/trivias/{id}/completions', {
          params: { path: { id: triviaId } },
          body: { memberId, answers },
        }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: triviasKeys.all }),
        queryClient.invalidateQueries({ queryKey: membersKeys.all }),
      ]),
  });
}
