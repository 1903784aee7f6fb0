import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { useNextPath } from '../components/next-path';

/** welcome: the first page of an account's first sign-in. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { withNext } = useNextPath();
  return (
    <OnboardingFrame
      step="welcome"
      title={t('onboarding.welcome.title', { name: user?.name ?? '' })}
    >
      <p className="lead">{t('onboarding.welcome.lead')}</p>
      <ul className="mb-4">
        <li>{t('onboarding.welcome.point1')}</li>
        <li>{t('onboarding.welcome.point2')}</li>
        <li>{t('onboarding.welcome.point3')}</li>
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Link to={withNext('/forms')} className="btn btn-primary">
          {t('onboarding.welcome.start')}
        </Link>
        <Link to={withNext('/form-out')} className="btn btn-outline-secondary">
          {t('onboarding.welcome.later')}
        </Link>
      </div>
    </OnboardingFrame>
  );
}
