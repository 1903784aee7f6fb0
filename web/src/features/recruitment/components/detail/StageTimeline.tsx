import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Application, ApplicationStage } from '../../api/applications';
import { formatDateTime } from '../applicants/format';
import { useCurrentAccount } from './lookups';
import { StageBadge } from './StageBadge';
import './detail.scss';

/** `by` of what a visitor did on a public page (the job board, the booking page): no account. */
const PUBLIC_VISITOR_ID = '00000000-0000-0000-0000-000000000000';

export interface TimelineEntry {
  key: string;
  stage: ApplicationStage;
  at: string;
  by: string;
  /** The account's name, or null when the account no longer exists. */
  byName: string | null;
  /** What the change was about: the vacancy (on an applicant) or the applicant (on a vacancy). */
  subject: string;
  link: string;
}

/** Every stage change of these applications, newest first. */
export function timelineOf(
  applications: readonly Application[],
  subject: (application: Application) => { label: string; link: string },
): TimelineEntry[] {
  return applications
    .flatMap((application) =>
      application.history.map((change, index) => ({
        key: `${application.id}-${index}`,
        stage: change.stage,
        at: change.at,
        by: change.by,
        byName: change.byName,
        subject: subject(application).label,
        link: subject(application).link,
      })),
    )
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** The stage history: when, which stage, for what, and by whom. */
export function StageTimeline({
  entries,
  limit = 20,
}: {
  entries: TimelineEntry[];
  limit?: number;
}) {
  const { t, i18n } = useTranslation();
  const account = useCurrentAccount();
  if (entries.length === 0) {
    return <p className="text-body-secondary small mb-0">{t('detail.history.empty')}</p>;
  }
  return (
    <ol className="timeline" data-testid="stage-timeline">
      {entries.slice(0, limit).map((entry) => (
        <li key={entry.key} className={`timeline__item stage-${entry.stage}`}>
          <span className="timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <StageBadge stage={entry.stage} />
            <Link to={entry.link} className="small fw-semibold text-truncate">
              {entry.subject}
            </Link>
          </div>
          <div className="small text-body-secondary mt-1">
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
            {' · '}
            {account.data && entry.by === account.data.id
              ? t('detail.history.you')
              : entry.by === PUBLIC_VISITOR_ID
                ? t('detail.history.publicPage')
                : entry.byName
                  ? t('detail.history.byName', { name: entry.byName })
                  : t('detail.history.other')}
          </div>
        </li>
      ))}
    </ol>
  );
}
