import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { uploadRecordFile } from '../../../lib/api/upload';
import type { components, operations } from '../../../lib/api/schema';
import { membersKeys } from './members';
import { queryRoots } from '../../../lib/api/query-roots';

export type Invoice = components['schemas']['InvoiceDto'];
export type InvoiceFile = components['schemas']['InvoiceFileDto'];
export type InvoiceInput = components['schemas']['CreateInvoiceDto'];
export type InvoicePatch = components['schemas']['UpdateInvoiceDto'];
export type InvoiceListParams = NonNullable<
  operations['InvoicesController_list']['parameters']['query']
>;
export type InvoiceSort = NonNullable<InvoiceListParams['sort']>;
export type InvoiceStatus = Invoice['status'];

/** The server's sort whitelist (server/src/modules/invoices/dto/invoice.dto.ts). */
export const INVOICE_SORTS: readonly InvoiceSort[] = [
  'createdAt',
  'issuedAt',
  'amount',
  'number',
  'vendor',
  'status',
  'memberName',
];
export const COMPLETED_INVOICE_STATUSES: readonly InvoiceStatus[] = ['approved', 'rejected'];

/** What the server takes as an invoice's file (server/src/modules/invoices/invoice-file-format.ts). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const INVOICE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const INVOICE_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'jpe', 'jfif', 'webp'];
export const INVOICE_FILE_ACCEPT = [
  ...INVOICE_FILE_TYPES,
  ...INVOICE_FILE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoicesKeys.all, 'list'] as const,
  list: (params: InvoiceListParams) => [...invoicesKeys.lists(), params] as const,
  detail: (id: string) => [...invoicesKeys.all, 'detail', id] as const,
  /** The file's bytes, named by the stored file so that a replaced one loads anew. */
  file: (id: string, fileId: string) => [...invoicesKeys.all, 'file', id, fileId] as const,
};

export function fetchInvoices(params: InvoiceListParams, signal?: AbortSignal) {
  return unwrap(api.GET('/api/invoices', { params: { query: params }, signal }));
}

export function invoicesQuery(params: InvoiceListParams) {
  return queryOptions({
    queryKey: invoicesKeys.list(params),
    queryFn: ({ signal }) => fetchInvoices(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoicesQuery(params));
}

/** One invoice; `initial` (its row in a list) shows at once while it loads. */
export function invoiceQuery(id: string | null, initial?: Invoice) {
  return queryOptions({
    queryKey: invoicesKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/invoices/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
    placeholderData: initial,
  });
}

export function useInvoice(id: string | null, initial?: Invoice) {
  return useQuery(invoiceQuery(id, initial));
}

/** The invoice's file as a Blob (the request needs the bearer token, so no plain link). */
export function invoiceFileQuery(invoice: Pick<Invoice, 'id' | 'file'> | null) {
  const fileId = invoice?.file?.id ?? '';
  return queryOptions({
    queryKey: invoicesKeys.file(invoice?.id ?? '', fileId),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await api.GET('/api/invoices/{id}/file', {
        params: { path: { id: invoice!.id } },
        parseAs: 'blob',
        signal,
      });
      if (error !== undefined || !response.ok || !data) {
        throw ApiError.fromResponse(response, error);
      }
      return data as unknown as Blob;
    },
    enabled: !!invoice && fileId !== '',
    staleTime: Infinity,
  });
}

export function useInvoiceFile(invoice: Pick<Invoice, 'id' | 'file'> | null) {
  return useQuery(invoiceFileQuery(invoice));
}

function invalidateInvoices(queryClient: QueryClient, pointsMoved = false) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoicesKeys.all }),
    pointsMoved ? queryClient.invalidateQueries({ queryKey: membersKeys.all }) : undefined,
  ]);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceInput) => unwrap(api.POST('/api/invoices', { body })),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({ id, body, version }: { id: string; body: InvoicePatch; version?: string }) =>
      unwrap(
        api.PATCH('/api/invoices/{id}', {
          params: { path: { id }, header: ifMatch(version) },
          body,
        }),
      ),
    onSuccess: () => invalidateInvoices(queryClient),
  });
}

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    /** `version`: the one the panel shows; a change made since refuses the delete. */
    mutationFn: ({ id, version }: { id: string; version?: string }) =>
      unwrap(
        api.DELETE('/api/invoices/{id}', { params: { path: { id }, header: ifMatch(version) } }),
      ),
    onSettled: () => invalidateInvoices(queryClient),
  });
}

/** Approves: the server works out the points (amount / its rate) and answers the invoice. */
export function useApproveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/invoices/{id}/approve', { params: { path: { id } } })),
    onSettled: () => invalidateInvoices(queryClient, true),
  });
}

export function useRejectInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.POST('/api/invoices/{id}/reject', { params: { path: { id } }, body: { reason } })),
    onSettled: () => invalidateInvoices(queryClient),
  });
}

export function useUploadInvoiceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRecordFile<Invoice>('/api/invoices', 'file', 'file'),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoicesKeys.detail(invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoicesKeys.lists() });
    },
  });
}

/** Why a file cannot be the invoice's, checked before sending it (the server reads its bytes). */
export type InvoiceFileProblem = 'too-large' | 'wrong-type';

export function precheckInvoiceFile(file: File): InvoiceFileProblem | null {
  if (file.size > INVOICE_FILE_MAX_BYTES) return 'too-large';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || INVOICE_FILE_TYPES.includes(file.type);
  if (!typeOk || !INVOICE_FILE_EXTENSIONS.includes(extension)) return 'wrong-type';
  return null;
}

/**
 * Names of staff accounts by id, for the reviewer column. Only administrators may list
 * accounts; for anyone else the map stays empty.
 */
export function accountNamesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: [...queryRoots.accounts, 'names'] as const,
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        api.GET('/api/accounts', { params: { query: { size: 100 } }, signal }),
      );
      return new Map(
        page.items.map((account) => [account.id, `${account.name} ${account.surname}`.trim()]),
      );
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useAccountNames(enabled: boolean) {
  return useQuery(accountNamesQuery(enabled));
}
