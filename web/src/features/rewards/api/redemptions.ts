import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema';
import { membersKeys } from './members';
import { fetchRewards, type Reward, rewardsKeys } from './rewards';

export type Redemption = components['schemas']['RedemptionDto'];
export type RedemptionInput = components['schemas']['CreateRedemptionDto'];
export type RedemptionListParams = NonNullable<
  operations['RedemptionsController_list']['parameters']['query']
>;
export type RedemptionSort = NonNullable<RedemptionListParams['sort']>;
export type RedemptionStatus = Redemption['status'];
export type RedemptionAction = components['schemas']['BulkRedemptionActionDto']['action'];
export type BulkRedemptionResult = components['schemas']['BulkRedemptionResultDto'];
export type RedeemableReward = Reward;

/** The server's sort whitelist (server/src/modules/redemptions/dto/redemption.dto.ts). */
export const REDEMPTION_SORTS: readonly RedemptionSort[] = [
  'createdAt',
  'updatedAt',
  'completedAt',
  'points',
  'status',
  'memberName',
  'rewardName',
];
export const OPEN_STATUSES: readonly RedemptionStatus[] = ['pending', 'approved'];
export const COMPLETED_STATUSES: readonly RedemptionStatus[] = ['delivered', 'cancelled'];

/** Which actions a redemption in each status allows (the server's transitions). */
export const ACTIONS_FROM: Readonly<Record<RedemptionStatus, readonly RedemptionAction[]>> = {
  pending: ['approve', 'cancel'],
  approved: ['deliver', 'cancel'],
  delivered: [],
  cancelled: [],
};

export const redemptionsKeys = {
  all: ['redemptions'] as const,
  list: (params: RedemptionListParams) => [...redemptionsKeys.all, 'list', params] as const,
};

export function fetchRedemptions(params: RedemptionListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/redemptions', { params: { query: params }, signal }));
}

export function redemptionsQuery(params: RedemptionListParams, enabled = true) {
  return queryOptions({
    queryKey: redemptionsKeys.list(params),
    queryFn: ({ signal }) => fetchRedemptions(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRedemptions(params: RedemptionListParams, enabled = true) {
  return useQuery(redemptionsQuery(params, enabled));
}

/** Rewards a member may redeem now: active ones matching the words typed. */
export async function searchRedeemableRewards(search: string): Promise<RedeemableReward[]> {
  const page = await fetchRewards({
    search: search || undefined,
    active: true,
    sort: 'name',
    size: 20,
  });
  return page.items;
}

// Points move with every redemption change, and stock with creation and cancelling.
function useInvalidateRedemptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: redemptionsKeys.all }),
      queryClient.invalidateQueries({ queryKey: membersKeys.all }),
      queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
    ]);
}

export function useCreateRedemption() {
  const invalidate = useInvalidateRedemptions();
  return useMutation({
    mutationFn: (body: RedemptionInput) => unwrap(api.POST('/api/redemptions', { body })),
    onSuccess: invalidate,
  });
}

export function useRedemptionAction() {
  const invalidate = useInvalidateRedemptions();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: RedemptionAction;
      reason?: string;
    }) => {
      const path = { params: { path: { id } } };
      if (action === 'approve') return unwrap(api.POST('/api/redemptions/{id}/approve', path));
      if (action === 'deliver') return unwrap(api.POST('/api/redemptions/{id}/deliver', path));
      return unwrap(
        api.POST('/api/redemptions/{id}/cancel', { ...path, body: reason ? { reason } : {} }),
      );
    },
    onSettled: invalidate,
  });
}

export function useBulkRedemptionAction() {
  const invalidate = useInvalidateRedemptions();
  return useMutation({
    mutationFn: (body: { action: RedemptionAction; ids: string[]; reason?: string }) =>
      unwrap(api.POST('/api/redemptions/bulk', { body })),
    onSettled: invalidate,
  });
}
