import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActivityForm } from '../components/ActivityForm';
import '../components/activities.css';
import { FEED_PATH } from '../lib/paths';
import type { Flash } from '../../../lib/useFlash';

/** apps/new-activity: post an activity to the feed. */
export function NewActivityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="activity-form-page">
      <nav aria-label={t('activityFeed.form.breadcrumb')} className="mb-2">
        <Link to={FEED_PATH} className="small text-decoration-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('activityFeed.form.back')}
        </Link>
      </nav>
      <div className="page-header">
        <h1 className="page-header__title">{t('routes.newActivity')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('activityFeed.form.subtitle')}</p>
      </div>
      <ActivityForm
        backTo={FEED_PATH}
        onPosted={() => {
          const flash: Flash = { text: t('activityFeed.done.posted') };
          void navigate(FEED_PATH, { state: { flash } });
        }}
      />
    </div>
  );
}

export { NewActivityPage as Component };
