import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import type { ApplicationSent } from '../components/ApplyForm';
import { BoardFrame } from '../components/BoardFrame';
import { usePageTitle } from '../components/useSnapshot';

function isSent(state: unknown): state is ApplicationSent {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as ApplicationSent).title === 'string' &&
    typeof (state as ApplicationSent).receivedAt === 'string'
  );
}

/**
 * After applying: the application arrived, and when the visitor gave their consent. A
 * reload (no router state) still confirms, without the vacancy's name.
 */
export function ApplicationSentPage() {
  const { t, i18n } = useTranslation();
  const { state } = useLocation();
  usePageTitle(t('publicBoard.sent.documentTitle'));
  const sent = isSent(state) ? state : null;
  return (
    <BoardFrame>
      <div className="job-board__container job-posting">
        <section className="job-board__sent" aria-labelledby="job-board-sent">
          <svg
            className="job-board__sent-mark"
            width="48"
            height="48"
            viewBox="0 0 48 48"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.15" />
            <path
              d="M15 24.5l6 6 12-13"
              fill="none"
              stroke="currentColor"
              strokeWidth="3.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1 className="job-posting__title" id="job-board-sent">
            {t('publicBoard.sent.title')}
          </h1>
          <p className="job-board__lead">
            {sent
              ? t('publicBoard.sent.text', { title: sent.title })
              : t('publicBoard.sent.textNoTitle')}
          </p>
          {sent && (
            <p className="job-board__sent-consent">
              {t('publicBoard.sent.consent', {
                date: formatDateTime(sent.receivedAt, i18n.language),
              })}
            </p>
          )}
          <Link className="btn btn-primary" to="/home">
            {t('publicBoard.sent.back')}
          </Link>
        </section>
      </div>
    </BoardFrame>
  );
}

export { ApplicationSentPage as Component };
