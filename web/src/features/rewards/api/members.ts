import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import { listExportHeader } from '../../../lib/api/list-export';
import type { components, operations } from '../../../lib/api/schema';

export type Member = components['schemas']['MemberDto'];
export type MemberInput = components['schemas']['CreateMemberDto'];
export type MemberPatch = components['schemas']['UpdateMemberDto'];
export type PointsEntry = components['schemas']['PointsEntryDto'];
export type PointsAdjustment = components['schemas']['PointsAdjustmentDto'];
export type MemberListParams = NonNullable<
  operations['MembersController_list']['parameters']['query']
>;
export type MemberSort = NonNullable<MemberListParams['sort']>;
export type MemberStatus = Member['status'];

/** The server's sort whitelist (server/src/modules/members/dto/member.dto.ts). */
export const MEMBER_SORTS: readonly MemberSort[] = [
  'name',
  'surname',
  'email',
  'documentId',
  'company',
  'points',
  'status',
  'createdAt',
];
export const MEMBER_STATUSES: readonly MemberStatus[] = ['active', 'blocked'];

/** Query keys of members; their points also move with redemptions, invoices and trivias. */
export const membersKeys = {
  all: ['members'] as const,
  lists: () => [...membersKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...membersKeys.lists(), params] as const,
  detail: (id: string) => [...membersKeys.all, 'detail', id] as const,
  ledger: (id: string, page: number) => [...membersKeys.all, 'ledger', id, page] as const,
};

/** A page of the list; `forExport` when an export fetches it (see listExportHeader). */
export function fetchMembers(params: MemberListParams, signal?: AbortSignal, forExport = false) {
  return unwrap(
    api.GET('/api/members', {
      params: { query: params, header: listExportHeader(forExport) },
      signal,
    }),
  );
}

/** Active members matching the words typed (the first ones when none), for member fields. */
export async function searchActiveMembers(search: string): Promise<Member[]> {
  const page = await fetchMembers({ search: search || undefined, status: 'active', size: 20 });
  return page.items;
}

export function membersQuery(params: MemberListParams) {
  return queryOptions({
    queryKey: membersKeys.list(params),
    queryFn: ({ signal }) => fetchMembers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMembers(params: MemberListParams) {
  return useQuery(membersQuery(params));
}

export function memberQuery(id: string | null) {
  return queryOptions({
    queryKey: membersKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/members/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
  });
}

export function useMember(id: string | null) {
  return useQuery(memberQuery(id));
}

export const LEDGER_PAGE_SIZE = 10;

export function ledgerQuery(id: string, page: number) {
  return queryOptions({
    queryKey: membersKeys.ledger(id, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/members/{id}/ledger', {
          params: { path: { id }, query: { page, size: LEDGER_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useLedger(id: string, page: number) {
  return useQuery(ledgerQuery(id, page));
}

export function useInvalidateMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membersKeys.all });
}

export function useCreateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: (body: MemberInput) => unwrap(api.POST('/api/members', { body })),
    onSuccess: invalidate,
  });
}

export function useUpdateMember() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: MemberPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/members/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Blocks (blocked: true) or unblocks a member. */
export function useSetMemberBlocked() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      unwrap(
        blocked
          ? api.POST('/api/members/{id}/block', { params: { path: { id } } })
          : api.POST('/api/members/{id}/unblock', { params: { path: { id } } }),
      ),
    onSuccess: invalidate,
  });
}

export function useAdjustPoints() {
  const invalidate = useInvalidateMembers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PointsAdjustment }) =>
      unwrap(api.POST('/api/members/{id}/ledger/adjustments', { params: { path: { id } }, body })),
    onSuccess: invalidate,
  });
}
