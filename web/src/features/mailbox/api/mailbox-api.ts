import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components, paths } from '../../../lib/api/schema';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api/upload';

export type Mail = components['schemas']['MailDto'];
export type MailListItem = components['schemas']['MailListItemDto'];
export type MailList = components['schemas']['MailListDto'];
export type MailFolder = components['schemas']['MailFolderDto'];
export type MailFilter = components['schemas']['MailFilterDto'];
export type MailLabel = components['schemas']['MailLabelDto'];
export type MailAttachment = components['schemas']['MailAttachmentDto'];
export type MailboxSettings = components['schemas']['MailboxSettingsDto'];
export type MailPatch = components['schemas']['MailPatchDto'];
export type ComposeMail = components['schemas']['ComposeMailDto'];
export type MessageLayout = 'right' | 'full';

/** The server's limits, checked here first. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** What a list shows: a folder, a filter or a label, by slug. */
export type MailView =
  | { kind: 'folder'; slug: string }
  | { kind: 'filter'; slug: string }
  | { kind: 'label'; slug: string };

/** Query keys of the mailbox; every change invalidates by `mailboxKeys.all`. */
export const mailboxKeys = {
  all: ['mailbox'] as const,
  settings: () => [...mailboxKeys.all, 'settings'] as const,
  folders: () => [...mailboxKeys.all, 'folders'] as const,
  filters: () => [...mailboxKeys.all, 'filters'] as const,
  labels: () => [...mailboxKeys.all, 'labels'] as const,
  lists: () => [...mailboxKeys.all, 'list'] as const,
  list: (view: MailView, page: number) => [...mailboxKeys.lists(), view, page] as const,
  mails: () => [...mailboxKeys.all, 'mail'] as const,
  mail: (id: string) => [...mailboxKeys.mails(), id] as const,
  attachment: (url: string) => [...mailboxKeys.all, 'attachment', url] as const,
};

type ListQuery = NonNullable<
  NonNullable<paths['/api/apps/mailbox/mails']['get']['parameters']['query']>
>;

function listQuery(view: MailView, page: number): ListQuery {
  if (view.kind === 'folder') return { folder: view.slug as ListQuery['folder'], page };
  if (view.kind === 'filter') return { filter: view.slug as ListQuery['filter'], page };
  return { label: view.slug, page };
}

/** Fetches an authenticated attachment URL (the server's downloadUrl) as bytes. */
export function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const parsed = new URL(url, window.location.origin);
  return unwrap(
    api.GET('/api/apps/mailbox/attachment', {
      params: {
        query: {
          mailId: parsed.searchParams.get('mailId') ?? '',
          id: parsed.searchParams.get('id') ?? '',
        },
      },
      parseAs: 'blob',
      signal,
    }),
  );
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Reads of the mailbox, as TanStack query options. */
export const mailboxQueries = {
  settings: () =>
    queryOptions({
      queryKey: mailboxKeys.settings(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/mailbox/settings', { signal })),
      staleTime: 5 * 60_000,
    }),
  folders: () =>
    queryOptions({
      queryKey: mailboxKeys.folders(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/mailbox/folders', { signal })),
    }),
  filters: () =>
    queryOptions({
      queryKey: mailboxKeys.filters(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/mailbox/filters', { signal })),
      staleTime: Infinity,
    }),
  labels: () =>
    queryOptions({
      queryKey: mailboxKeys.labels(),
      queryFn: ({ signal }) => unwrap(api.GET('/api/apps/mailbox/labels', { signal })),
    }),
  list: (view: MailView, page: number) =>
    queryOptions({
      queryKey: mailboxKeys.list(view, page),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/apps/mailbox/mails', {
            params: { query: listQuery(view, page) },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  mail: (id: string) =>
    queryOptions({
      queryKey: mailboxKeys.mail(id),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/apps/mailbox/mail', { params: { query: { id } }, signal })),
    }),
  /** An image attachment as a data: URL (the CSP allows data: images, not blob: ones). */
  attachmentPreview: (url: string) =>
    queryOptions({
      queryKey: mailboxKeys.attachment(url),
      queryFn: async ({ signal }) => blobToDataUrl(await fetchAttachment(url, signal)),
      staleTime: 5 * 60_000,
      gcTime: 60_000,
    }),
};

/** Fetches an attachment and hands it to the browser as a download. */
export async function downloadAttachment(attachment: MailAttachment): Promise<void> {
  const blob = await fetchAttachment(attachment.downloadUrl);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function useInvalidateMailbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { messageLayout: MessageLayout }) =>
      unwrap(api.PATCH('/api/apps/mailbox/settings', { body: { settings } })),
    onSuccess: (settings) => queryClient.setQueryData(mailboxKeys.settings(), settings),
  });
}

/** Changes several mails the same way (one PATCH each); answers the changed mails. */
export function useUpdateMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, mail }: { ids: readonly string[]; mail: MailPatch }) =>
      Promise.all(
        ids.map((id) => unwrap(api.PATCH('/api/apps/mailbox/mail', { body: { id, mail } }))),
      ),
    onSuccess: (mails) => {
      for (const mail of mails) queryClient.setQueryData(mailboxKeys.mail(mail.id), mail);
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.folders() });
    },
  });
}

export function useDeleteMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/mailbox/mail', { params: { query: { id } } })),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: mailboxKeys.mail(id) });
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: mailboxKeys.folders() });
    },
  });
}

export function useCreateLabel() {
  const invalidate = useInvalidateMailbox();
  return useMutation({
    mutationFn: (label: { title: string; color: LabelColor }) =>
      unwrap(api.POST('/api/apps/mailbox/label', { body: { label } })),
    onSuccess: invalidate,
  });
}

export function useUpdateLabel() {
  const invalidate = useInvalidateMailbox();
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: { title?: string; color?: LabelColor } }) =>
      unwrap(api.PATCH('/api/apps/mailbox/label', { body: { id, label } })),
    onSuccess: invalidate,
  });
}

export function useDeleteLabel() {
  const invalidate = useInvalidateMailbox();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/mailbox/label', { params: { query: { id } } })),
    onSuccess: invalidate,
  });
}

// Composing.

/** A new draft; `forwardOf` names a mail whose attachments it takes copies of. */
export function createDraft(mail: ComposeMail, forwardOf?: string): Promise<Mail> {
  return unwrap(
    api.POST('/api/apps/mailbox/draft', { body: forwardOf ? { forwardOf, mail } : { mail } }),
  );
}

export function updateDraft(id: string, mail: ComposeMail): Promise<Mail> {
  return unwrap(api.PATCH('/api/apps/mailbox/draft', { body: { id, mail } }));
}

export function sendMail(
  mail: ComposeMail & { to: string[] },
  draftId?: string | null,
): Promise<Mail> {
  return unwrap(
    api.POST('/api/apps/mailbox/mail', {
      body: draftId ? { draftId, mail } : { mail },
    }),
  );
}

export function uploadAttachment(
  draftId: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Mail> {
  return uploadWithProgress<Mail>({
    url: '/api/apps/mailbox/draft/attachment',
    fields: { id: draftId, file: [file, file.name] },
    onProgress,
  });
}

export function removeAttachment(draftId: string, attachmentId: string): Promise<Mail> {
  return unwrap(
    api.DELETE('/api/apps/mailbox/draft/attachment', {
      params: { query: { mailId: draftId, id: attachmentId } },
    }),
  );
}

export function deleteMail(id: string): Promise<boolean> {
  return unwrap(api.DELETE('/api/apps/mailbox/mail', { params: { query: { id } } }));
}
