import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { type Contact, useContactTags, useCountries } from '../api/contacts-api';
import '../../../components/tags/tags.css';
import { ContactAvatar } from './ContactAvatar';
import { Flag, useCountryName } from './CountrySelect';

export interface ContactDetailProps {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
  deleting?: boolean;
}

function labelKey(label: string) {
  switch (label) {
    case 'Personal':
      return 'contacts.labels.personal' as const;
    case 'Work':
      return 'contacts.labels.work' as const;
    case 'Mobile':
      return 'contacts.labels.mobile' as const;
    case 'Home':
      return 'contacts.labels.home' as const;
    default:
      return null;
  }
}

function InfoRow({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="contact-info">
      <i className={`bi ${icon} contact-info__icon`} aria-hidden="true" />
      <div className="min-w-0 flex-grow-1">
        <h3 className="contact-info__label">{label}</h3>
        {children}
      </div>
    </div>
  );
}

/** A birthday (stored at noon UTC) as a long date in the reader's language. */
export function formatBirthday(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** The contact as read: picture, name, job, tags, emails, phones, birthday, address, notes. */
export function ContactDetail({ contact, onEdit, onDelete, deleting }: ContactDetailProps) {
  const { t, i18n } = useTranslation();
  const tags = useContactTags();
  const countries = useCountries();
  const countryName = useCountryName();
  const labelText = (label: string) => {
    const key = labelKey(label);
    return key ? t(key) : label;
  };
  const contactTags = contact.tags
    .map((id) => tags.data?.find((tag) => tag.id === id))
    .filter((tag) => tag !== undefined);
  const job = [contact.title, contact.company].filter(Boolean);
  const nothing =
    contact.emails.length === 0 &&
    contact.phoneNumbers.length === 0 &&
    !contact.birthday &&
    !contact.address &&
    !contact.notes;

  return (
    <article className="contact-detail__body" aria-labelledby="contact-name">
      <div className="contact-detail__head">
        <ContactAvatar
          name={contact.name}
          avatar={contact.avatar}
          size={112}
          className="contact-detail__avatar"
        />
        <div className="contact-detail__actions">
          <Button variant="outline-danger" onClick={onDelete} disabled={deleting}>
            <i className="bi bi-trash me-1" aria-hidden="true" />
            {t('contacts.actions.delete')}
          </Button>
          <Button onClick={onEdit}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('contacts.actions.edit')}
          </Button>
        </div>
      </div>
      <h2 id="contact-name" className="contact-detail__name">
        {contact.name}
      </h2>
      {job.length > 0 && <p className="contact-detail__job">{job.join(' · ')}</p>}
      {contactTags.length > 0 && (
        <ul className="contact-detail__tags" aria-label={t('contacts.fields.tags')}>
          {contactTags.map((tag) => (
            <li key={tag.id} className="tag-chip">
              {tag.title}
            </li>
          ))}
        </ul>
      )}

      <div className="contact-detail__info">
        {contact.emails.length > 0 && (
          <InfoRow icon="bi-envelope" label={t('contacts.fields.emails')}>
            <ul className="list-unstyled mb-0">
              {contact.emails.map((email, index) => (
                <li key={index} className="contact-info__value">
                  <a href={`mailto:${email.email}`} className="text-break">
                    {email.email}
                  </a>
                  {email.label && (
                    <span className="contact-info__tag">{labelText(email.label)}</span>
                  )}
                </li>
              ))}
            </ul>
          </InfoRow>
        )}
        {contact.phoneNumbers.length > 0 && (
          <InfoRow icon="bi-telephone" label={t('contacts.fields.phoneNumbers')}>
            <ul className="list-unstyled mb-0">
              {contact.phoneNumbers.map((phone, index) => {
                const country = countries.data?.find(
                  (item) => item.id === phone.country.toLowerCase(),
                );
                const dial = country?.code ?? '';
                return (
                  <li key={index} className="contact-info__value">
                    {country && (
                      <span title={countryName(country)}>
                        <Flag iso={country.iso} className="me-2" />
                        <span className="visually-hidden">{countryName(country)} </span>
                      </span>
                    )}
                    <a href={`tel:${dial}${phone.phoneNumber.replace(/[^0-9+]/g, '')}`}>
                      {dial && <span className="text-body-secondary me-1">{dial}</span>}
                      {phone.phoneNumber}
                    </a>
                    {phone.label && (
                      <span className="contact-info__tag">{labelText(phone.label)}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </InfoRow>
        )}
        {contact.birthday && (
          <InfoRow icon="bi-cake2" label={t('contacts.fields.birthday')}>
            <time dateTime={contact.birthday.slice(0, 10)} className="contact-info__value">
              {formatBirthday(contact.birthday, i18n.language)}
            </time>
          </InfoRow>
        )}
        {contact.address && (
          <InfoRow icon="bi-geo-alt" label={t('contacts.fields.address')}>
            <p className="contact-info__value mb-0">{contact.address}</p>
          </InfoRow>
        )}
        {contact.notes && (
          <InfoRow icon="bi-journal-text" label={t('contacts.fields.notes')}>
            {/* Sanitised by the server when stored. */}
            <div
              className="contact-detail__notes"
              dangerouslySetInnerHTML={{ __html: contact.notes }}
            />
          </InfoRow>
        )}
        {nothing && (
          <p className="text-body-secondary small mb-0">
            {t('contacts.empty.details')}{' '}
            <Button variant="link" size="sm" className="p-0 align-baseline" onClick={onEdit}>
              {t('contacts.empty.detailsAction')}
            </Button>
          </p>
        )}
      </div>
    </article>
  );
}
