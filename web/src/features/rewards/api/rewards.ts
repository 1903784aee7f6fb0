import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { uploadRecordFile } from '../../../lib/api/upload';

export type Reward = components['schemas']['RewardDto'];
export type RewardInput = components['schemas']['CreateRewardDto'];
export type RewardPatch = components['schemas']['UpdateRewardDto'];
export type RewardListParams = NonNullable<
  operations['RewardsController_list']['parameters']['query']
>;
export type RewardSort = NonNullable<RewardListParams['sort']>;

/** The server's sort whitelist (server/src/modules/rewards/dto/reward.dto.ts). */
export const REWARD_SORTS: readonly RewardSort[] = [
  'name',
  'pointsCost',
  'stock',
  'redemptionCount',
  'active',
  'createdAt',
  'updatedAt',
];

/** The server's limits (MAX_POINTS_COST, MAX_STOCK and the DTO's lengths). */
export const REWARD_LIMITS = {
  name: 120,
  description: 2000,
  pointsCost: 10_000_000,
  stock: 1_000_000,
} as const;

/** Query keys of the rewards resource; invalidate by `rewardsKeys.all`. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  lists: () => [...rewardsKeys.all, 'list'] as const,
  list: (params: RewardListParams) => [...rewardsKeys.lists(), params] as const,
  details: () => [...rewardsKeys.all, 'detail'] as const,
  detail: (id: string) => [...rewardsKeys.details(), id] as const,
};

export function fetchRewards(params: RewardListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/rewards', { params: { query: params }, signal }));
}

export function rewardsQuery(params: RewardListParams) {
  return queryOptions({
    queryKey: rewardsKeys.list(params),
    queryFn: ({ signal }) => fetchRewards(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRewards(params: RewardListParams) {
  return useQuery(rewardsQuery(params));
}

/** One reward; idle without an id (a new reward). */
export function rewardQuery(id: string | null) {
  return queryOptions({
    queryKey: rewardsKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/rewards/{id}', { params: { path: { id: id! } }, signal })),
    enabled: !!id,
  });
}

export function useReward(id: string | null) {
  return useQuery(rewardQuery(id));
}

function useInvalidateRewards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
}

export function useCreateReward() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: (body: RewardInput) => unwrap(api.POST('/api/rewards', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateReward() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: RewardPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/rewards/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Refused (409) once the reward has redemptions: deactivate it instead. */
export function useDeleteReward() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/rewards/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** Uploads or replaces the reward's image (multipart field `image`); answers the reward. */
export function useUploadRewardImage() {
  const invalidate = useInvalidateRewards();
  return useMutation({
    mutationFn: uploadRecordFile<Reward>('/api/rewards', 'image', 'image'),
    onSuccess: invalidate,
  });
}
