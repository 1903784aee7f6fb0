import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppIcon } from '../../../components/icons';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import type { FeedActivity } from '../api/activity-feed';

export interface ActivityEntryProps {
  activity: FeedActivity;
  now: Date;
  onDelete?: (activity: FeedActivity) => void;
  deleting?: boolean;
}

/** One entry of the feed: its icon, what happened (sanitised HTML), when, its link and picture. */
export function ActivityEntry({ activity, now, onDelete, deleting = false }: ActivityEntryProps) {
  const { t, i18n } = useTranslation();
  const absolute = formatDateTime(activity.date, i18n.language);
  const linkText = activity.linkedContent || activity.link;
  return (
    <li
      className={`activity-entry activity-entry--${activity.kind}`}
      data-testid="activity-entry"
      data-id={activity.id}
      // The first entry of a page just loaded takes the focus ("Load more").
      tabIndex={-1}
    >
      <span className="activity-entry__icon" aria-hidden="true">
        <AppIcon name={activity.icon} />
      </span>
      <div className="activity-entry__body">
        <div className="activity-entry__head">
          {/* The server sanitised this HTML (and escapes the names inside what events write). */}
          <div
            className="activity-entry__description"
            dangerouslySetInnerHTML={{ __html: activity.description }}
          />
          {activity.canDelete && onDelete && (
            <Button
              variant="link"
              size="sm"
              className="activity-entry__delete text-body-secondary"
              onClick={() => onDelete(activity)}
              disabled={deleting}
              aria-label={t('activityFeed.delete.label')}
              title={t('activityFeed.delete.label')}
            >
              <i className="bi bi-trash3" aria-hidden="true" />
            </Button>
          )}
        </div>
        {activity.extraContent && (
          <div className="activity-entry__extra small">{activity.extraContent}</div>
        )}
        {activity.image && (
          <a
            className="activity-entry__image"
            href={activity.image}
            target="_blank"
            rel="noopener noreferrer"
          >
            <img src={activity.image} alt={t('activityFeed.imageAlt')} loading="lazy" />
            <span className="visually-hidden">{t('activityFeed.newTab')}</span>
          </a>
        )}
        <div className="activity-entry__meta small text-body-secondary">
          <time dateTime={activity.date} title={absolute}>
            {formatRelativeTime(activity.date, i18n.language, now)}
          </time>
          <span aria-hidden="true">·</span>
          <span>{absolute}</span>
          {activity.kind === 'posted' && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                {activity.author
                  ? t('activityFeed.postedBy', { name: activity.author.name })
                  : t('activityFeed.postedByFormer')}
              </span>
            </>
          )}
        </div>
        {activity.link && linkText && (
          <div className="activity-entry__link small">
            {activity.useRouter ? (
              <Link to={activity.link}>
                <i className="bi bi-arrow-right-circle me-1" aria-hidden="true" />
                {linkText}
              </Link>
            ) : (
              <a href={activity.link} target="_blank" rel="noopener noreferrer">
                <i className="bi bi-box-arrow-up-right me-1" aria-hidden="true" />
                {linkText}
                <span className="visually-hidden"> {t('activityFeed.newTab')}</span>
              </a>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
