import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';

/**
 * Where sign-up lands. `?mode=open`: the account is active and can sign in now; otherwise
 * (approval, the default) an administrator must approve it before it can sign in. The
 * server answers a taken address the same way, so the page says what happens then too.
 */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const open = searchParams.get('mode') === 'open';
  return (
    <AuthLayout
      title={open ? t('auth.confirmation.openTitle') : t('auth.confirmation.approvalTitle')}
    >
      <div className="text-center py-3" data-testid="confirmation">
        <i
          className={`bi ${open ? 'bi-person-check' : 'bi-hourglass-split'} display-4 text-primary`}
          aria-hidden="true"
        />
        <p className="mt-3">
          {open ? t('auth.confirmation.openText') : t('auth.confirmation.approvalText')}
        </p>
        {/* Sign-up answers the same for a taken address, whose owner gets a mail instead. */}
        <p className="small text-body-secondary" data-testid="confirmation-existing">
          {t('auth.confirmation.existingNote')}
        </p>
      </div>
      <Link to="/sign-in" className="btn btn-primary w-100">
        {t('auth.confirmation.signIn')}
      </Link>
    </AuthLayout>
  );
}

export { ConfirmationRequiredPage as Component };
