import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { Chat } from '../../../shell/toolbar/api/chat';
import { Avatar } from '../../../shell/toolbar/common/Avatar';

type Contact = Chat['contact'];

/** The contact of a conversation: who they are, how to reach them, what they shared. */
export function ContactInfo({
  contact,
  show,
  onHide,
}: {
  contact: Contact;
  show: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      className="chat-side-panel"
      aria-labelledby="chat-contact-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('chatPage.contact.close')}>
        <Offcanvas.Title id="chat-contact-title" as="h2" className="h5 mb-0">
          {t('chatPage.contact.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ContactCard contact={contact} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function ContactCard({ contact }: { contact: Contact }) {
  const { t, i18n } = useTranslation();
  const { details, attachments } = contact;
  const job = [details.title, details.company].filter(Boolean).join(' · ');
  return (
    <div className="chat-contact" data-testid="chat-contact">
      <div className="text-center mb-4">
        <Avatar src={contact.avatar} name={contact.name} size={96} className="mb-3" />
        <div className="fs-5 fw-semibold">{contact.name}</div>
        {contact.about ? <div className="text-body-secondary small">{contact.about}</div> : null}
      </div>
      <dl className="chat-contact__details">
        {job ? <Detail icon="bi-briefcase" label={t('chatPage.contact.job')} value={job} /> : null}
        {details.emails.map((email) => (
          <Detail
            key={email.email}
            icon="bi-envelope"
            label={email.label || t('chatPage.contact.email')}
            value={<a href={`mailto:${email.email}`}>{email.email}</a>}
          />
        ))}
        {details.phoneNumbers.map(({ country, phoneNumber = '', label }) =>
          phoneNumber ? (
            <Detail
              key={`${country}-${phoneNumber}`}
              icon="bi-telephone"
              label={label || t('chatPage.contact.phone')}
              value={<a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>}
            />
          ) : null,
        )}
        {details.birthday ? (
          <Detail
            icon="bi-cake2"
            label={t('chatPage.contact.birthday')}
            value={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
              new Date(details.birthday),
            )}
          />
        ) : null}
        {details.address ? (
          <Detail icon="bi-geo-alt" label={t('chatPage.contact.address')} value={details.address} />
        ) : null}
      </dl>
      <h3 className="h6 mt-4">{t('chatPage.contact.media')}</h3>
      {attachments.media.length ? (
        <ul className="chat-contact__media">
          {attachments.media.map((src) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img src={src} alt={t('chatPage.contact.mediaItem')} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary small">{t('chatPage.contact.noMedia')}</p>
      )}
    </div>
  );
}

function Detail({ icon, label, value }: { icon: string; label: string; value: ReactNode }) {
  return (
    <div className="chat-contact__detail">
      <dt>
        <i className={`bi ${icon}`} aria-hidden="true" />
        {label}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}
