import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-roots';
import type { components } from '../../../lib/api/schema';

export type MenuConfig = components['schemas']['MenuConfigDto'];

/** Query keys of the menu editor's tree (the side menu with every item, hidden ones too). */
export const menuConfigKeys = {
  all: ['menu-config'] as const,
};

/** GET api/common/navigation/config (administrators). */
export function menuConfigQuery() {
  return queryOptions({
    queryKey: menuConfigKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/navigation/config', { signal })),
    // The editor's draft starts from this: never refetched under it while editing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useMenuConfig() {
  return useQuery(menuConfigQuery());
}

/**
 * The menu as it now stands (a save's or a reset's answer, or the one someone else saved):
 * the editor's tree starts from it, and the shell's menus reload.
 */
export function useSettleMenuConfig() {
  const queryClient = useQueryClient();
  return async (config: MenuConfig) => {
    queryClient.setQueryData(menuConfigKeys.all, config);
    await queryClient.invalidateQueries({ queryKey: queryRoots.navigation });
  };
}

/**
 * PUT api/common/navigation/config: the whole side menu, naming the version the edits
 * started from (refused with 409 `version-conflict` if someone saved it meanwhile).
 */
export function useSaveMenuConfig() {
  const settle = useSettleMenuConfig();
  return useMutation({
    mutationFn: ({ items, version }: { items: MenuConfig['items']; version?: string }) =>
      unwrap(
        api.PUT('/api/common/navigation/config', {
          body: { items },
          params: { header: ifMatch(version) },
        }),
      ),
    onSuccess: settle,
  });
}

/** POST api/common/navigation/config/reset: the sample menu back. */
export function useResetMenuConfig() {
  const settle = useSettleMenuConfig();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/common/navigation/config/reset')),
    onSuccess: settle,
  });
}
