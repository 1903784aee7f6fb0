import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Shortcut = components['schemas']['ShortcutDto'];
export type ShortcutInput = components['schemas']['ShortcutInputDto'];

/** Query keys with the resource first; invalidate by `shortcutKeys.all`. */
export const shortcutKeys = {
  all: ['shortcuts'] as const,
  list: () => [...shortcutKeys.all, 'list'] as const,
};

export const shortcutsApi = {
  list: (signal?: AbortSignal) => unwrap(api.GET('/api/common/shortcuts', { signal })),
  create: (shortcut: ShortcutInput) =>
    unwrap(api.POST('/api/common/shortcuts', { body: { shortcut } })),
  update: (id: string, shortcut: ShortcutInput) =>
    unwrap(api.PATCH('/api/common/shortcuts', { body: { id, shortcut } })),
  remove: (id: string) =>
    unwrap(api.DELETE('/api/common/shortcuts', { params: { query: { id } } })),
};

export function shortcutsQuery() {
  return queryOptions({
    queryKey: shortcutKeys.list(),
    queryFn: ({ signal }) => shortcutsApi.list(signal),
  });
}

/** `enabled: false` until the list is wanted (the panel asks once it first opens). */
export function useShortcuts(enabled = true) {
  return useQuery({ ...shortcutsQuery(), enabled });
}

/** Adds (no id) or changes (with id) a shortcut. */
export function useSaveShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shortcut }: { id: string | null; shortcut: ShortcutInput }) =>
      id ? shortcutsApi.update(id, shortcut) : shortcutsApi.create(shortcut),
    onSuccess: (saved) => {
      queryClient.setQueryData<Shortcut[]>(shortcutKeys.list(), (list = []) =>
        list.some((item) => item.id === saved.id)
          ? list.map((item) => (item.id === saved.id ? saved : item))
          : [...list, saved],
      );
      return queryClient.invalidateQueries({ queryKey: shortcutKeys.all });
    },
  });
}

export function useRemoveShortcut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => shortcutsApi.remove(id),
    onSuccess: (_removed, id) => {
      queryClient.setQueryData<Shortcut[]>(shortcutKeys.list(), (list = []) =>
        list.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: shortcutKeys.all });
    },
  });
}
