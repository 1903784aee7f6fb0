import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** A message or a notification: both have the same fields. */
export type Notice = components['schemas']['NoticeDto'];

/** The two lists of the toolbar that share one panel. */
export type NoticeKind = 'messages' | 'notifications';

/** Query keys with the resource first; invalidate by `noticeKeys(kind).all`. */
export function noticeKeys(kind: NoticeKind) {
  const all = [kind] as const;
  return {
    all,
    list: () => [...all, 'list'] as const,
  };
}

interface NoticeEndpoints {
  list(signal?: AbortSignal): Promise<Notice[]>;
  setRead(id: string, read: boolean): Promise<Notice>;
  remove(id: string): Promise<Notice>;
  markAllAsRead(): Promise<boolean>;
}

/** The same four calls on api/common/messages and api/common/notifications. */
const ENDPOINTS: Record<NoticeKind, NoticeEndpoints> = {
  messages: {
    list: (signal) => unwrap(api.GET('/api/common/messages', { signal })),
    setRead: (id, read) =>
      unwrap(
        api.POST('/api/common/messages/toggle-read-status', { body: { message: { id, read } } }),
      ),
    remove: (id) => unwrap(api.DELETE('/api/common/messages', { params: { query: { id } } })),
    markAllAsRead: () => unwrap(api.GET('/api/common/messages/mark-all-as-read')),
  },
  notifications: {
    list: (signal) => unwrap(api.GET('/api/common/notifications', { signal })),
    setRead: (id, read) =>
      unwrap(
        api.POST('/api/common/notifications/toggle-read-status', {
          body: { notification: { id, read } },
        }),
      ),
    remove: (id) => unwrap(api.DELETE('/api/common/notifications', { params: { query: { id } } })),
    markAllAsRead: () => unwrap(api.GET('/api/common/notifications/mark-all-as-read')),
  },
};

export function noticesQuery(kind: NoticeKind) {
  return queryOptions({
    queryKey: noticeKeys(kind).list(),
    queryFn: ({ signal }) => ENDPOINTS[kind].list(signal),
  });
}

export function useNotices(kind: NoticeKind) {
  return useQuery(noticesQuery(kind));
}

export function unreadCount(notices: readonly Notice[] | undefined): number {
  return notices?.filter((notice) => !notice.read).length ?? 0;
}

/**
 * A change shown at once in the cached list, put back if the server refuses it; the list
 * is asked for again either way.
 */
function useOptimisticNoticeChange<Variables, Result>(
  kind: NoticeKind,
  mutationFn: (variables: Variables) => Promise<Result>,
  apply: (notices: Notice[], variables: Variables) => Notice[],
) {
  const queryClient = useQueryClient();
  const keys = noticeKeys(kind);
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: keys.all });
      const previous = queryClient.getQueryData<Notice[]>(keys.list());
      if (previous) queryClient.setQueryData(keys.list(), apply(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, result) => {
      if (result?.previous) queryClient.setQueryData(keys.list(), result.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSetNoticeRead(kind: NoticeKind) {
  return useOptimisticNoticeChange(
    kind,
    ({ id, read }: { id: string; read: boolean }) => ENDPOINTS[kind].setRead(id, read),
    (notices, { id, read }) =>
      notices.map((notice) => (notice.id === id ? { ...notice, read } : notice)),
  );
}

export function useRemoveNotice(kind: NoticeKind) {
  return useOptimisticNoticeChange(
    kind,
    (id: string) => ENDPOINTS[kind].remove(id),
    (notices, id) => notices.filter((notice) => notice.id !== id),
  );
}

export function useMarkAllNoticesRead(kind: NoticeKind) {
  return useOptimisticNoticeChange(
    kind,
    () => ENDPOINTS[kind].markAllAsRead(),
    (notices) => notices.map((notice) => ({ ...notice, read: true })),
  );
}
