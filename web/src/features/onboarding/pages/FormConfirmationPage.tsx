import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnboardingFrame } from '../components/OnboardingFrame';
import { useNextPath } from '../components/next-path';

/** form-confirmation: the profile is saved and the onboarding finished. */
export function Component() {
  const { t } = useTranslation();
  const { next } = useNextPath();
  return (
    <OnboardingFrame step="done" title={t('onboarding.done.title')}>
      <p>{t('onboarding.done.text')}</p>
      <Link to={next} className="btn btn-primary">
        {t('onboarding.done.continue')}
      </Link>
    </OnboardingFrame>
  );
}
