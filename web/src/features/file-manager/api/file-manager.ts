import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload';

export type FileItem = components['schemas']['FileManagerItemDto'];
export type FolderListing = components['schemas']['FolderListingDto'];
export type ItemType = FileItem['type'];
/** A folder's id, or null for the root. */
export type FolderId = string | null;

/** The server's upload limit (20 MB): larger files are refused before they are sent. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Query keys of the file manager; invalidate everything by `fileManagerKeys.all`. */
export const fileManagerKeys = {
  all: ['file-manager'] as const,
  listings: () => [...fileManagerKeys.all, 'listing'] as const,
  listing: (folderId: FolderId) => [...fileManagerKeys.listings(), folderId ?? 'root'] as const,
  content: (id: string) => [...fileManagerKeys.all, 'content', id] as const,
};

export function fetchListing(folderId: FolderId, signal?: AbortSignal): Promise<FolderListing> {
  return unwrap(
    api.GET('/api/apps/file-manager', {
      params: { query: { folderId: folderId ?? 'null' } },
      signal,
    }),
  );
}

/** The folders, files and path of one folder (null: the root). */
export function folderListingQuery(folderId: FolderId) {
  return queryOptions({
    queryKey: fileManagerKeys.listing(folderId),
    queryFn: ({ signal }) => fetchListing(folderId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFolderListing(folderId: FolderId) {
  return useQuery(folderListingQuery(folderId));
}

/** A folder's listing for the Move dialog, which browses on its own. */
export function folderBrowserQuery(folderId: FolderId, enabled: boolean) {
  return queryOptions({
    queryKey: fileManagerKeys.listing(folderId),
    queryFn: ({ signal }) => fetchListing(folderId, signal),
    enabled,
  });
}

export function useFolderBrowser(folderId: FolderId, enabled: boolean) {
  return useQuery(folderBrowserQuery(folderId, enabled));
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.listings() });
}

export interface NewFolder {
  folderId: FolderId;
  name: string;
  description?: string | null;
}

export function useCreateFolder() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: NewFolder) => unwrap(api.POST('/api/apps/file-manager/folder', { body })),
    onSuccess: invalidate,
  });
}

export interface ItemPatch {
  name?: string;
  description?: string | null;
  folderId?: FolderId;
}

export function useUpdateItem() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, item }: { id: string; item: ItemPatch }) =>
      unwrap(api.PATCH('/api/apps/file-manager/item', { body: { id, item } })),
    onSuccess: invalidate,
  });
}

export function useDeleteItem() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, recursive = false }: { id: string; recursive?: boolean }) =>
      unwrap(
        api.DELETE('/api/apps/file-manager/item', {
          params: { query: { id, recursive: recursive ? 'true' : 'false' } },
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Sends one file into a folder, reporting progress; rejects with an ApiError. */
export function uploadFile(
  folderId: FolderId,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<FileItem> {
  return uploadWithProgress<FileItem>({
    url: '/api/apps/file-manager/upload',
    fields: { folderId: folderId ?? 'null', file: [file, file.name] },
    ...options,
  });
}

/** A file's bytes, fetched with the bearer token (the download needs it). */
export function fetchFileContent(id: string, signal?: AbortSignal): Promise<Blob> {
  return unwrap(
    api.GET('/api/apps/file-manager/download', {
      params: { query: { id } },
      parseAs: 'blob',
      signal,
    }),
  );
}

/** Fetches a file and hands it to the browser as a download named after the item. */
export async function downloadFile(item: Pick<FileItem, 'id' | 'name'>): Promise<void> {
  const blob = await fetchFileContent(item.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = item.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before letting the bytes go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image file as a data: URL for the preview, fetched with the bearer token. (The
 * server's Content-Security-Policy allows `data:` images but not `blob:` ones.)
 */
export function filePreviewQuery(id: string) {
  return queryOptions({
    queryKey: fileManagerKeys.content(id),
    queryFn: async ({ signal }) => blobToDataUrl(await fetchFileContent(id, signal)),
    staleTime: 5 * 60_000,
    gcTime: 60_000,
  });
}

export function useFilePreview(id: string) {
  return useQuery(filePreviewQuery(id));
}
