import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { addDays, dayBounds, formatLongDay, isDay, localDay } from '../../../lib/local-time';
import { nextSlotQuery, slotsBetweenQuery } from '../api/interview-slots';
import { EmptyState, LoadingBlock } from '../components/detail/states';
import { InterviewsExport } from '../components/interviews/InterviewsExport';
import { SlotList } from '../components/interviews/SlotList';
import { useSlotActions } from '../components/interviews/useSlotActions';
import { Toasts, useNotices } from '../components/shared/Toasts';

/** On an empty day: a way to the next day that has slots, when there is one. */
function NextDayWithSlots({ after, onGo }: { after: string; onGo: (day: string) => void }) {
  const { t, i18n } = useTranslation();
  const next = useQuery(nextSlotQuery(after));
  if (!next.data) return null;
  const day = localDay(new Date(next.data.startsAt));
  return (
    <Button variant="outline-primary" onClick={() => onGo(day)} data-testid="interviews-next-day">
      {t('interviews.day.nextWithSlots', { date: formatLongDay(day, i18n.language) })}
      <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
    </Button>
  );
}

/** apps/interviews: every interview slot of one day (`?day=YYYY-MM-DD`, default today). */
export function InterviewsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = localDay(new Date());
  const requested = params.get('day');
  const day = isDay(requested) ? requested : today;
  const { from, to } = dayBounds(day);
  const slots = useQuery(slotsBetweenQuery(from, to));
  const { notices, notify, dismiss } = useNotices();
  const actions = useSlotActions(notify);
  const goTo = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === today) copy.delete('day');
        else copy.set('day', next);
        return copy;
      },
      { replace: false },
    );
  const booked = slots.data?.reduce((sum, slot) => sum + slot.bookings.length, 0) ?? 0;

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('interviews.day.title')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('interviews.day.subtitle')}</p>
        </div>
        <InterviewsExport day={day} from={from} to={to} slots={slots.data} notify={notify} />
      </div>
      <Card className="shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <div className="interviews-toolbar mb-3">
            <Button
              variant="outline-secondary"
              onClick={() => goTo(addDays(day, -1))}
              aria-label={t('interviews.day.previous')}
              title={t('interviews.day.previous')}
            >
              <i className="bi bi-chevron-left" aria-hidden="true" />
            </Button>
            <Form.Control
              type="date"
              value={day}
              onChange={(event) => {
                if (isDay(event.currentTarget.value)) goTo(event.currentTarget.value);
              }}
              aria-label={t('interviews.day.date')}
              className="w-auto"
              data-testid="interviews-day"
            />
            <Button
              variant="outline-secondary"
              onClick={() => goTo(addDays(day, 1))}
              aria-label={t('interviews.day.next')}
              title={t('interviews.day.next')}
            >
              <i className="bi bi-chevron-right" aria-hidden="true" />
            </Button>
            <Button variant="link" onClick={() => goTo(today)} disabled={day === today}>
              {t('interviews.day.today')}
            </Button>
          </div>
          <h2 className="h5 text-capitalize mb-1">{formatLongDay(day, i18n.language)}</h2>
          {slots.data && slots.data.length > 0 && (
            <p className="small text-body-secondary mb-3">
              {t('interviews.day.summary', { count: slots.data.length, booked })}
            </p>
          )}
          {slots.isPending ? (
            <LoadingBlock />
          ) : slots.isError ? (
            <ErrorAlert
              error={slots.error}
              title={t('interviews.loadFailed')}
              onRetry={() => void slots.refetch()}
            />
          ) : slots.data.length === 0 ? (
            <EmptyState
              compact
              icon="bi-calendar"
              title={t('interviews.day.empty')}
              testId="interviews-empty"
              actions={<NextDayWithSlots after={to} onGo={goTo} />}
            />
          ) : (
            <SlotList
              slots={slots.data}
              showVacancy
              groupByDay={false}
              onDelete={(slot) => void actions.deleteSlot(slot)}
              onCancelBooking={(slot, booking) => void actions.cancelBooking(slot, booking)}
            />
          )}
        </Card.Body>
      </Card>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { InterviewsPage as Component };
