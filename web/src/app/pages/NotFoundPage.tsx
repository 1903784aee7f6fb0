import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/StatusPage';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errors.notFound.code')}
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
    >
      <Link to="/" className="btn btn-primary">
        <i className="bi bi-house-door me-2" aria-hidden="true" />
        {t('common.backHome')}
      </Link>
    </StatusPage>
  );
}
