import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Role } from '../../../lib/access';
import { api, unwrap } from '../../../lib/api/client';
import { listExportHeader } from '../../../lib/api/list-export';
import type { components, operations } from '../../../lib/api/schema';
import { queryRoots } from '../../../lib/api/query-roots';

export type StaffAccount = components['schemas']['StaffAccountDto'];
export type AccountState = StaffAccount['state'];
export type AccountListParams = NonNullable<
  operations['AccountsAdminController_list']['parameters']['query']
>;
export type AccountSort = NonNullable<AccountListParams['sort']>;

/** The server's sort whitelist (server/src/modules/accounts/dto/staff-account.dto.ts). */
export const ACCOUNT_SORTS: readonly AccountSort[] = ['name', 'email', 'state', 'createdAt'];
export const ACCOUNT_STATES: readonly AccountState[] = [
  'pending',
  'active',
  'rejected',
  'deactivated',
];

/** Query keys of the staff accounts; invalidate by `accountsKeys.all`. */
export const accountsKeys = {
  all: queryRoots.accounts,
  lists: () => [...accountsKeys.all, 'list'] as const,
  list: (params: AccountListParams) => [...accountsKeys.lists(), params] as const,
  pendingCount: () => [...accountsKeys.all, 'pending-count'] as const,
};

/** A page of the list; `forExport` when an export fetches it (see listExportHeader). */
export function fetchAccounts(params: AccountListParams, signal?: AbortSignal, forExport = false) {
  return unwrap(
    api.GET('/api/accounts', {
      params: { query: params, header: listExportHeader(forExport) },
      signal,
    }),
  );
}

export function accountsQuery(params: AccountListParams) {
  return queryOptions({
    queryKey: accountsKeys.list(params),
    queryFn: ({ signal }) => fetchAccounts(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(params: AccountListParams) {
  return useQuery(accountsQuery(params));
}

/** How many sign-ups wait for a decision (the list's total of pending accounts). */
export function pendingCountQuery() {
  return queryOptions({
    queryKey: accountsKeys.pendingCount(),
    queryFn: ({ signal }) => fetchAccounts({ state: 'pending', page: 1, size: 10 }, signal),
    select: (page) => page.pagination.length,
  });
}

export function usePendingCount() {
  return useQuery(pendingCountQuery());
}

function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  // Deactivating or signing out ends sessions: the sessions screen changes too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountsKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryRoots.sessions }),
    ]);
}

const path = (id: string) => ({ params: { path: { id } } });

/** One mutation per action of the screen, each refreshing the list afterwards. */
export function useAccountActions() {
  const invalidate = useInvalidateAccounts();
  const options = { onSettled: invalidate };
  return {
    approve: useMutation({
      mutationFn: ({ id, roles }: { id: string; roles: Role[] }) =>
        unwrap(api.POST('/api/accounts/{id}/approve', { ...path(id), body: { roles } })),
      ...options,
    }),
    reject: useMutation({
      mutationFn: (id: string) => unwrap(api.POST('/api/accounts/{id}/reject', path(id))),
      ...options,
    }),
    setRoles: useMutation({
      mutationFn: ({ id, roles }: { id: string; roles: Role[] }) =>
        unwrap(api.PUT('/api/accounts/{id}/roles', { ...path(id), body: { roles } })),
      ...options,
    }),
    deactivate: useMutation({
      mutationFn: (id: string) => unwrap(api.POST('/api/accounts/{id}/deactivate', path(id))),
      ...options,
    }),
    reactivate: useMutation({
      mutationFn: (id: string) => unwrap(api.POST('/api/accounts/{id}/reactivate', path(id))),
      ...options,
    }),
    resetOnboarding: useMutation({
      mutationFn: (id: string) => unwrap(api.POST('/api/accounts/{id}/onboarding/reset', path(id))),
      ...options,
    }),
    signOutEverywhere: useMutation({
      mutationFn: (id: string) => unwrap(api.DELETE('/api/accounts/{id}/sessions', path(id))),
      ...options,
    }),
  };
}
