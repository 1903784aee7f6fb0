import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';

/** Where sign-up lands: the account exists and can sign in. */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.confirmation.title')}>
      <div className="text-center py-3">
        <i className="bi bi-envelope-check display-4 text-primary" aria-hidden="true" />
        <p className="mt-3">{t('auth.confirmation.text')}</p>
      </div>
      <Link to="/sign-in" className="btn btn-primary w-100">
        {t('auth.confirmation.signIn')}
      </Link>
    </AuthLayout>
  );
}

export { ConfirmationRequiredPage as Component };
