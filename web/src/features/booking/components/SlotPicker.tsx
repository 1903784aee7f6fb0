import { useTranslation } from 'react-i18next';
import { formatLongDay, formatTimeRange, groupByLocalDay } from '../../../lib/local-time';
import type { PublicSlot, PublicVacancy } from '../api/booking';

export interface SlotPickerProps {
  slots: readonly PublicSlot[];
  vacancies: ReadonlyMap<string, PublicVacancy>;
  /** Name each slot's vacancy (when the list mixes vacancies). */
  showVacancy: boolean;
  onPick: (slot: PublicSlot) => void;
  /** A slot to leave out (the one a booking is in). */
  exceptId?: string;
  /** The level of the day headings (below the page's or the section's heading). */
  dayHeading?: 'h2' | 'h3';
}

/** Future slots with room, by day in the reader's time zone, each a button. */
export function SlotPicker({
  slots,
  vacancies,
  showVacancy,
  onPick,
  exceptId,
  dayHeading: DayHeading = 'h2',
}: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const shown = slots.filter((slot) => slot.id !== exceptId);
  return (
    <div className="booking-days">
      {groupByLocalDay(shown, (slot) => slot.startsAt).map(({ day, items }) => (
        <section key={day} className="booking-day" aria-labelledby={`booking-day-${day}`}>
          <DayHeading id={`booking-day-${day}`} className="booking-day__title">
            {formatLongDay(day, i18n.language)}
          </DayHeading>
          <ul className="booking-slots">
            {items.map((slot) => {
              const time = formatTimeRange(slot.startsAt, slot.endsAt, i18n.language);
              const vacancy = vacancies.get(slot.vacancyCode);
              return (
                <li key={slot.id}>
                  <button
                    type="button"
                    className="booking-slot"
                    onClick={() => onPick(slot)}
                    data-testid="booking-slot"
                  >
                    <span className="booking-slot__time">{time}</span>
                    {showVacancy && vacancy && (
                      <span className="booking-slot__vacancy">{vacancy.title}</span>
                    )}
                    <span className="booking-slot__room">
                      {t('booking.room', { count: slot.remaining })}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
