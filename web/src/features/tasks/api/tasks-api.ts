import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Task = components['schemas']['TaskDto'];
export type TaskPatch = components['schemas']['TaskPatchDto'];
export type SubTask = components['schemas']['SubTaskDto'];
export type TaskTag = components['schemas']['TaskTagDto'];
export type TaskAssignee = components['schemas']['TaskAssigneeDto'];
export type TaskType = Task['type'];
export type TaskPriority = Task['priority'];

/**
 * Query keys of the tasks resource, the resource first; mutations invalidate by prefix
 * (`tasksKeys.all` for everything, `tasksKeys.tags()` for tags).
 */
export const tasksKeys = {
  all: ['tasks'] as const,
  list: () => [...tasksKeys.all, 'list'] as const,
  details: () => [...tasksKeys.all, 'detail'] as const,
  detail: (id: string) => [...tasksKeys.details(), id] as const,
  tags: () => [...tasksKeys.all, 'tags'] as const,
  assignees: (search: string) => [...tasksKeys.all, 'assignees', { search }] as const,
  assignee: (id: string) => [...tasksKeys.all, 'assignee', id] as const,
};

/** The signed-in account's tasks and sections, their tags and the accounts tasks go to. */
export async function fetchTasksForExport(signal?: AbortSignal) {
  const [tasks, tags] = await Promise.all([
    unwrap(api.GET('/api/apps/tasks/all', { signal })),
    unwrap(api.GET('/api/apps/tasks/tags', { signal })),
  ]);
  // The assignee list answers 20 at most: each account a task names is asked for by id.
  const ids = [...new Set(tasks.flatMap((task) => (task.assignedTo ? [task.assignedTo] : [])))];
  const assignees = (
    await Promise.all(
      ids.map((id) =>
        unwrap(api.GET('/api/apps/tasks/assignees', { params: { query: { id } }, signal })),
      ),
    )
  ).flat();
  return { tasks, tags, assignees };
}

/** The reads of the tasks resource, for `useQuery`, prefetching and invalidation. */
export const tasksQueries = {
  /** The signed-in account's tasks and sections, in order. */
  list: () =>
    queryOptions({
      queryKey: tasksKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/tasks/all', { signal })),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: tasksKeys.detail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/apps/tasks/task', { params: { query: { id } }, signal })),
    }),
  tags: () =>
    queryOptions({
      queryKey: tasksKeys.tags(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/tasks/tags', { signal })),
      staleTime: 60_000,
    }),
  /** Active accounts a task may be assigned to, matching `search`. */
  assignees: (search: string) =>
    queryOptions({
      queryKey: tasksKeys.assignees(search),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/apps/tasks/assignees', {
            params: { query: search ? { search } : {} },
            signal,
          }),
        ),
      staleTime: 60_000,
    }),
  /** One account by id (a task's assignee, whatever its state); null when unknown. */
  assignee: (id: string) =>
    queryOptions({
      queryKey: tasksKeys.assignee(id),
      queryFn: async ({ signal }) =>
        (
          await unwrap(api.GET('/api/apps/tasks/assignees', { params: { query: { id } }, signal }))
        )[0] ?? null,
      staleTime: 5 * 60_000,
    }),
};

/** Puts a task the server answered into the list and its detail query. */
export function useStoreTask() {
  const queryClient = useQueryClient();
  return (task: Task) => {
    queryClient.setQueryData(tasksKeys.detail(task.id), task);
    queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) =>
      list?.map((item) => (item.id === task.id ? task : item)),
    );
  };
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: TaskType) => unwrap(api.POST('/api/apps/tasks/task', { body: { type } })),
    onSuccess: (task) => {
      queryClient.setQueryData(tasksKeys.detail(task.id), task);
      // The new task is first; every other moved down one.
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) =>
        list ? [task, ...list.map((item) => ({ ...item, order: item.order + 1 }))] : list,
      );
      return queryClient.invalidateQueries({ queryKey: tasksKeys.list() });
    },
  });
}

/**
 * Merges fields into a task. The change shows at once (a ticked box stays ticked) and is
 * put back when the server refuses it; sub-tasks, which get their ids from the server,
 * show once saved.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const store = useStoreTask();
  return useMutation({
    /** `version`: the one the edits started from; a change made since refuses the save. */
    mutationFn: ({ id, task, version }: { id: string; task: TaskPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/apps/tasks/task', {
          params: { header: ifMatch(version) },
          body: { id, task },
        }),
      ),
    onMutate: async ({ id, task }) => {
      await queryClient.cancelQueries({ queryKey: tasksKeys.list() });
      const previous = {
        list: queryClient.getQueryData<Task[]>(tasksKeys.list()),
        detail: queryClient.getQueryData<Task>(tasksKeys.detail(id)),
      };
      const { subTasks: _later, ...fields } = task;
      const apply = (current: Task): Task => ({ ...current, ...fields });
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) =>
        list?.map((item) => (item.id === id ? apply(item) : item)),
      );
      queryClient.setQueryData<Task>(tasksKeys.detail(id), (current) =>
        current ? apply(current) : current,
      );
      return previous;
    },
    onError: (_error, { id }, previous) => {
      if (previous?.list) queryClient.setQueryData(tasksKeys.list(), previous.list);
      if (previous?.detail) queryClient.setQueryData(tasksKeys.detail(id), previous.detail);
    },
    onSuccess: (task) => store(task),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the panel shows; a change made since refuses the delete. */
    mutationFn: ({ id, version }: { id: string; version?: string }) =>
      unwrap(
        api.DELETE('/api/apps/tasks/task', { params: { query: { id }, header: ifMatch(version) } }),
      ),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: tasksKeys.detail(id) });
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: tasksKeys.list() });
    },
  });
}

/**
 * The whole new order, shown at once (optimistic) and put back as it was when the server
 * refuses it.
 */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      unwrap(api.PATCH('/api/apps/tasks/order', { body: { tasks: ids.map((id) => ({ id })) } })),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: tasksKeys.list() });
      const previous = queryClient.getQueryData<Task[]>(tasksKeys.list());
      if (previous) {
        const byId = new Map(previous.map((task) => [task.id, task]));
        queryClient.setQueryData<Task[]>(
          tasksKeys.list(),
          ids.flatMap((id, order) => {
            const task = byId.get(id);
            return task ? [{ ...task, order }] : [];
          }),
        );
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(tasksKeys.list(), context.previous);
      // Refused (the list changed elsewhere, say): show the list as it now is.
      return queryClient.invalidateQueries({ queryKey: tasksKeys.list() });
    },
    onSuccess: (tasks) => queryClient.setQueryData(tasksKeys.list(), tasks),
  });
}

export function useCreateTaskTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      unwrap(api.POST('/api/apps/tasks/tag', { body: { tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.tags() }),
  });
}

export function useRenameTaskTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      unwrap(api.PATCH('/api/apps/tasks/tag', { body: { id, tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.tags() }),
  });
}

/** Deleting a tag strips it from every task: the tags and every task query refresh. */
export function useDeleteTaskTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/tasks/tag', { params: { query: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
