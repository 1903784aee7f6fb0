import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { AppIcon } from '../../../../components/icons';
import { formatRelativeTime } from '../../../../lib/format';
import { type ActivityListParams, useActivities } from '../../api/activities';
import { LoadingBlock } from './states';
import './detail.scss';

/** The latest activities about one applicant or vacancy. */
export function ActivityList({ params }: { params: ActivityListParams }) {
  const { t, i18n } = useTranslation();
  const activities = useActivities({ size: 8, ...params });
  if (activities.isPending) return <LoadingBlock />;
  if (activities.isError) {
    return (
      <ErrorAlert
        error={activities.error}
        title={t('detail.activity.loadFailed')}
        onRetry={() => void activities.refetch()}
        retrying={activities.isFetching}
      />
    );
  }
  if (activities.data.items.length === 0) {
    return <p className="text-body-secondary small mb-0">{t('detail.activity.empty')}</p>;
  }
  return (
    <ul className="list-unstyled mb-0" data-testid="activity-list">
      {activities.data.items.map((activity) => (
        <li key={activity.id} className="activity-item">
          <span className="activity-item__icon" aria-hidden="true">
            <AppIcon name={activity.icon} />
          </span>
          <div className="min-w-0 small">
            {/* The server writes this HTML and escapes the names inside it. */}
            <div dangerouslySetInnerHTML={{ __html: activity.description }} />
            {activity.extraContent && (
              <div className="text-body-secondary">{activity.extraContent}</div>
            )}
            <div className="text-body-secondary">
              <time dateTime={activity.date}>
                {formatRelativeTime(activity.date, i18n.language)}
              </time>
              {activity.link && activity.linkedContent && (
                <>
                  {' · '}
                  {activity.useRouter ? (
                    <Link to={activity.link}>{activity.linkedContent}</Link>
                  ) : (
                    <a href={activity.link} target="_blank" rel="noreferrer noopener">
                      {activity.linkedContent}
                    </a>
                  )}
                </>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
