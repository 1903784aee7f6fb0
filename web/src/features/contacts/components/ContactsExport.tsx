import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../components/data-table/ListExport';
import { type ExportColumn, wholeLoader } from '../../../components/data-table/record-export';
import type { Notice } from '../../../components/toasts/Toasts';
import { type Contact, fetchContacts, fetchContactTags } from '../api/contacts-api';

/** A contact with its tags by name, as the export writes it. */
interface ContactRow {
  contact: Contact;
  tags: string[];
}

/** Every contact the search finds (the whole address book without one), with tag names. */
export async function fetchContactRows(search: string, signal?: AbortSignal) {
  const [contacts, tags] = await Promise.all([
    fetchContacts(search, signal),
    fetchContactTags(signal),
  ]);
  const names = new Map(tags.map((tag) => [tag.id, tag.title]));
  return contacts.map((contact) => ({
    contact,
    tags: contact.tags.map((id) => names.get(id) ?? id),
  }));
}

/** Export of the contacts the list shows: the current search, every match. */
export function ContactsExport({
  search,
  total,
  notify,
}: {
  search: string;
  total: number | undefined;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<ContactRow>[]>(
    () => [
      { label: t('listExport.contacts.name'), value: (row) => row.contact.name },
      { label: t('listExport.contacts.title'), value: (row) => row.contact.title },
      { label: t('listExport.contacts.company'), value: (row) => row.contact.company },
      {
        label: t('listExport.contacts.emails'),
        value: (row) => row.contact.emails.map((email) => email.email),
      },
      {
        label: t('listExport.contacts.phones'),
        value: (row) => row.contact.phoneNumbers.map((phone) => phone.phoneNumber),
      },
      { label: t('listExport.contacts.address'), value: (row) => row.contact.address },
      {
        label: t('listExport.contacts.birthday'),
        value: (row) => row.contact.birthday?.slice(0, 10) ?? '',
      },
      { label: t('listExport.contacts.tags'), value: (row) => row.tags },
    ],
    [t],
  );
  return (
    <ListExport
      id="contacts"
      fileBase={search.trim() ? 'contacts-filtered' : 'contacts'}
      title={t('contacts.title')}
      columns={columns}
      load={wholeLoader((signal) => fetchContactRows(search, signal))}
      total={total ?? 'unknown'}
      notify={notify}
      iconOnly
    />
  );
}
