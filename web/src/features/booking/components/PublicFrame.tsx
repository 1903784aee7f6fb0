import { type ReactNode, useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { PublicBrand } from '../../../components/PublicBrand';
import { isLanguage, LANGUAGES } from '../../../lib/i18n';
import '../booking.scss';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  tr: 'Türkçe',
  es: 'Español',
};

/** The light frame of the public booking pages: the public brand, language, and the page. */
export function PublicFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const documentTitle = t('publicBoard.documentTitle', { title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className="booking-page">
      <header className="booking-page__bar">
        <PublicBrand className="booking-page__brand" />
        <Form.Select
          size="sm"
          className="booking-page__language"
          value={isLanguage(i18n.language) ? i18n.language : 'en'}
          onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
          aria-label={t('booking.language')}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </Form.Select>
      </header>
      <div className="booking-page__body">
        <h1 className="booking-page__title">{title}</h1>
        {lead && <p className="booking-page__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
