import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PeriodQuery } from '../../../components/period';
import { api, unwrap } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { queryRoots } from '../../../lib/api/query-roots';
import type { components } from '../../../lib/api/schema';

export type Report = components['schemas']['ReportDto'];
export type ReportKind = Report['kind'];
export type ReportColumn = components['schemas']['ReportColumnDto'];
export type ReportRow = components['schemas']['ReportRowDto'];
export type Cell = ReportRow['cells'][number];
export type SavedReport = components['schemas']['SavedReportDto'];
export type SavedReportInput = components['schemas']['CreateSavedReportDto'];
export type SavedReportPatch = components['schemas']['UpdateSavedReportDto'];
export type ReportRun = components['schemas']['ReportRunDto'];
export type ReportFormat = SavedReport['format'];
export type ReportLanguage = SavedReport['language'];
export type Frequency = SavedReport['schedule']['frequency'];

/** Query keys of the reports; invalidate saved reports by `reportsKeys.saved()`. */
export const reportsKeys = {
  all: ['reports'] as const,
  figures: (kind: ReportKind, period: PeriodQuery) =>
    [...reportsKeys.all, 'figures', kind, period] as const,
  saved: () => [...reportsKeys.all, 'saved'] as const,
  savedList: (scope: { all: boolean }) => [...reportsKeys.saved(), 'list', scope] as const,
  runs: (id: string) => [...reportsKeys.saved(), 'runs', id] as const,
};

const periodParams = (period: PeriodQuery) =>
  period.period === 'custom'
    ? { period: period.period, from: period.from, to: period.to }
    : { period: period.period };

/** A report's figures over a period. */
export function reportFiguresQuery(kind: ReportKind, period: PeriodQuery) {
  return queryOptions({
    queryKey: reportsKeys.figures(kind, period),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/reports/figures/{kind}', {
          params: { path: { kind }, query: periodParams(period) },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The caller's saved reports; `all` (administrators only) everyone's. */
export function savedReportsQuery({ all }: { all: boolean }) {
  return queryOptions({
    queryKey: reportsKeys.savedList({ all }),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/reports/saved', { params: { query: all ? { all: true } : {} }, signal }),
      ),
    // The schedule moves on by itself: look again now and then.
    refetchInterval: 60_000,
  });
}

export function reportRunsQuery(id: string | null) {
  return queryOptions({
    queryKey: reportsKeys.runs(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/reports/saved/{id}/runs', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
  });
}

export function useCreateSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedReportInput) => unwrap(api.POST('/api/reports/saved', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.saved() }),
  });
}

export function useUpdateSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SavedReportPatch }) =>
      unwrap(api.PATCH('/api/reports/saved/{id}', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKeys.saved() }),
  });
}

export function useDeleteSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/reports/saved/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.saved() }),
  });
}

/** Runs a saved report now; answers the finished run (a failed one too). */
export function useRunSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/reports/saved/{id}/run', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.saved() }),
  });
}

// --- Files ----------------------------------------------------------------------------

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

/** Hands a blob to the browser as a download. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before letting the bytes go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface BlobResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

async function download(call: Promise<BlobResult>, fallbackName: string): Promise<string> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok || !data) throw ApiError.fromResponse(response, error);
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(data as Blob, name);
  return name;
}

/** Downloads a report's figures as CSV or XLSX (fetched with the bearer token); answers its name. */
export function exportReport(
  kind: ReportKind,
  period: PeriodQuery,
  format: ReportFormat,
  lang: ReportLanguage,
): Promise<string> {
  return download(
    api.GET('/api/reports/figures/{kind}/export', {
      params: { path: { kind }, query: { ...periodParams(period), format, lang } },
      parseAs: 'blob',
    }),
    `${kind}.${format}`,
  );
}

export function useExportReport() {
  return useMutation({
    mutationFn: (input: {
      kind: ReportKind;
      period: PeriodQuery;
      format: ReportFormat;
      lang: ReportLanguage;
    }) => exportReport(input.kind, input.period, input.format, input.lang),
  });
}

/** Downloads the file a run wrote; answers its name. */
export function useDownloadRunFile() {
  return useMutation({
    mutationFn: (run: Pick<ReportRun, 'reportId' | 'id' | 'fileName'>) =>
      download(
        api.GET('/api/reports/saved/{id}/runs/{runId}/file', {
          params: { path: { id: run.reportId, runId: run.id } },
          parseAs: 'blob',
        }),
        run.fileName ?? 'report',
      ),
  });
}

/** The signed-in account (its e-mail is a saved report's first recipient). */
export function currentAccountQuery() {
  return queryOptions({
    queryKey: queryRoots.currentUser,
    queryFn: ({ signal }) => unwrap(api.GET('/api/common/user', { signal })),
    staleTime: 5 * 60_000,
  });
}
