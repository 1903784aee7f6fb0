import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { useNextPath } from '../components/next-path';

/** form-out: the person left the profile form; it comes back at the next sign-in. */
export function Component() {
  const { t } = useTranslation();
  const { next, withNext } = useNextPath();
  return (
    <OnboardingFrame step="profile" title={t('onboarding.out.title')}>
      <p>{t('onboarding.out.text')}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={withNext('/forms')} className="btn btn-primary">
          {t('onboarding.out.back')}
        </Link>
        <Link to={next} className="btn btn-outline-secondary">
          {t('onboarding.out.continue')}
        </Link>
      </div>
    </OnboardingFrame>
  );
}
