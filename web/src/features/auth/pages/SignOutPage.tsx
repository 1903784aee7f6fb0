import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { session } from '../../../lib/session';

export const SIGN_OUT_COUNTDOWN_SECONDS = 5;

/** Signs out at once, then counts down and goes to sign-in. */
export function SignOutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signedOut, setSignedOut] = useState(false);
  const [seconds, setSeconds] = useState(SIGN_OUT_COUNTDOWN_SECONDS);

  useEffect(() => {
    let cancelled = false;
    void session.end().then(() => !cancelled && setSignedOut(true));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!signedOut) return;
    if (seconds <= 0) {
      void navigate('/sign-in', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [signedOut, seconds, navigate]);

  return (
    <AuthLayout title={t('auth.signOut.title')}>
      <p role="status" aria-live="polite">
        {signedOut
          ? t('auth.signOut.redirecting', { count: seconds })
          : t('auth.signOut.signingOut')}
      </p>
      <Link to="/sign-in" className="btn btn-outline-primary w-100">
        {t('auth.backToSignIn')}
      </Link>
    </AuthLayout>
  );
}

export { SignOutPage as Component };
