import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { type Location, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useLeaveGuard } from '../../../components/form/useLeaveGuard';
import { type Notify, Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../lib/api/errors';
import { BREAKPOINTS } from '../../../lib/breakpoints';
import { isRepeatClick } from '../../../lib/repeat-click';
import {
  type Contact,
  contactsKeys,
  deleteContactOnLeave,
  useContact,
  useContacts,
  useCreateContact,
  useDeleteContact,
} from '../api/contacts-api';
import { ContactDetail } from '../components/ContactDetail';
import { ContactForm } from '../components/ContactForm';
import { ContactList } from '../components/ContactList';
import { ContactsExport } from '../components/ContactsExport';
import { TagManager } from '../components/TagManager';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import '../components/contacts.css';

interface PaneProps {
  id: string;
  editing: boolean;
  onDirty: (dirty: boolean) => void;
  onEdit: (editing: boolean) => void;
  /** Saved for the first time (a contact Add made). */
  onSaved: () => void;
  /** Leaves the edit: read mode, or (a contact Add made, never saved) no contact at all. */
  onCancel: () => void;
  onClose: () => void;
  /** Confirmed: the page deletes it (with Undo) and closes the pane. */
  onDelete: (contact: Contact) => void;
  onManageTags: () => void;
  /** Shows a "back to the list" button (narrow screens). */
  closable: boolean;
  notify: Notify;
}

/** Another screen, or another contact (or none) in the pane, leaves the one edited. */
function leavesContact(current: Location, next: Location) {
  return (
    current.pathname !== next.pathname ||
    new URLSearchParams(current.search).get('id') !== new URLSearchParams(next.search).get('id')
  );
}

/** The right pane: one contact, read or edited. */
function ContactPane({
  id,
  editing,
  onDirty,
  onEdit,
  onSaved,
  onCancel,
  onClose,
  onDelete: deleteContact,
  onManageTags,
  closable,
  notify,
}: PaneProps) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const queryClient = useQueryClient();
  const contact = useContact(id, () =>
    queryClient
      .getQueriesData<Contact[]>({ queryKey: contactsKeys.lists() })
      .flatMap(([, list]) => list ?? [])
      .find((item) => item.id === id),
  );

  async function onDelete(target: Contact) {
    const answer = await confirm({
      title: t('contacts.deleteTitle'),
      message: t('contacts.deleteMessage', { name: target.name }),
      actions: { confirm: { label: t('contacts.actions.delete') } },
    });
    if (answer === 'confirmed') deleteContact(target);
  }

  const back = closable && (
    <Button variant="link" className="contact-pane__back" onClick={onClose}>
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      {t('contacts.actions.backToList')}
    </Button>
  );

  if (contact.isPending) {
    return (
      <div className="contact-detail__body placeholder-glow" aria-busy="true">
        {back}
        <span className="contact-avatar placeholder" style={{ width: 112, height: 112 }} />
        <span className="placeholder col-6 d-block mt-4 mb-2 rounded" style={{ height: 28 }} />
        <span className="placeholder col-4 d-block mb-4 rounded" />
        <span className="placeholder col-8 d-block mb-2 rounded" />
        <span className="placeholder col-7 d-block mb-2 rounded" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (contact.isError) {
    const missing = contact.error instanceof ApiError && contact.error.statusCode === 404;
    return (
      <div className="contact-detail__body">
        {back}
        {missing ? (
          <div className="contacts-empty">
            <i className="bi bi-person-x contacts-empty__icon" aria-hidden="true" />
            <p className="fw-semibold mb-1">{t('contacts.notFoundTitle')}</p>
            <p className="small text-body-secondary mb-3">{t('contacts.notFound')}</p>
            <Button size="sm" variant="outline-primary" onClick={onClose}>
              {t('contacts.actions.backToList')}
            </Button>
          </div>
        ) : (
          <ErrorAlert
            error={contact.error}
            title={t('contacts.detailFailed')}
            onRetry={() => void contact.refetch()}
            retrying={contact.isFetching}
          />
        )}
      </div>
    );
  }

  return (
    <>
      {back && <div className="contact-pane__bar">{back}</div>}
      {editing ? (
        <ContactForm
          key={contact.data.id}
          contact={contact.data}
          onDone={(saved) => {
            notify('success', t('contacts.done.saved', { name: saved.name }));
            onSaved();
            onEdit(false);
          }}
          onCancel={onCancel}
          onManageTags={onManageTags}
          onDirtyChange={onDirty}
          notify={notify}
        />
      ) : (
        <ContactDetail
          contact={contact.data}
          onEdit={() => onEdit(true)}
          onDelete={() => void onDelete(contact.data)}
        />
      )}
    </>
  );
}

/**
 * apps/contacts: the address book. Left the list (search in `?q=`), right the contact
 * chosen by `?id=` (the toolbar's search links there); below the md breakpoint the
 * contact opens in a drawer over the list.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const selectedId = params.get('id');
  const contacts = useContacts(search);
  const create = useCreateContact();
  const { notices, notify, dismiss } = useNotices();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [tagsOpen, setTagsOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const confirm = useConfirmation();
  const discard = useDeleteContact();
  const remove = useDeleteContact();
  // The pane closes at once; the contact's delete waits for its toast's Undo to go.
  const deletes = useDelayedDelete<Contact>({
    notify,
    remove: (contact) => remove.mutateAsync(contact.id),
    deletedText: (contact) => t('contacts.done.deleted', { name: contact.name }),
    restoredText: (contact) => t('common.restored', { name: contact.name }),
    onFailed: (_contact, error) =>
      notify(
        'danger',
        `${t('contacts.deleteFailed')}: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  // The contact Add made (the server creates a blank one) until it is first saved: left
  // unsaved (Cancel, another contact, another screen) it is deleted, so no blank stays.
  const fresh = useRef<string | null>(null);
  const { mutate: discardContact } = discard;
  useEffect(() => {
    if (fresh.current && selectedId !== fresh.current) {
      discardContact(fresh.current);
      fresh.current = null;
    }
  }, [selectedId, discardContact]);
  useEffect(
    () => () => {
      if (fresh.current) discardContact(fresh.current);
    },
    [discardContact],
  );
  // A reload or a closed tab leaves none either: the delete goes out with the page.
  useEffect(() => {
    const leave = () => {
      if (fresh.current) deleteContactOnLeave(fresh.current);
      fresh.current = null;
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  // Leaving a contact with unsaved changes (another contact, Add, closing the drawer,
  // another screen) asks first.
  useLeaveGuard(dirty, {
    leaves: leavesContact,
    title: t('contacts.discardTitle'),
    message: t('contacts.discardMessage'),
    confirmLabel: t('contacts.actions.discard'),
  });
  const confirmDiscard = useCallback(
    () =>
      confirm({
        title: t('contacts.discardTitle'),
        message: t('contacts.discardMessage'),
        actions: { confirm: { label: t('contacts.actions.discard') } },
      }),
    [confirm, t],
  );

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('id', id);
      return `?${next.toString()}`;
    },
    [params],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  const onSearch = (query: string) =>
    update((next) => {
      if (query) next.set('q', query);
      else next.delete('q');
    }, true);
  const close = () => update((next) => next.delete('id'));

  async function onAdd(click: { detail: number }) {
    if (isRepeatClick(click)) return;
    // Asked before the new contact exists, so "keep editing" leaves everything as it was.
    if (dirty) {
      if ((await confirmDiscard()) !== 'confirmed') return;
      setDirty(false);
    }
    create.mutate(undefined, {
      onSuccess: (contact) => {
        if (fresh.current) discardContact(fresh.current);
        fresh.current = contact.id;
        setEditingId(contact.id);
        update((next) => {
          // The new contact must be in the list to be seen: the search goes.
          next.delete('q');
          next.set('id', contact.id);
        });
      },
    });
  }

  const pane = selectedId ? (
    <ContactPane
      key={selectedId}
      id={selectedId}
      editing={editingId === selectedId}
      onDirty={setDirty}
      onEdit={(editing) => setEditingId(editing ? selectedId : null)}
      onSaved={() => {
        if (fresh.current === selectedId) fresh.current = null;
      }}
      onCancel={() => {
        setEditingId(null);
        // Cancelling a contact never saved closes it; it is then deleted (above).
        if (fresh.current === selectedId) close();
      }}
      onClose={close}
      onDelete={(contact) => {
        deletes.start(contact);
        update((next) => next.delete('id'), true);
      }}
      onManageTags={() => setTagsOpen(true)}
      closable={!wide}
      notify={notify}
    />
  ) : null;

  return (
    <div className="contacts-app">
      <div className="contacts-app__list">
        {create.isError && (
          <ErrorAlert
            className="m-3 mb-0"
            error={create.error}
            title={t('contacts.createFailed')}
          />
        )}
        <ContactList
          contacts={deletes.without(contacts.data)}
          loading={contacts.isPending}
          fetching={contacts.isFetching}
          error={contacts.error}
          onRetry={() => void contacts.refetch()}
          search={search}
          onSearch={onSearch}
          selectedId={selectedId}
          hrefOf={hrefOf}
          onAdd={(click) => void onAdd(click)}
          adding={create.isPending}
          onManageTags={() => setTagsOpen(true)}
          exportMenu={<ContactsExport search={search} total={contacts.data?.length} />}
        />
      </div>
      {wide ? (
        <div className="contacts-app__detail">
          {pane ?? (
            <div className="contacts-empty h-100">
              <i className="bi bi-person-vcard contacts-empty__icon" aria-hidden="true" />
              <p className="fw-semibold mb-1">{t('contacts.empty.noSelectionTitle')}</p>
              <p className="small text-body-secondary mb-0">{t('contacts.empty.noSelection')}</p>
            </div>
          )}
        </div>
      ) : (
        <Offcanvas
          show={!!selectedId}
          onHide={close}
          placement="end"
          className="contacts-drawer"
          aria-label={t('contacts.detailLabel')}
        >
          {pane}
        </Offcanvas>
      )}
      <TagManager show={tagsOpen} onHide={() => setTagsOpen(false)} notify={notify} />
      <Toasts notices={notices} onClose={dismiss} />
    </div>
  );
}

export { ContactsPage as Component };
