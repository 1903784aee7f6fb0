import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-roots';
import type { components } from '../../../lib/api/schema';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api/upload';
import { fileNameFromDisposition, saveBlob } from '../../../lib/download';

export type Import = components['schemas']['ImportDto'];
export type ImportKind = Import['kind'];
export type ImportField = components['schemas']['ImportFieldDto'];
export type ColumnChoice = components['schemas']['ColumnChoiceDto'];
export type DuplicateMode = components['schemas']['PreviewImportDto']['duplicates'];
export type ImportRow = components['schemas']['ImportRowDto'];
export type RowStatus = ImportRow['status'];
export type ImportLanguage = 'en' | 'es' | 'tr';

export const IMPORT_KINDS: readonly ImportKind[] = ['applicants', 'vacancies'];
/** The server's limit (413 above): checked before sending, to say so at once. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_ACCEPT =
  '.csv,.tsv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Query keys of the imports: one upload, and its previewed rows. */
export const importsKeys = {
  all: ['imports'] as const,
  one: (id: string) => [...importsKeys.all, id] as const,
  rows: (id: string, params: RowsParams) => [...importsKeys.one(id), 'rows', params] as const,
};

export interface RowsParams {
  page: number;
  size: number;
  status?: RowStatus;
}

/** While a step runs on the server, the upload is looked at again this often. */
export const POLL_MS = 400;

export const isRunning = (state: Import['state'] | undefined) =>
  state === 'previewing' || state === 'importing';

/** An upload's state; polled while its preview or import runs. */
export function importQuery(id: string | null) {
  return queryOptions({
    queryKey: importsKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/imports/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data?.state) ? POLL_MS : false),
    // The state moves on by itself: never serve an old one.
    staleTime: 0,
    retry: false,
  });
}

/** A page of the previewed rows, of one status when asked. */
export function importRowsQuery(id: string, params: RowsParams, enabled: boolean) {
  return queryOptions({
    queryKey: importsKeys.rows(id, params),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/imports/{id}/rows', {
          params: { path: { id }, query: { ...params } },
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export interface UploadInput {
  kind: ImportKind;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Sends the file (with its upload's progress); answers the upload with its suggested columns. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress, signal }: UploadInput) =>
      uploadWithProgress<Import>({
        url: '/api/imports',
        fields: { kind, file: [file, file.name] },
        onProgress,
        signal,
      }),
    onSuccess: (answer) => queryClient.setQueryData(importsKeys.one(answer.id), answer),
  });
}

function useImportStep<Body>(call: (id: string, body: Body) => Promise<Import>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) => call(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(importsKeys.one(answer.id), answer);
      await queryClient.invalidateQueries({ queryKey: [...importsKeys.one(answer.id), 'rows'] });
    },
  });
}

/** Starts checking every row with the columns and the duplicate mode chosen. */
export function usePreviewImport() {
  return useImportStep((id, body: { mapping: ColumnChoice[]; duplicates: DuplicateMode }) =>
    unwrap(api.POST('/api/imports/{id}/preview', { params: { path: { id } }, body })),
  );
}

/** Starts the import of the previewed rows; applicants need the consent confirmation. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  const step = useImportStep((id, body: { consent?: boolean }) =>
    unwrap(api.POST('/api/imports/{id}/commit', { params: { path: { id } }, body })),
  );
  return {
    ...step,
    /** Once imported, the lists of what it wrote are stale. */
    invalidateRecords: (kind: ImportKind) =>
      queryClient.invalidateQueries({
        queryKey: kind === 'applicants' ? queryRoots.applicants : queryRoots.vacancies,
      }),
  };
}

/** Lets an upload go. */
export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/imports/{id}', { params: { path: { id } } })),
    onSettled: (_answer, _error, id) =>
      queryClient.removeQueries({ queryKey: importsKeys.one(id) }),
  });
}

interface BlobResult {
  data?: unknown;
  response: Response;
}

async function download(call: Promise<BlobResult>, fallbackName: string): Promise<string> {
  const { data, response } = await call;
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(data as Blob, name);
  return name;
}

/** Downloads the kind's template, headers in the language; answers the file's name. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: (input: { kind: ImportKind; format: 'csv' | 'xlsx'; lang: ImportLanguage }) =>
      download(
        api.GET('/api/imports/templates/{kind}', {
          params: { path: { kind: input.kind }, query: { format: input.format, lang: input.lang } },
          parseAs: 'blob',
        }),
        `${input.kind}-template.${input.format}`,
      ),
  });
}

/** Downloads an import's report as CSV; answers the file's name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (input: { id: string; lang: ImportLanguage }) =>
      download(
        api.GET('/api/imports/{id}/report', {
          params: { path: { id: input.id }, query: { lang: input.lang } },
          parseAs: 'blob',
        }),
        'import-report.csv',
      ),
  });
}
