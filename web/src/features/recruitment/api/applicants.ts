import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import { listExportHeader } from '../../../lib/api/list-export';
import type { components, operations } from '../../../lib/api/schema';
import { uploadRecordFile } from '../../../lib/api/upload';
import { queryRoots } from '../../../lib/api/query-roots';

export type Applicant = components['schemas']['ApplicantDto'];
export type ApplicantPage = components['schemas']['ApplicantPageDto'];
export type ApplicantInput = components['schemas']['CreateApplicantDto'];
export type ApplicantPatch = components['schemas']['UpdateApplicantDto'];
export type ApplicantExport = components['schemas']['ApplicantExportDto'];
export type ApplicantListParams = NonNullable<
  operations['ApplicantsController_list']['parameters']['query']
>;
export type ApplicantSort = NonNullable<ApplicantListParams['sort']>;
export type EducationLevel = NonNullable<Applicant['education']>;
export type ApplicantSource = Applicant['source'];

/** The server's lists (server/src/modules/applicants/applicant.types.ts), in its order. */
export const EDUCATION_LEVELS: readonly EducationLevel[] = [
  'secondary',
  'technical',
  'bachelor',
  'master',
  'doctorate',
];
export const APPLICANT_SOURCES: readonly ApplicantSource[] = [
  'website',
  'referral',
  'linkedin',
  'job-board',
  'agency',
  'event',
  'other',
];
export const APPLICANT_SORTS: readonly ApplicantSort[] = [
  'lastName',
  'firstName',
  'email',
  'city',
  'yearsExperience',
  'expectedSalary',
  'createdAt',
  'updatedAt',
];

/** The CV rules the server checks (by content); the client pre-checks size and name. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx';
export const CV_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/** Query keys of the applicants resource; invalidate by `applicantsKeys.all`. */
export const applicantsKeys = {
  all: queryRoots.applicants,
  lists: () => [...applicantsKeys.all, 'list'] as const,
  list: (params: ApplicantListParams) => [...applicantsKeys.lists(), params] as const,
  details: () => [...applicantsKeys.all, 'detail'] as const,
  detail: (id: string) => [...applicantsKeys.details(), id] as const,
};

/** A page of the list; `forExport` when an export fetches it (see listExportHeader). */
export function fetchApplicants(
  params: ApplicantListParams,
  signal?: AbortSignal,
  forExport = false,
) {
  return unwrap(
    api.GET('/api/applicants', {
      params: { query: params, header: listExportHeader(forExport) },
      signal,
    }),
  );
}

export function fetchApplicant(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/applicants/{id}', { params: { path: { id } }, signal }));
}

export function applicantsQuery(params: ApplicantListParams, options: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: applicantsKeys.list(params),
    queryFn: ({ signal }) => fetchApplicants(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useApplicants(params: ApplicantListParams, options: { enabled?: boolean } = {}) {
  return useQuery(applicantsQuery(params, options));
}

export function applicantQuery(id: string | null | undefined) {
  return queryOptions({
    queryKey: applicantsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchApplicant(id!, signal),
    enabled: !!id,
  });
}

export function useApplicant(id: string | null | undefined) {
  return useQuery(applicantQuery(id));
}

export function useCreateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicantInput) => unwrap(api.POST('/api/applicants', { body })),
    onSuccess: (applicant) => {
      queryClient.setQueryData(applicantsKeys.detail(applicant.id), applicant);
      return queryClient.invalidateQueries({ queryKey: applicantsKeys.lists() });
    },
  });
}

export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: ApplicantPatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/applicants/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: (applicant) => {
      queryClient.setQueryData(applicantsKeys.detail(applicant.id), applicant);
      // Names show on applications and favourites too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
        queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
      ]);
    },
  });
}

/** Uploads (or replaces) the CV; `onProgress` follows the bytes sent. */
export function useUploadCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecordFile<Applicant>('/api/applicants', 'cv', 'file'),
    onSuccess: (applicant) => {
      queryClient.setQueryData(applicantsKeys.detail(applicant.id), applicant);
      return queryClient.invalidateQueries({ queryKey: applicantsKeys.lists() });
    },
  });
}

/** The file name a Content-Disposition header gives, if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1] : null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Downloads the CV (the endpoint needs the bearer token, so a plain link cannot). */
export function useDownloadCv() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { data, error, response } = await api.GET('/api/applicants/{id}/cv', {
        params: { path: { id } },
        parseAs: 'blob',
      });
      if (error !== undefined || !data) throw error;
      const name =
        fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `cv-${id}`;
      saveBlob(data as Blob, name);
      return name;
    },
  });
}

/** Everything stored about the person, saved as a JSON file. */
export function useExportApplicant() {
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await unwrap(
        api.GET('/api/applicants/{id}/export', { params: { path: { id } } }),
      );
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveBlob(blob, `applicant-${id}-export.json`);
      return data;
    },
  });
}

/** Erases the personal data and the CV; applications stay, anonymised. */
export function useEraseApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/applicants/{id}/personal-data', { params: { path: { id } } })),
    onSuccess: (applicant) => {
      queryClient.setQueryData(applicantsKeys.detail(applicant.id), applicant);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicantsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryRoots.applications }),
        queryClient.invalidateQueries({ queryKey: queryRoots.activities }),
        queryClient.invalidateQueries({ queryKey: queryRoots.favourites }),
      ]);
    },
  });
}

/** "Ana López", or null for an erased applicant (the caller shows its own label). */
export function applicantFullName(
  applicant: Pick<Applicant, 'firstName' | 'lastName' | 'erasedAt'>,
) {
  if (applicant.erasedAt) return null;
  return `${applicant.firstName} ${applicant.lastName}`.trim();
}
