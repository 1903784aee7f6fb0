import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { formatLongDay, formatTimeRange, localDay } from '../../../../lib/local-time';
import { applicantBookingsQuery } from '../../api/interview-slots';
import { LoadingBlock } from '../detail/states';
import './interviews.scss';

/** An applicant's interview bookings (from the public booking page), earliest first. */
export function ApplicantBookings({ applicantId }: { applicantId: string }) {
  const { t, i18n } = useTranslation();
  const bookings = useQuery(applicantBookingsQuery(applicantId));
  const [now] = useState(() => Date.now());
  return (
    <Card className="shadow-sm" data-testid="applicant-bookings">
      <Card.Body className="p-3 p-md-4">
        <h2 className="detail-card__title">{t('interviews.applicantTitle')}</h2>
        {bookings.isPending ? (
          <LoadingBlock />
        ) : bookings.isError ? (
          <ErrorAlert
            error={bookings.error}
            title={t('interviews.loadFailed')}
            onRetry={() => void bookings.refetch()}
          />
        ) : bookings.data.length === 0 ? (
          <p className="text-body-secondary small mb-0">{t('interviews.applicantEmpty')}</p>
        ) : (
          <ul className="slot-list">
            {bookings.data.map((item) => {
              const past = Date.parse(item.startsAt) <= now;
              return (
                <li
                  key={item.booking.id}
                  className={`slot-row${past ? ' slot-row--past' : ''}`}
                  data-testid="applicant-booking"
                >
                  <div className="fw-semibold text-capitalize">
                    {formatLongDay(localDay(item.startsAt), i18n.language)}
                  </div>
                  <div className="small">
                    <i className="bi bi-clock me-1" aria-hidden="true" />
                    {formatTimeRange(item.startsAt, item.endsAt, i18n.language)}
                    {past && <span className="text-body-secondary"> · {t('interviews.past')}</span>}
                  </div>
                  <Link to={`/apps/detail?vacancy=${item.vacancy.id}`} className="small">
                    {item.vacancy.title || item.vacancy.code}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
