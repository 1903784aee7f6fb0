import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { type Chat, chatApi, chatKeys } from '../../../shell/toolbar/api/chat';

export type ChatProfile = components['schemas']['ChatProfileDto'];

/** The chat page's own reads, under the chats' key root so a change refreshes both. */
export const chatPageKeys = {
  profile: () => [...chatKeys.all, 'profile'] as const,
};

export function chatProfileQuery() {
  return queryOptions({
    queryKey: chatPageKeys.profile(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/apps/chat/profile', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useChatProfile(enabled: boolean) {
  return useQuery({ ...chatProfileQuery(), enabled });
}

/** Mutes or unmutes a chat; the list shows the change at once and rolls it back on error. */
export function useSetChatMuted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, muted }: { id: string; muted: boolean }) => chatApi.update(id, { muted }),
    onMutate: async ({ id, muted }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.list() });
      const before = queryClient.getQueryData<Chat[]>(chatKeys.list());
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (list) =>
        list?.map((chat) => (chat.id === id ? { ...chat, muted } : chat)),
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(chatKeys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

/** Chats whose contact's name holds `search` (any case, accents ignored). */
export function filterChats(chats: readonly Chat[], search: string): Chat[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...chats];
  return chats.filter((chat) => fold(chat.contact.name).includes(wanted));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}
