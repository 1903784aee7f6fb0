import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, ifMatch, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { type UploadProgress, uploadWithProgress } from '../../../lib/api/upload';
import { useContentLanguage } from '../../../lib/useContentLanguage';

export type Contact = components['schemas']['ContactDto'];
export type ContactPatch = components['schemas']['ContactPatchDto'];
export type ContactEmail = components['schemas']['ContactEmailDto'];
export type ContactPhoneNumber = components['schemas']['ContactPhoneNumberDto'];
export type CountryId = ContactPhoneNumber['country'];
export type Country = components['schemas']['CountryDto'];
export type ContactTag = components['schemas']['ContactTagDto'];

/**
 * Query keys of the contacts resource, the resource first; every mutation invalidates by
 * a prefix (`contactsKeys.all` for contacts, `contactsKeys.tags()` for tags).
 */
export const contactsKeys = {
  all: ['contacts'] as const,
  lists: () => [...contactsKeys.all, 'list'] as const,
  list: (query: string) => [...contactsKeys.lists(), { query }] as const,
  details: () => [...contactsKeys.all, 'detail'] as const,
  detail: (id: string) => [...contactsKeys.details(), id] as const,
  countries: () => [...contactsKeys.all, 'countries'] as const,
  tags: () => [...contactsKeys.all, 'tags'] as const,
};

// Fetchers.

/** Contacts whose name holds `query` (any case), sorted by name; '' answers all of them. */
export function fetchContacts(query: string, signal?: AbortSignal): Promise<Contact[]> {
  const trimmed = query.trim();
  return trimmed
    ? unwrap(
        api.GET('/api/apps/contacts/search', { params: { query: { query: trimmed } }, signal }),
      )
    : unwrap(api.GET('/api/apps/contacts/all', { signal }));
}

export function fetchContact(id: string, signal?: AbortSignal): Promise<Contact> {
  return unwrap(api.GET('/api/apps/contacts/contact', { params: { query: { id } }, signal }));
}

export function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return unwrap(api.GET('/api/apps/contacts/countries', { signal }));
}

export function fetchContactTags(signal?: AbortSignal): Promise<ContactTag[]> {
  return unwrap(api.GET('/api/apps/contacts/tags', { signal }));
}

/** The avatar rules the server checks by content, checked here first by the file's type. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function uploadAvatar(
  id: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Contact> {
  return uploadWithProgress<Contact>({
    url: '/api/apps/contacts/avatar',
    fields: { id, avatar: [file, file.name] },
    onProgress,
  });
}

// Hooks.

export function contactsQuery(query: string) {
  return queryOptions({
    queryKey: contactsKeys.list(query.trim()),
    queryFn: ({ signal }) => fetchContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(query: string) {
  return useQuery(contactsQuery(query));
}

/** One contact; `placeholder` (e.g. its row of a loaded list) shows while it loads. */
export function contactQuery(
  id: string,
  placeholder?: () => Contact | undefined,
  options: { enabled?: boolean } = {},
) {
  return queryOptions<Contact, Error, Contact, ReturnType<typeof contactsKeys.detail>>({
    queryKey: contactsKeys.detail(id),
    queryFn: ({ signal }) => fetchContact(id, signal),
    placeholderData: () => placeholder?.(),
    enabled: options.enabled ?? true,
  });
}

export function useContact(
  id: string,
  placeholder?: () => Contact | undefined,
  options: { enabled?: boolean } = {},
) {
  return useQuery(contactQuery(id, placeholder, options));
}

export function countriesQuery() {
  return queryOptions({
    queryKey: contactsKeys.countries(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: Infinity,
  });
}

export function useCountries() {
  return useQuery(countriesQuery());
}

export function contactTagsQuery() {
  return queryOptions({
    queryKey: contactsKeys.tags(),
    queryFn: ({ signal }) => fetchContactTags(signal),
    staleTime: 60_000,
  });
}

export function useContactTags() {
  return useQuery(contactTagsQuery());
}

/** Puts a contact the server answered into its detail query and refreshes the lists. */
function useStoreContact() {
  const queryClient = useQueryClient();
  return (contact: Contact) => {
    queryClient.setQueryData(contactsKeys.detail(contact.id), contact);
    return queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
  };
}

/** POST api/apps/contacts/contact: a blank contact, named "New Contact" in the interface's language. */
export function useCreateContact() {
  const store = useStoreContact();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/apps/contacts/contact', { params: { query: { lang } } })),
    onSuccess: (contact) => store(contact),
  });
}

export function useUpdateContact() {
  const store = useStoreContact();
  return useMutation({
    /** `version`: the one the form was opened on; a change made since refuses the save. */
    mutationFn: ({
      id,
      contact,
      version,
    }: {
      id: string;
      contact: ContactPatch;
      version?: string;
    }) =>
      unwrap(
        api.PATCH('/api/apps/contacts/contact', {
          body: { id, contact },
          headers: ifMatch(version),
        }),
      ),
    onSuccess: (contact) => store(contact),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/contacts/contact', { params: { query: { id } } })),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contactsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
    },
  });
}

/**
 * Deletes a contact as the page goes (a reload, a closed tab): the request outlives the
 * page (`keepalive`), and nobody is left to hear how it went.
 */
export function deleteContactOnLeave(id: string): void {
  void api
    .DELETE('/api/apps/contacts/contact', { params: { query: { id } }, keepalive: true })
    .catch(() => undefined);
}

export function useUploadAvatar() {
  const store = useStoreContact();
  return useMutation({
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: string;
      file: File;
      onProgress?: (progress: UploadProgress) => void;
    }) => uploadAvatar(id, file, onProgress),
    onSuccess: (contact) => store(contact),
  });
}

export function useCreateContactTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      unwrap(api.POST('/api/apps/contacts/tag', { body: { tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.tags() }),
  });
}

export function useRenameContactTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      unwrap(api.PATCH('/api/apps/contacts/tag', { body: { id, tag: { title } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.tags() }),
  });
}

/** Deleting a tag strips it from every contact: the tags and every contact query refresh. */
export function useDeleteContactTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/apps/contacts/tag', { params: { query: { id } } })),
    onSettled: () =>
      Promise.all(
        [contactsKeys.tags(), contactsKeys.lists(), contactsKeys.details()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
