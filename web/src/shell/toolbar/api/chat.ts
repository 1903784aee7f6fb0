import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Chat = components['schemas']['ChatDto'];
export type ChatMessage = components['schemas']['ChatMessageDto'];

/** Query keys with the resource first; invalidate by `chatKeys.all`. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  detail: (id: string) => [...chatKeys.all, 'detail', id] as const,
};

export const chatApi = {
  list: (signal?: AbortSignal) => unwrap(api.GET('/api/apps/chat/chats', { signal })),
  get: (id: string, signal?: AbortSignal) =>
    unwrap(api.GET('/api/apps/chat/chat', { params: { query: { id } }, signal })),
  update: (id: string, chat: components['schemas']['ChatPatchDto']) =>
    unwrap(api.PATCH('/api/apps/chat/chat', { body: { id, chat } })),
  send: (chatId: string, value: string) =>
    unwrap(api.POST('/api/apps/chat/messages', { body: { chatId, value } })),
};

export function chatsQuery() {
  return queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => chatApi.list(signal),
  });
}

export function chatQuery(id: string) {
  return queryOptions({
    queryKey: chatKeys.detail(id),
    queryFn: ({ signal }) => chatApi.get(id, signal),
  });
}

export function useChats() {
  return useQuery(chatsQuery());
}

export function useChat(id: string | null) {
  return useQuery({ ...chatQuery(id ?? ''), enabled: id !== null });
}

function patchChatInList(list: Chat[] | undefined, id: string, changes: Partial<Chat>) {
  return list?.map((chat) => (chat.id === id ? { ...chat, ...changes } : chat));
}

/** An opened chat counts as read: unreadCount 0 here at once and on the server. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => chatApi.update(id, { unreadCount: 0 }),
    onMutate: (id) => {
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (list) =>
        patchChatInList(list, id, { unreadCount: 0 }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** Plain text as the HTML the chat stores: escaped, line breaks kept. */
export function textToChatHtml(text: string): string {
  return text
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/\r?\n/g, '<br>');
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, text }: { chatId: string; text: string }) =>
      chatApi.send(chatId, textToChatHtml(text)),
    onSuccess: (message) => {
      queryClient.setQueryData<Chat>(chatKeys.detail(message.chatId), (chat) =>
        chat ? { ...chat, messages: [...(chat.messages ?? []), message] } : chat,
      );
      queryClient.setQueryData<Chat[]>(chatKeys.list(), (list) =>
        patchChatInList(list, message.chatId, {
          lastMessage: message.value,
          lastMessageAt: message.createdAt,
        }),
      );
      return queryClient.invalidateQueries({ queryKey: chatKeys.all });
    },
  });
}
