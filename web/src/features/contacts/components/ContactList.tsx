import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchInput } from '../../../components/data-table/SearchInput';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { Contact } from '../api/contacts-api';
import { groupByInitial } from '../lib/group-contacts';
import { ContactAvatar } from './ContactAvatar';

export interface ContactListProps {
  contacts: Contact[] | undefined;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  search: string;
  onSearch: (query: string) => void;
  selectedId: string | null;
  /** The address that opens a contact (the list's search stays). */
  hrefOf: (id: string) => string;
  /** Given the click, so that the second click of a double click adds nothing. */
  onAdd: (click: { detail: number }) => void;
  adding: boolean;
  onManageTags: () => void;
  /** The export menu, after the header's buttons. */
  exportMenu?: ReactNode;
}

function subtitle(contact: Contact): string {
  return contact.title || contact.company || contact.emails[0]?.email || '';
}

/** The address book: search, count, "Add", and the contacts under sticky letter headings. */
export function ContactList({
  contacts,
  loading,
  fetching,
  error,
  onRetry,
  search,
  onSearch,
  selectedId,
  hrefOf,
  onAdd,
  adding,
  onManageTags,
  exportMenu,
}: ContactListProps) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(
    () => groupByInitial(contacts ?? [], i18n.language),
    [contacts, i18n.language],
  );
  const scroller = useRef<HTMLDivElement>(null);

  // The chosen contact stays in view (a new one, one opened from the toolbar's search).
  useEffect(() => {
    if (!selectedId) return;
    const item = scroller.current?.querySelector<HTMLElement>(
      `[data-contact-id="${CSS.escape(selectedId)}"]`,
    );
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId, groups]);

  return (
    <section className="contacts-list" aria-labelledby="contacts-title">
      <header className="contacts-list__header">
        <div className="d-flex align-items-start gap-2">
          <div className="flex-grow-1 min-w-0">
            <h1 id="contacts-title" className="contacts-list__title">
              {t('contacts.title')}
            </h1>
            <p className="contacts-list__count" aria-live="polite">
              {contacts
                ? search
                  ? t('contacts.countFound', { count: contacts.length })
                  : t('contacts.count', { count: contacts.length })
                : ' '}
              {fetching && !loading && <Spinner size="sm" className="ms-2" aria-hidden="true" />}
            </p>
          </div>
          <Button
            variant="outline-secondary"
            onClick={onManageTags}
            title={t('contacts.tags.manage')}
            aria-label={t('contacts.tags.manage')}
          >
            <i className="bi bi-tags" aria-hidden="true" />
          </Button>
          <Button onClick={onAdd} disabled={adding} aria-busy={adding}>
            {adding ? (
              <Spinner size="sm" className="me-1" aria-hidden="true" />
            ) : (
              <i className="bi bi-person-plus me-1" aria-hidden="true" />
            )}
            {t('contacts.actions.add')}
          </Button>
          {/* Last, so its menu (aligned to its end) opens inside the list's pane. */}
          {exportMenu}
        </div>
        <SearchInput
          value={search}
          onSearch={onSearch}
          placeholder={t('contacts.searchPlaceholder')}
          label={t('contacts.search')}
          className="mt-3"
        />
      </header>

      <div className="contacts-list__scroll" ref={scroller}>
        {loading ? (
          <ul className="list-unstyled mb-0 placeholder-glow" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="contacts-list__item">
                <span className="contact-avatar placeholder" style={{ width: 40, height: 40 }} />
                <span className="flex-grow-1">
                  <span className="placeholder col-7 d-block mb-1 rounded" />
                  <span className="placeholder placeholder-sm col-4 d-block rounded" />
                </span>
              </li>
            ))}
          </ul>
        ) : error && !contacts ? (
          <div className="p-3">
            <ErrorAlert
              error={error}
              title={t('contacts.loadFailed')}
              onRetry={onRetry}
              retrying={fetching}
            />
          </div>
        ) : groups.length === 0 ? (
          search ? (
            <div className="contacts-empty">
              <i className="bi bi-search contacts-empty__icon" aria-hidden="true" />
              <p className="fw-semibold mb-1">{t('contacts.empty.noMatchTitle')}</p>
              <p className="small text-body-secondary mb-3">
                {t('contacts.empty.noMatch', { query: search })}
              </p>
              <Button size="sm" variant="outline-primary" onClick={() => onSearch('')}>
                {t('contacts.actions.clearSearch')}
              </Button>
            </div>
          ) : (
            <div className="contacts-empty">
              <i className="bi bi-person-lines-fill contacts-empty__icon" aria-hidden="true" />
              <p className="fw-semibold mb-1">{t('contacts.empty.noneTitle')}</p>
              <p className="small text-body-secondary mb-3">{t('contacts.empty.none')}</p>
              <Button size="sm" onClick={onAdd} disabled={adding}>
                {t('contacts.actions.add')}
              </Button>
            </div>
          )
        ) : (
          <>
            {error ? (
              <div className="p-3">
                <ErrorAlert
                  error={error}
                  title={t('contacts.loadFailed')}
                  onRetry={onRetry}
                  retrying={fetching}
                />
              </div>
            ) : null}
            {groups.map((group) => (
              <section
                key={group.letter}
                className="contacts-list__group"
                aria-labelledby={`contacts-letter-${group.letter}`}
              >
                <h2 id={`contacts-letter-${group.letter}`} className="contacts-list__letter">
                  {group.letter}
                </h2>
                <ul className="list-unstyled mb-0">
                  {group.items.map((contact) => {
                    const active = contact.id === selectedId;
                    return (
                      <li key={contact.id}>
                        <Link
                          to={hrefOf(contact.id)}
                          className={`contacts-list__item${active ? ' is-active' : ''}`}
                          aria-current={active ? 'true' : undefined}
                          data-contact-id={contact.id}
                        >
                          <ContactAvatar name={contact.name} avatar={contact.avatar} />
                          <span className="min-w-0 flex-grow-1">
                            <span className="contacts-list__name">{contact.name}</span>
                            <span className="contacts-list__sub">{subtitle(contact)}</span>
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
