import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** A note as the list answers it: its labels as label objects. */
export type Note = components['schemas']['NoteWithLabelsDto'];
/** A note as a change answers it: its labels as ids. */
export type StoredNote = components['schemas']['NoteDto'];
export type NoteTask = components['schemas']['NoteTaskDto'];
export type NoteLabel = components['schemas']['NoteLabelDto'];
export type NoteInput = components['schemas']['NewNoteDto'];
export type NotePatch = components['schemas']['NotePatchDto'];

/**
 * Query keys of the notes resource, the resource first; every change invalidates by
 * `notesKeys.all` (a label change also changes the notes that show it).
 */
export const notesKeys = {
  all: ['notes'] as const,
  list: () => [...notesKeys.all, 'list'] as const,
  labels: () => [...notesKeys.all, 'labels'] as const,
  image: (url: string) => [...notesKeys.all, 'image', url] as const,
};

/** Uploaded note images are served with the bearer token only (sample images are public). */
export const PRIVATE_IMAGE_PREFIX = '/api/apps/notes/images/';

export const notesQueries = {
  /** The account's notes, newest first. */
  list: () =>
    queryOptions({
      queryKey: notesKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/notes/all', { signal })),
    }),
  labels: () =>
    queryOptions({
      queryKey: notesKeys.labels(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/notes/labels', { signal })),
    }),
  /** An uploaded image, as a data URL (its URL never changes what it serves). */
  image: (url: string) =>
    queryOptions({
      queryKey: notesKeys.image(url),
      queryFn: async ({ signal }) =>
        blobToDataUrl(
          (await unwrap(
            api.GET('/api/apps/notes/images/{file}', {
              params: { path: { file: url.slice(PRIVATE_IMAGE_PREFIX.length) } },
              parseAs: 'blob',
              signal,
            }),
          )) as Blob,
        ),
      staleTime: Infinity,
    }),
};

function useRefreshNotes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notesKeys.all });
}

export function useCreateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (note: NoteInput) => unwrap(api.POST('/api/apps/notes', { body: { note } })),
    onSuccess: () => refresh(),
  });
}

export function useUpdateNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (updatedNote: NotePatch) =>
      unwrap(api.PATCH('/api/apps/notes', { body: { updatedNote } })),
    onSuccess: () => refresh(),
  });
}

/**
 * Ticks or unticks one checklist line of a note, shown at once (the list is updated before
 * the server answers, and fetched again after).
 */
export function useToggleNoteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, taskId }: { note: Note; taskId: string }) =>
      unwrap(
        api.PATCH('/api/apps/notes', {
          body: {
            updatedNote: {
              id: note.id,
              tasks: (note.tasks ?? []).map((task) =>
                task.id === taskId ? { ...task, completed: !task.completed } : task,
              ),
            },
          },
        }),
      ),
    onMutate: async ({ note, taskId }) => {
      await queryClient.cancelQueries({ queryKey: notesKeys.list() });
      queryClient.setQueryData<Note[]>(notesKeys.list(), (notes) =>
        notes?.map((one) =>
          one.id === note.id
            ? {
                ...one,
                tasks: (one.tasks ?? []).map((task) =>
                  task.id === taskId ? { ...task, completed: !task.completed } : task,
                ),
              }
            : one,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

export function useDeleteNote() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/notes', { params: { query: { id } } })),
    onSuccess: () => refresh(),
  });
}

export function useCreateLabel() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (title: string) => unwrap(api.POST('/api/apps/notes/labels', { body: { title } })),
    onSuccess: () => refresh(),
  });
}

export function useRenameLabel() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (label: NoteLabel) =>
      unwrap(api.PATCH('/api/apps/notes/labels', { body: { label } })),
    onSuccess: () => refresh(),
  });
}

export function useDeleteLabel() {
  const refresh = useRefreshNotes();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/notes/labels', { params: { query: { id } } })),
    onSuccess: () => refresh(),
  });
}

/** A URL an <img> can show for a note's image: a data URL of the private ones' bytes. */
export function useNoteImageSrc(url: string | null): { src: string | null; failed: boolean } {
  const isPrivate = !!url?.startsWith(PRIVATE_IMAGE_PREFIX);
  const image = useQuery({ ...notesQueries.image(url ?? ''), enabled: isPrivate });
  if (!url) return { src: null, failed: false };
  if (!isPrivate) return { src: url, failed: false };
  return { src: image.data ?? null, failed: image.isError };
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
