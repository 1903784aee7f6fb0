import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDay, formatTimeRange, groupByLocalDay } from '../../../../lib/local-time';
import type { InterviewBooking, InterviewSlot } from '../../api/interview-slots';
import './interviews.scss';

export interface SlotListProps {
  slots: readonly InterviewSlot[];
  /** Name each slot's vacancy (the day view, which mixes vacancies). */
  showVacancy?: boolean;
  /** Group under a heading per day (the vacancy's list). */
  groupByDay?: boolean;
  /** Show this many days at first, with a button for the rest. */
  dayLimit?: number;
  /** The heading level of the day headings. */
  dayHeading?: 'h3' | 'h4';
  now?: number;
  onDelete: (slot: InterviewSlot) => void;
  onCancelBooking: (slot: InterviewSlot, booking: InterviewBooking) => void;
}

/** Interview slots with their room and bookings, in the reader's local time. */
export function SlotList({
  slots,
  showVacancy = false,
  groupByDay = true,
  dayLimit = Infinity,
  dayHeading: DayHeading = 'h3',
  now: givenNow,
  onDelete,
  onCancelBooking,
}: SlotListProps) {
  const { t, i18n } = useTranslation();
  const [mountedAt] = useState(() => Date.now());
  const [allDays, setAllDays] = useState(false);
  const now = givenNow ?? mountedAt;
  const rows = (items: readonly InterviewSlot[]) => (
    <ul className="slot-list" data-testid="slot-list">
      {items.map((slot) => (
        <SlotRow
          key={slot.id}
          slot={slot}
          showVacancy={showVacancy}
          past={Date.parse(slot.startsAt) <= now}
          onDelete={onDelete}
          onCancelBooking={onCancelBooking}
        />
      ))}
    </ul>
  );
  if (!groupByDay) return rows(slots);
  const days = groupByLocalDay(slots, (slot) => slot.startsAt);
  const hidden = allDays ? 0 : Math.max(0, days.length - dayLimit);
  return (
    <div className="slot-days">
      {days.slice(0, days.length - hidden).map(({ day, items }) => (
        <section key={day} className="slot-day" aria-label={formatLongDay(day, i18n.language)}>
          <DayHeading className="slot-day__title">{formatLongDay(day, i18n.language)}</DayHeading>
          {rows(items)}
        </section>
      ))}
      {hidden > 0 && (
        <Button
          variant="outline-secondary"
          size="sm"
          className="align-self-start"
          onClick={() => setAllDays(true)}
        >
          {t('interviews.moreDays', { count: hidden })}
        </Button>
      )}
    </div>
  );
}

function SlotRow({
  slot,
  showVacancy,
  past,
  onDelete,
  onCancelBooking,
}: {
  slot: InterviewSlot;
  showVacancy: boolean;
  past: boolean;
  onDelete: (slot: InterviewSlot) => void;
  onCancelBooking: (slot: InterviewSlot, booking: InterviewBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const time = formatTimeRange(slot.startsAt, slot.endsAt, i18n.language);
  const title = slot.vacancy.title || slot.vacancy.code;
  return (
    <li className={`slot-row${past ? ' slot-row--past' : ''}`} data-testid="slot-row">
      <div className="slot-row__head">
        <div className="slot-row__info">
          <span className="slot-row__time">
            <i className="bi bi-clock me-2" aria-hidden="true" />
            {time}
          </span>
          {showVacancy && (
            <Link to={`/apps/detail?vacancy=${slot.vacancyId}`} className="slot-row__vacancy">
              {title}{' '}
              <span className="text-body-secondary font-monospace small">{slot.vacancy.code}</span>
            </Link>
          )}
          <span className="slot-row__room">
            {slot.remaining === 0 ? (
              <Badge bg="secondary">{t('interviews.full')}</Badge>
            ) : (
              <Badge bg="success-subtle" text="success-emphasis">
                {t('interviews.room', { free: slot.remaining, count: slot.capacity })}
              </Badge>
            )}
            {past && (
              <Badge bg="light" text="dark" className="ms-1">
                {t('interviews.past')}
              </Badge>
            )}
          </span>
        </div>
        <Button
          variant="link"
          size="sm"
          className="slot-row__delete text-danger"
          onClick={() => onDelete(slot)}
          aria-label={t('interviews.delete.label', { time })}
          title={t('interviews.delete.label', { time })}
        >
          <i className="bi bi-trash3" aria-hidden="true" />
        </Button>
      </div>
      {slot.bookings.length > 0 && (
        <ul className="slot-bookings" aria-label={t('interviews.bookingsOf', { time })}>
          {slot.bookings.map((booking) => {
            const name = booking.name || t('applicants.erasedName');
            return (
              <li key={booking.id} className="slot-booking" data-testid="slot-booking">
                <i className="bi bi-person-check text-success" aria-hidden="true" />
                <div className="slot-booking__main">
                  <Link
                    to={`/apps/detail?applicant=${booking.applicantId}`}
                    className="fw-semibold"
                  >
                    {name}
                  </Link>
                  <div className="small text-body-secondary text-break">
                    {[booking.email, booking.phone].filter(Boolean).join(' · ')}
                  </div>
                </div>
                {!past && (
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    onClick={() => onCancelBooking(slot, booking)}
                    aria-label={t('interviews.cancel.label', { name })}
                  >
                    {t('interviews.cancel.action')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
