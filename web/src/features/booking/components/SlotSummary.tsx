import { useTranslation } from 'react-i18next';
import { formatLongDay, formatTimeRange, localDay } from '../../../lib/local-time';
import type { PublicSlot, PublicVacancy } from '../api/booking';

/** What, when and where: the vacancy and the slot, in the reader's local time. */
export function SlotSummary({ slot, vacancy }: { slot: PublicSlot; vacancy?: PublicVacancy }) {
  const { t, i18n } = useTranslation();
  const place = [vacancy?.companyName, vacancy?.location].filter(Boolean).join(' · ');
  return (
    <div className="booking-summary" data-testid="booking-summary">
      {vacancy && (
        <div className="booking-summary__vacancy">
          <i className="bi bi-briefcase" aria-hidden="true" />
          <div>
            <div className="fw-semibold">{vacancy.title || vacancy.code}</div>
            {place && <div className="small text-body-secondary">{place}</div>}
          </div>
        </div>
      )}
      <div className="booking-summary__when">
        <i className="bi bi-calendar-event" aria-hidden="true" />
        <div>
          <div className="fw-semibold text-capitalize">
            {formatLongDay(localDay(slot.startsAt), i18n.language)}
          </div>
          <div className="small text-body-secondary">
            {formatTimeRange(slot.startsAt, slot.endsAt, i18n.language)} {t('booking.localTime')}
          </div>
        </div>
      </div>
    </div>
  );
}
